/**
 * Asks before a form with unsaved changes or queued photos is left (issue #16): a link in the
 * admin area, Cancel or Back asks in the site's own dialog; closing or reloading the tab asks in
 * the browser's. Leaving after a save, or for sign-in when the session has expired (the form's
 * draft is kept for that, use-form-draft.ts), does not ask.
 */
import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { useConfirm } from "./confirm-dialog";

export function useLeaveGuard(dirty: boolean): { allowLeave: () => void } {
  const confirm = useConfirm();
  const locale = useLocale();
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== "/login",
  );

  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirm(m.adminItemsLeaveQuestion(locale), { confirmLabel: m.adminItemsLeave(locale) }).then((leave) => {
      const current = blockerRef.current;
      if (current.state !== "blocked") return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state, confirm, locale]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  return { allowLeave: useCallback(() => (allowed.current = true), []) };
}
