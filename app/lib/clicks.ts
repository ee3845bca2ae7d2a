/**
 * A plain tap or click: the primary button, no modifier key (which asks for a new tab or window,
 * or a download), and no handler before has taken it.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
