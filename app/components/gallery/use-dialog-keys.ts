import { useEffect, useRef, type RefObject } from "react";

export interface DialogKeyHandlers {
  onEscape: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The keyboard of a modal viewer: Escape closes, the arrow keys step through the photos, and
 * Tab cycles inside the dialog (WAI-ARIA dialog pattern), so focus never wanders to the page
 * hidden behind it.
 */
export function useDialogKeys(dialog: RefObject<HTMLElement | null>, handlers: DialogKeyHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = dialog.current;
      if (!root) return;
      if (event.key === "Escape") {
        event.preventDefault();
        latest.current.onEscape();
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        latest.current.onPrevious();
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        latest.current.onNext();
      } else if (event.key === "Tab") {
        trapTab(root, event);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [dialog]);
}

function trapTab(root: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (!root.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
