import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current server render (server/security/headers.ts). Only the server
 * render needs it: scripts the browser adds later come from /assets, which the policy allows.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
