import { useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";

/**
 * The field errors of an admin form and where the focus goes when there are some (issue #4
 * point 9): to the first field marked invalid, or else to the form's error message. One hook for
 * the three forms, so a refusal from the browser's checks and one from the server behave alike.
 */
export function useFieldErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** Shows `found` (it may be empty: a refusal without field errors) and moves the focus to it. */
  const reject = useCallback((found: Record<string, string>) => {
    // Rendered at once, so that the fields carry aria-invalid before the focus looks for them.
    flushSync(() => setErrors(found));
    focusFirstError(formRef.current, alertRef.current);
  }, []);

  const clear = useCallback(() => setErrors({}), []);

  /** Forgets the errors of the fields `drop` picks, leaving the focus where it is. */
  const forget = useCallback(
    (drop: (field: string) => boolean) =>
      setErrors((current) =>
        Object.keys(current).some(drop) ? Object.fromEntries(Object.entries(current).filter(([field]) => !drop(field))) : current,
      ),
    [],
  );

  return { errors, formRef, alertRef, reject, clear, forget };
}

/** Moves the focus to the first field marked invalid, or else to the form's error message. */
export function focusFirstError(form: HTMLFormElement | null, fallback?: HTMLElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) {
    field.focus();
    field.scrollIntoView({ block: "center" });
    return;
  }
  fallback?.focus();
}
