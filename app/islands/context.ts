import { createContext, useContext } from "react";

/**
 * Where the islands' script is (app/islands/runtime.ts): its hashed file in the production build
 * (from build/islands.json), its source path under Vite in development. The server hands it to
 * the render in the load context; only the server render reads it.
 */
export const IslandsScriptContext = createContext<string | undefined>(undefined);

export function useIslandsScript(): string | undefined {
  return useContext(IslandsScriptContext);
}
