import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogIn from "lucide-react/icons/log-in";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { NAV_LINKS } from "./nav-links";
import { SiteLogo } from "./site-logo";
import { useSignedIn } from "./use-browser-state";
import { scrollToTopSmoothly, useScrolledPast } from "./use-scrolled-past";

const MENU_ID = "mobile-menu";

/**
 * The fixed header of SPEC §2: transparent over the page's dark hero until 50 px of scroll, then
 * white with a shadow. While transparent it lays a dark scrim under its light text, so the links
 * stay readable whatever the page shows beneath. `solid` keeps it white on pages without a hero.
 */
export function SiteHeader({ solid = false }: { solid?: boolean }) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(50);
  const signedIn = useSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A route change closes the menu (adjusting state while rendering, as React recommends).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const white = solid || scrolled || menuOpen;
  const onHomeClick = (to: string) => {
    if (to === "/" && pathname === "/") scrollToTopSmoothly();
  };

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 ${menuOpen ? "" : "transition-[background-color,box-shadow] duration-300"} ${
        white ? "bg-white text-ink shadow-md" : "bg-gradient-to-b from-ink/80 via-ink/50 to-transparent text-white"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 md:h-20">
        <SiteLogo tone={white ? "dark" : "light"} />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  onClick={() => onHomeClick(link.to)}
                  className={({ isActive }) =>
                    `block rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition lg:px-3 lg:text-[0.95rem] ${
                      isActive ? "underline decoration-2 underline-offset-8" : "hover:underline hover:decoration-1 hover:underline-offset-8"
                    } ${white ? (isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700") : "text-white"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            {signedIn ? (
              <li>
                <NavLink
                  to="/dashboard"
                  className={`ml-2 inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition ${
                    white ? "bg-brand-700 text-white hover:bg-brand-800" : "bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25"
                  }`}
                >
                  <LayoutDashboard aria-hidden="true" className="size-4" />
                  Dashboard
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>

      <nav
        id={MENU_ID}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white md:hidden"
      >
        <ul className="flex flex-col px-4 py-3">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === "/"}
                onClick={() => {
                  onHomeClick(link.to);
                  setMenuOpen(false);
                }}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-3 text-base font-medium ${
                    isActive ? "bg-brand-50 text-brand-800 underline decoration-2 underline-offset-4" : "text-slate-700 hover:bg-slate-50"
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-2 border-t border-slate-200 pt-3">
            {signedIn ? (
              <NavLink
                to="/dashboard"
                onClick={() => setMenuOpen(false)}
                className="flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-3 py-3 font-semibold text-white"
              >
                <LayoutDashboard aria-hidden="true" className="size-5" />
                Dashboard
              </NavLink>
            ) : (
              <NavLink
                to="/login"
                onClick={() => setMenuOpen(false)}
                className="flex items-center justify-center gap-2 rounded-lg border border-brand-700 px-3 py-3 font-semibold text-brand-700"
              >
                <LogIn aria-hidden="true" className="size-5" />
                Login
              </NavLink>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
}
