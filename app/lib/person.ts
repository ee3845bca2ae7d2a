/**
 * Who is signed in, as the admin area knows them (docs/product.md §6): their name, role and what it
 * allows, from GET /api/session. Kept for the tab (sessionStorage) so the menu shows the right
 * links at once, and asked again as the admin area opens. The copy belongs to the token it was
 * asked with: signing in as someone else never shows the last person. The server checks every
 * call anyway, so a stale copy can hide a link but never grant a thing.
 */
import { useSyncExternalStore } from "react";
import { can, type Permission, type SignedInPerson } from "../../domain/access";
import type { Locale } from "../../domain/locales";
import { apiGet } from "./api-client";
import { getToken } from "./token";

const KEY = "person";
interface Kept {
  token: string;
  person: SignedInPerson;
}
let kept: Kept | null | undefined;
const listeners = new Set<() => void>();

function read(): SignedInPerson | null {
  if (typeof window === "undefined") return null;
  const token = getToken();
  if (kept === undefined) {
    try {
      const stored = window.sessionStorage.getItem(KEY);
      kept = stored ? (JSON.parse(stored) as Kept) : null;
    } catch {
      kept = null;
    }
  }
  return kept && token && kept.token === token ? kept.person : null;
}

function set(person: SignedInPerson | null): void {
  const token = getToken();
  kept = person && token ? { token, person } : null;
  try {
    if (kept) window.sessionStorage.setItem(KEY, JSON.stringify(kept));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the copy in memory serves this page
  }
  for (const listener of listeners) listener();
}

/** Asks the server who is signed in (and renews the photo pass that comes with the answer). */
export async function loadPerson(): Promise<SignedInPerson> {
  const { admin } = await apiGet<{ admin: SignedInPerson }>("/api/session");
  set(admin);
  return admin;
}

/** The person this tab last heard of, or null before the first answer. */
export function cachedPerson(): SignedInPerson | null {
  return read();
}

/** Forgets the person (signing out). */
export function forgetPerson(): void {
  set(null);
}

/** Changes the name shown, after the person renamed themselves. */
export function renamePerson(name: string): void {
  const person = read();
  if (person) set({ ...person, name });
}

/** Changes the admin's language, after the person chose another. */
export function setPersonLanguage(language: Locale): void {
  const person = read();
  if (person) set({ ...person, language });
}

export function usePerson(): SignedInPerson | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}

/** Whether the signed-in person may do it; false until they are known. */
export function useCan(permission: Permission): boolean {
  return can(usePerson(), permission);
}
