/**
 * Sending an admin form (docs/product.md §4, §8; issue #4 points 2 and 8): the typed text is kept as a
 * draft while the upload runs, progress is reported in percent, and a refusal comes back as the
 * form's failure message plus the server's own words (which name the file or field concerned).
 * On a 401 the API client has already gone to /login; the draft stays for the way back.
 */
import { useCallback, useState } from "react";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { ApiError, apiUpload, checkSession } from "../../lib/api-client";
import { discardDraft, saveDraft, type FormDraft } from "../../lib/form-draft";

export interface SubmitFailure {
  message: string;
  detail?: string;
}

export type SubmitResult<T> = { ok: true; data: T } | { ok: false; fieldErrors: Record<string, string>; signedOut: boolean };

export interface SubmitRequest {
  method: "POST" | "PUT";
  url: string;
  /**
   * The form, or what makes it once the session is known to be valid (waiting for the photos
   * still on their way); an ApiError it throws is the save's failure.
   */
  form: FormData | (() => Promise<FormData>);
  /** The docs/product.md §8 text for this form, e.g. 'Failed to create project. Please try again.' */
  failMessage: string;
  draftPath: string;
  draft: FormDraft;
}

export function useSubmission() {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  const submit = useCallback(
    async <T>(request: SubmitRequest): Promise<SubmitResult<T>> => {
      setBusy(true);
      setFailure(null);
      setProgress(0);
      saveDraft(request.draftPath, request.draft);
      try {
        let form = request.form;
        if (typeof form === "function") {
          // A session that ended is found before waiting on anything (a 401 goes to /login); with
          // no network, the save waits with the photos for it to come back.
          await checkSession().catch((error: unknown) => {
            if (!(error instanceof ApiError && error.status === 0)) throw error;
          });
          form = await form();
        }
        const data = await apiUpload<T>(request.method, request.url, form, setProgress);
        discardDraft(request.draftPath);
        return { ok: true, data };
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError(0, m.adminItemsSomethingWrong(locale));
        if (apiError.isUnauthorized) return { ok: false, fieldErrors: {}, signedOut: true };
        discardDraft(request.draftPath);
        setFailure({ message: request.failMessage, detail: apiError.message });
        return { ok: false, fieldErrors: apiError.errors, signedOut: false };
      } finally {
        setBusy(false);
        setProgress(null);
      }
    },
    [locale],
  );

  return { busy, progress, failure, setFailure, submit };
}
