/** The alt texts of an item's stored photos in its edit form (issue #17), sent with the save. */
import { useState } from "react";

export function useImageAlts(initial: Readonly<Record<string, string>> | undefined) {
  const [alts, setAlts] = useState<Record<string, string>>(() => ({ ...initial }));
  const change = (name: string, text: string) => setAlts((current) => ({ ...current, [name]: text }));
  const changed = Object.entries(alts).some(([name, text]) => text.trim() !== (initial?.[name] ?? ""));
  return { alts, change, changed, json: () => JSON.stringify(alts) };
}
