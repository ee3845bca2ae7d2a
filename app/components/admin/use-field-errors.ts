/** Moves the focus to the first field marked invalid, or else to the form's error message (issue #4 point 9). */
export function focusFirstError(form: HTMLFormElement | null, fallback?: HTMLElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) {
    field.focus();
    field.scrollIntoView({ block: "center" });
    return;
  }
  fallback?.focus();
}
