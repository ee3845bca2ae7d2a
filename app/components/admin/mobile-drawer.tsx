/**
 * The side menu below 768 px (docs/product.md §2, §9): a drawer 85% wide, at most 280 px, sliding in from
 * the left. Closed by its close button, the backdrop, Escape, a route change or a resize; the
 * focus stays inside while it is open and returns to the button that opened it.
 */
import X from "lucide-react/icons/x";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { ACCOUNT_LINK, DRAWER_LINKS, SITE_LINKS, TEAM_LINKS } from "./admin-nav";
import { LogoutButton, MenuGroup } from "./menu-items";

const DRAWER_ACTIVE = "bg-brand-50 text-brand-800";
const DRAWER_IDLE = "text-slate-700 hover:bg-slate-100";

interface MobileDrawerProps {
  open: boolean;
  siteName: string;
  onClose: () => void;
  onLogout: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Escape closes; Tab and Shift+Tab wrap around inside the panel. */
function trapFocus(event: KeyboardEvent, panel: HTMLElement | null, onClose: () => void): void {
  if (event.key === "Escape") {
    event.preventDefault();
    onClose();
    return;
  }
  if (event.key !== "Tab" || !panel) return;
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const outside = !panel.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

export function MobileDrawer({ open, siteName, onClose, onLogout }: MobileDrawerProps) {
  const locale = useLocale();
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => trapFocus(event, panelRef.current, onClose);
    const onResize = () => onClose();
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("resize", onResize);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("resize", onResize);
      opener?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;

  return (
    <div className="fixed inset-0 z-50 md:hidden">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 h-full w-full cursor-default bg-slate-900/50 transition-opacity duration-200 starting:opacity-0"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={m.adminFrameAdminMenu(locale)}
        className="absolute inset-y-0 left-0 flex w-[85%] max-w-[280px] flex-col bg-white shadow-lift transition-transform duration-200 ease-out starting:-translate-x-full"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="truncate font-semibold text-ink">{siteName}</span>
          <button
            type="button"
            onClick={onClose}
            aria-label={m.adminFrameCloseMenu(locale)}
            className="grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={m.adminFrameAdminMenu(locale)} className="flex-1 overflow-y-auto p-3">
          <MenuGroup links={DRAWER_LINKS} pathname={pathname} onClick={onClose} activeClass={DRAWER_ACTIVE} idleClass={DRAWER_IDLE} />
          <MenuGroup
            title={m.adminFrameGroupSite(locale)}
            links={SITE_LINKS}
            pathname={pathname}
            onClick={onClose}
            activeClass={DRAWER_ACTIVE}
            idleClass={DRAWER_IDLE}
            className="mt-6"
          />
          <MenuGroup
            title={m.adminFrameGroupTeam(locale)}
            links={[...TEAM_LINKS, ACCOUNT_LINK]}
            pathname={pathname}
            onClick={onClose}
            activeClass={DRAWER_ACTIVE}
            idleClass={DRAWER_IDLE}
            className="mt-6"
          />
        </nav>
        <div className="border-t border-slate-200 p-3">
          <LogoutButton onLogout={onLogout} />
        </div>
      </div>
    </div>
  );
}
