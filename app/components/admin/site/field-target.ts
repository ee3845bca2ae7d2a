/**
 * A link to one field of a "Site" form: the page's address with the field's path after # (the
 * dashboard's checklist links "Put your phone number on the site" to /site/company#phone). The
 * form opens the list entry the field is in (site-list.tsx), brings the field into view clear of
 * the header and the phone's bottom bars, and gives it the focus.
 */

/** A field's dotted path as a link names it ("#services.2.photo"), or null for any other hash. */
export function fieldInHash(hash: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return null;
  }
  return /^[A-Za-z]\w*(\.\w+)*$/.test(path) ? path : null;
}

/** Whether the field at `path` is the entry at `entry` ("services.2") or inside it. */
export function isInside(path: string, entry: string): boolean {
  return path === entry || path.startsWith(`${entry}.`);
}

const FOCUSABLE = "input:not([type=hidden]), textarea, select, button";

/**
 * The control of the field at `path` in `form`: the one named by the path, or else the first
 * control of what carries the path as `data-field` (a list: its first entry or its Add button;
 * the WhatsApp number while it follows the phone: "Same as phone").
 */
export function findField(form: ParentNode, path: string): HTMLElement | null {
  const named = form.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`);
  if (named) return named;
  return form.querySelector(`[data-field="${CSS.escape(path)}"]`)?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
}

/**
 * Brings a field into the middle of the screen (its photo box, for a photo's hidden file input),
 * where neither the fixed header nor the save bar covers it, and focuses it.
 */
export function revealField(field: HTMLElement): void {
  const box = field instanceof HTMLInputElement && field.type === "file" ? (field.closest<HTMLElement>("[data-field]") ?? field) : field;
  box.scrollIntoView({ block: "center" });
  field.focus({ preventScroll: true });
}
