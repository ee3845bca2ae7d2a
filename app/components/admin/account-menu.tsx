/**
 * The signed-in person's menu in the admin header (docs/product.md §6), beside the fixed
 * administrator label and initials badge: their own name and role, their account, the team's
 * pages their role may open, and Logout. A disclosure: Escape, a click outside or a route change
 * closes it, and the focus returns to its button.
 */
import ChevronDown from "lucide-react/icons/chevron-down";
import CircleUserRound from "lucide-react/icons/circle-user-round";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { usePerson } from "../../lib/person";
import { roleLabel } from "../../lib/team-labels";
import { ACCOUNT_LINK, TEAM_LINKS } from "./admin-nav";
import { LogoutButton, MenuGroup } from "./menu-items";

export function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const locale = useLocale();
  const person = usePerson();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const name = person?.name ?? m.adminFrameNavAccount(locale);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={m.adminFrameAccountMenu(locale, { name })}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 max-w-48 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <CircleUserRound aria-hidden="true" className="size-5 shrink-0" />
        <span className="hidden truncate sm:inline">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </button>
      {open ? (
        <div id={panelId} className="absolute right-0 mt-2 w-64 rounded-card border border-slate-200 bg-white p-2 shadow-lift">
          <p className="px-3 pt-1 pb-2 text-sm">
            <span className="block truncate font-semibold text-ink">{name}</span>
            {person ? (
              <span className="block truncate text-slate-600">
                {roleLabel(locale, person.role)} · {person.email}
              </span>
            ) : null}
          </p>
          <nav aria-label={m.adminFrameAccountNav(locale)}>
            <MenuGroup
              links={[ACCOUNT_LINK, ...TEAM_LINKS]}
              pathname={pathname}
              activeClass="text-sm bg-brand-50 text-brand-800"
              idleClass="text-sm text-slate-700 hover:bg-slate-100"
            />
          </nav>
          <div className="mt-1 border-t border-slate-200 pt-1">
            <LogoutButton onLogout={onLogout} className="text-sm" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
