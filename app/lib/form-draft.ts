/**
 * What an administrator types into a form, kept in the browser (localStorage) so that no work is
 * lost (issue #17): saved as it is typed, and while a submit is under way. After a crash, a closed
 * tab or an expired session the form offers it back; a draft kept by a submit that met a 401 is
 * put back at once after signing in again. Files cannot be stored; the form asks to re-attach them.
 * A save, Cancel, Discard or signing out forgets it.
 */
export interface FormDraft {
  values: Record<string, string>;
  /** Existing image names the administrator had marked for removal. */
  removedImages?: string[];
  removeCover?: boolean;
  /** "autosave": kept as it was typed, offered back; "session": kept by a submit, put back at once. */
  reason?: "autosave" | "session";
  /** When it was kept. */
  savedAt?: string;
}

const PREFIX = "admin-draft:";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function saveDraft(path: string, draft: FormDraft): void {
  try {
    storage()?.setItem(PREFIX + path, JSON.stringify({ reason: "session", savedAt: new Date().toISOString(), ...draft }));
  } catch {
    // storage full or refused: the form goes on without a safety copy
  }
}

export function discardDraft(path: string): void {
  storage()?.removeItem(PREFIX + path);
}

/** Forgets every form's draft (signing out on a shared computer). */
export function discardAllDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}

/** The draft saved for this path, if any; it stays stored until the form is saved or it is discarded. */
export function readDraft(path: string): FormDraft | null {
  const text = storage()?.getItem(PREFIX + path);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as FormDraft;
    if (!draft || typeof draft.values !== "object" || draft.values === null) return null;
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(draft.values)) if (typeof value === "string") values[key] = value;
    return {
      values,
      removedImages: Array.isArray(draft.removedImages) ? draft.removedImages.filter((name) => typeof name === "string") : [],
      removeCover: draft.removeCover === true,
      reason: draft.reason === "autosave" ? "autosave" : "session",
      savedAt: typeof draft.savedAt === "string" ? draft.savedAt : undefined,
    };
  } catch {
    return null;
  }
}
