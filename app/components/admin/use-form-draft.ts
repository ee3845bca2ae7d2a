/**
 * A form's draft (lib/form-draft.ts): read once on mount, and kept as the administrator types.
 * A draft a submit left behind when the session ended is put back at once (`draft`); one kept as
 * it was typed is offered (`offer`) until it is restored or discarded.
 */
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import * as m from "../../i18n/messages";
import { discardDraft, readDraft, saveDraft, type FormDraft } from "../../lib/form-draft";

export function useRestoredDraft(): {
  path: string;
  draft: FormDraft | null;
  offer: FormDraft | null;
  dismissOffer: () => void;
  /** Forgets the offered draft: the administrator chose Discard. */
  discardOffer: () => void;
  forget: () => void;
} {
  const { pathname } = useLocation();
  const [stored] = useState(() => readDraft(pathname));
  const [offer, setOffer] = useState(() => (stored?.reason === "autosave" ? stored : null));
  return {
    path: pathname,
    draft: stored?.reason === "session" ? stored : null,
    offer,
    dismissOffer: () => setOffer(null),
    discardOffer: () => {
      discardDraft(pathname);
      setOffer(null);
    },
    forget: () => discardDraft(pathname),
  };
}

/**
 * Keeps `draft` for `path` a moment after each change, and forgets it at once when the form holds
 * nothing unsaved (`draft` null). Paused while an earlier draft is offered, so that it is not
 * overwritten. A tab closed, hidden or left within that moment keeps the last keystrokes too.
 */
export function useAutosave(path: string, draft: FormDraft | null, paused: boolean): void {
  const json = draft ? JSON.stringify(draft) : null;
  useEffect(() => {
    if (paused) return;
    // Nothing unsaved (just saved, or all undone): forgotten at once, so a tab closed right after
    // a save is offered nothing.
    if (!json) {
      discardDraft(path);
      return;
    }
    let pending = true;
    const keep = () => {
      if (!pending) return;
      pending = false;
      // A draft a submit kept for signing in again stays one (put back at once), whatever is typed since.
      saveDraft(path, { ...(JSON.parse(json) as FormDraft), reason: readDraft(path)?.reason === "session" ? "session" : "autosave" });
    };
    const leaving = () => {
      if (document.visibilityState === "hidden") keep();
    };
    const timer = setTimeout(keep, 400);
    window.addEventListener("pagehide", keep);
    document.addEventListener("visibilitychange", leaving);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", keep);
      document.removeEventListener("visibilitychange", leaving);
    };
  }, [path, json, paused]);
}

/** The note over a form whose draft a sign-in put back, in the admin's language (docs/product.md §11). */
export const restoredNote = m.adminItemsRestoredNote;
