/**
 * The admin layout of docs/product.md §2: the fixed side menu on wide screens, the drawer and bottom tab bar
 * below 768 px, the header, the particle background and the footer with the 2023 copyright line.
 */
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import { useCallback, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { can } from "../../../domain/access";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { usePerson } from "../../lib/person";
import { AccountMenu } from "./account-menu";
import {
  ADMIN_LABEL,
  allowedLinks,
  CONTENT_LINKS,
  CREATE_LINKS,
  ENQUIRIES_LINK,
  isLinkActive,
  SIDE_LINKS,
  SITE_LINKS,
  TEAM_LINKS,
} from "./admin-nav";
import { LogoutButton, MenuGroup } from "./menu-items";
import { MobileDrawer } from "./mobile-drawer";
import { ParticleBackground } from "./particle-background";
import { useNewEnquiries } from "./use-new-enquiries";

interface AdminShellProps {
  siteName: string;
  onLogout: () => void;
  children: ReactNode;
}

function initialsOf(label: string): string {
  return label
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

const SIDE_ACTIVE = "text-sm bg-brand-700 text-white shadow-sm";
const SIDE_IDLE = "text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800";

function SideMenu({ pathname, onLogout }: { pathname: string; onLogout: () => void }) {
  const locale = useLocale();
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white/95 md:flex">
      <nav aria-label={m.adminFrameAdminMenu(locale)} className="flex-1 overflow-y-auto px-4 pt-20 pb-4">
        <MenuGroup
          title={m.adminFrameGroupContent(locale)}
          links={SIDE_LINKS}
          pathname={pathname}
          activeClass={SIDE_ACTIVE}
          idleClass={SIDE_IDLE}
        />
        <MenuGroup
          title={m.adminFrameGroupCreate(locale)}
          links={CREATE_LINKS}
          pathname={pathname}
          activeClass={SIDE_ACTIVE}
          idleClass={SIDE_IDLE}
          className="mt-8"
        />
        <MenuGroup
          title={m.adminFrameGroupSite(locale)}
          links={SITE_LINKS}
          pathname={pathname}
          activeClass={SIDE_ACTIVE}
          idleClass={SIDE_IDLE}
          className="mt-8"
        />
        <MenuGroup
          title={m.adminFrameGroupTeam(locale)}
          links={TEAM_LINKS}
          pathname={pathname}
          activeClass={SIDE_ACTIVE}
          idleClass={SIDE_IDLE}
          className="mt-8"
        />
      </nav>
      <div className="border-t border-slate-200 p-4">
        <LogoutButton onLogout={onLogout} className="text-sm" />
      </div>
    </aside>
  );
}

/**
 * The phone's tab bar: docs/product.md §2's four sections, then the enquiries with how many are
 * new, so the owner's first tap between sites is the one that matters (for a role that has the inbox).
 */
function TabBar({ pathname }: { pathname: string }) {
  const locale = useLocale();
  const person = usePerson();
  const inbox = !person || can(person, "enquiries.manage");
  const fresh = useNewEnquiries(pathname, inbox);
  const links = allowedLinks([...CONTENT_LINKS, ENQUIRIES_LINK], person);
  return (
    <nav
      aria-label={m.adminFrameMainSections(locale)}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className={`grid ${links.length === 5 ? "grid-cols-5" : "grid-cols-4"}`}>
        {links.map(({ to, text, tab, icon: Icon }) => {
          const label = (tab ?? text)(locale);
          const active = isLinkActive(to, pathname);
          const count = to === ENQUIRIES_LINK.to && fresh ? fresh : 0;
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? "page" : undefined}
                aria-label={count > 0 ? m.adminFrameTabNew(locale, { label, count }) : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 text-center text-xs font-medium break-keep ${active ? "text-brand-700" : "text-slate-600"}`}
              >
                <span className="relative">
                  <Icon aria-hidden="true" className="size-5" />
                  {count > 0 ? (
                    <span
                      aria-hidden="true"
                      className="absolute -top-1.5 -right-3 min-w-5 rounded-full bg-red-600 px-1 text-center text-[0.6875rem] leading-5 font-bold text-white"
                    >
                      {count > 99 ? "99+" : count}
                    </span>
                  ) : null}
                </span>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function AdminShell({ siteName, onLogout, children }: AdminShellProps) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState(pathname);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // A route change closes the drawer (docs/product.md §2), whatever caused it (a link, Back, a redirect).
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  return (
    <div className="relative isolate min-h-dvh bg-slate-50/80">
      <ParticleBackground />
      <a
        href="#admin-main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.adminFrameSkip(locale)}
      </a>
      <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-3 md:px-6">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label={m.adminFrameOpenMenu(locale)}
          aria-expanded={drawerOpen}
          className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <Link to="/dashboard" className="min-w-0 truncate text-lg font-bold text-ink">
          {siteName}
        </Link>
        <div className="ml-auto flex items-center gap-2 md:gap-4">
          <Link
            to="/dashboard"
            className="hidden min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 md:flex"
          >
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {m.adminFrameNavDashboard(locale)}
          </Link>
          <button
            type="button"
            onClick={onLogout}
            className="hidden min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-red-800 hover:bg-red-50 md:flex"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {m.adminFrameLogout(locale)}
          </button>
          <AccountMenu onLogout={onLogout} />
          <span className="sr-only text-sm font-medium text-slate-700 sm:not-sr-only">{ADMIN_LABEL(locale)}</span>
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
            {initialsOf(ADMIN_LABEL(locale))}
          </span>
        </div>
        {navigation.state === "loading" ? (
          <span
            role="progressbar"
            aria-label={m.adminFrameLoadingPage(locale)}
            className="absolute inset-x-0 bottom-0 h-0.5 animate-pulse bg-brand-600"
          />
        ) : null}
      </header>
      <SideMenu pathname={pathname} onLogout={onLogout} />
      <div className="flex min-h-dvh flex-col pt-16 md:pl-64">
        <main id="admin-main" tabIndex={-1} className="w-full max-w-6xl flex-1 px-4 py-6 pb-24 outline-none md:mx-auto md:px-8 md:pb-10">
          {children}
        </main>
        <footer className="px-4 pb-20 text-center text-sm text-slate-600 md:pb-6">{m.adminFrameFooter(locale, { site: siteName })}</footer>
      </div>
      <TabBar pathname={pathname} />
      <MobileDrawer open={drawerOpen} siteName={siteName} onClose={closeDrawer} onLogout={onLogout} />
    </div>
  );
}
