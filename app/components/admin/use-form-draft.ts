/** The draft a form left behind when its session ended (see lib/form-draft.ts), read once on mount. */
import { useState } from "react";
import { useLocation } from "react-router";
import { discardDraft, readDraft, type FormDraft } from "../../lib/form-draft";

export function useRestoredDraft(): { path: string; draft: FormDraft | null; forget: () => void } {
  const { pathname } = useLocation();
  const [draft] = useState(() => readDraft(pathname));
  return { path: pathname, draft, forget: () => discardDraft(pathname) };
}

export const RESTORED_NOTE =
  "Your session had ended, so you were asked to sign in again. What you typed has been restored; please re-attach any images you had chosen.";
