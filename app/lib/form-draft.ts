/**
 * What an administrator typed into a form, kept in sessionStorage while a submit is under way,
 * so that a session that ended meanwhile (an API answer 401) never costs the work: after signing
 * in again the form opens filled in. Files cannot be stored; the form asks to re-attach them.
 */
export interface FormDraft {
  values: Record<string, string>;
  /** Existing image names the administrator had marked for removal. */
  removedImages?: string[];
  removeCover?: boolean;
}

const PREFIX = "admin-draft:";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(path: string, draft: FormDraft): void {
  try {
    storage()?.setItem(PREFIX + path, JSON.stringify(draft));
  } catch {
    // storage full or refused: the submit goes ahead without a safety copy
  }
}

export function discardDraft(path: string): void {
  storage()?.removeItem(PREFIX + path);
}

/** The draft saved for this path, if any; it stays stored until the form is saved. */
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
    };
  } catch {
    return null;
  }
}
