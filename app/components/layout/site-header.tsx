import Calculator from "lucide-react/icons/calculator";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Phone from "lucide-react/icons/phone";
import LogIn from "lucide-react/icons/log-in";
import Menu from "lucide-react/icons/menu";
import Plane from "lucide-react/icons/plane";
import X from "lucide-react/icons/x";
import { useLocation } from "react-router";
import { localePath, stripLocale } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { phoneHref } from "../../lib/contact-links";
import { useSite } from "../../lib/use-site";
import { ABROAD_LINK, ESTIMATOR_LINK, NAV_LINKS } from "./nav-links";
import { LanguageSwitcher } from "./language-switcher";
import { SiteLogo } from "./site-logo";

const MENU_ID = "mobile-menu";

/** Whether a link's English path is the page's (in any language) or holds it. */
function isActive(to: string, pathname: string): boolean {
  const page = stripLocale(pathname);
  return to === "/" ? page === "/" : page === to || page.startsWith(`${to}/`);
}

/**
 * The fixed header of docs/product.md §2: transparent over the page's dark hero until 50 px of scroll, then
 * white with a shadow. While transparent it lays a dark scrim under its light text, so the links
 * stay readable whatever the page shows beneath. `solid` keeps it white on pages without a hero.
 *
 * It is plain HTML: its states come from CSS (the `solid:`, `menu-open:` and `signed-in:` variants
 * of app.css, kept true by app/islands/site-behaviour.ts), and the phone's menu is a popover that
 * the browser opens, closes on Escape or a tap outside, and hands back the focus from.
 */
export function SiteHeader({ solid = false }: { solid?: boolean }) {
  const { pathname } = useLocation();
  const { company } = useSite();
  const locale = useLocale();
  const to = (path: string) => localePath(locale, path);
  // Malayalam's and Tamil's words are longer: their links are set closer and the call button
  // shows its icon alone (the number is in its label), so that the company's name keeps its room.
  const long = locale !== "en";
  return (
    <header
      data-solid={solid ? "" : undefined}
      className="site-header fixed inset-x-0 top-0 z-40 bg-linear-to-b from-ink/80 via-ink/50 to-transparent text-white transition-[background-color,box-shadow] duration-300 solid:bg-white solid:bg-none solid:text-ink solid:shadow-md"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 md:h-20">
        <SiteLogo />

        <nav aria-label={m.navMainLabel(locale)} className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {NAV_LINKS.map((link) => {
              const active = isActive(link.to, pathname);
              return (
                <li key={link.to}>
                  <a
                    href={to(link.to)}
                    aria-current={active ? "page" : undefined}
                    className={`block rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition ${long ? "" : "lg:px-3 lg:text-[0.95rem]"} ${
                      active
                        ? "text-white underline decoration-2 underline-offset-8 solid:text-brand-700"
                        : "text-white hover:underline hover:decoration-1 hover:underline-offset-8 solid:text-slate-700 solid:hover:text-brand-700"
                    }`}
                  >
                    {link.label(locale)}
                  </a>
                </li>
              );
            })}
            {/* From 1280 px the two things most visitors came for: the estimator and a call. */}
            <li className="ml-2 hidden xl:block">
              <a
                href={to(ESTIMATOR_LINK.to)}
                aria-current={isActive(ESTIMATOR_LINK.to, pathname) ? "page" : undefined}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-white ring-1 ring-white/50 transition hover:bg-white/15 solid:text-ink solid:ring-slate-300 solid:hover:bg-slate-100"
              >
                <Calculator aria-hidden="true" className="size-4" />
                {m.headerEstimate(locale)}
              </a>
            </li>
            <li className="ml-2 hidden xl:block">
              <a
                href={phoneHref(company)}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white transition hover:bg-brand-700"
              >
                <Phone aria-hidden="true" className="size-4" />
                <span className="sr-only">{m.headerCallPrefix(locale)}</span>
                {long ? <span className="sr-only">{company.phone}</span> : company.phone}
              </a>
            </li>
            <li className="hidden signed-in:block">
              <a
                href="/dashboard"
                className="ml-2 inline-flex items-center gap-1.5 rounded-lg bg-white/15 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white ring-1 ring-white/40 transition hover:bg-white/25 solid:bg-brand-700 solid:ring-0 solid:hover:bg-brand-800"
              >
                <LayoutDashboard aria-hidden="true" className="size-4" />
                {m.headerDashboard(locale)}
              </a>
            </li>
          </ul>
        </nav>

        <button
          type="button"
          popoverTarget={MENU_ID}
          aria-expanded="false"
          aria-controls={MENU_ID}
          className="inline-flex size-11 items-center justify-center rounded-lg md:hidden"
        >
          <span className="sr-only menu-open:hidden">{m.menuOpen(locale)}</span>
          <span className="sr-only hidden menu-open:inline">{m.menuClose(locale)}</span>
          <Menu aria-hidden="true" className="size-6 menu-open:hidden" />
          <X aria-hidden="true" className="hidden size-6 menu-open:block" />
        </button>
      </div>

      {/* A popover sits in the top layer: fixed under the header's bar, full width, scrolling on its own. */}
      <nav
        id={MENU_ID}
        popover="auto"
        aria-label={m.navMobileLabel(locale)}
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white p-0 text-ink shadow-md md:hidden"
      >
        <ul className="flex flex-col px-4 py-3">
          {NAV_LINKS.map((link) => {
            const active = isActive(link.to, pathname);
            return (
              <li key={link.to}>
                <a
                  href={to(link.to)}
                  aria-current={active ? "page" : undefined}
                  className={`block rounded-lg px-3 py-3 text-base font-medium ${
                    active ? "bg-brand-50 text-brand-800 underline decoration-2 underline-offset-4" : "text-slate-700 hover:bg-slate-50"
                  }`}
                >
                  {link.label(locale)}
                </a>
              </li>
            );
          })}
          {/* The estimator and the page for families abroad: the two things a phone's visitor most often looks for after the pages. */}
          {[
            { ...ESTIMATOR_LINK, Icon: Calculator },
            { ...ABROAD_LINK, Icon: Plane },
          ].map(({ to: path, label, Icon }) => (
            <li key={path}>
              <a
                href={to(path)}
                aria-current={isActive(path, pathname) ? "page" : undefined}
                className="flex items-center gap-2 rounded-lg px-3 py-3 text-base font-semibold text-brand-800 hover:bg-brand-50"
              >
                <Icon aria-hidden="true" className="size-5" />
                {label(locale)}
              </a>
            </li>
          ))}
          <li className="mt-2 border-t border-slate-200 pt-3">
            <a
              href="/dashboard"
              className="hidden items-center justify-center gap-2 rounded-lg bg-brand-700 px-3 py-3 font-semibold text-white signed-in:flex"
            >
              <LayoutDashboard aria-hidden="true" className="size-5" />
              {m.headerDashboard(locale)}
            </a>
            <a
              href="/login"
              className="flex items-center justify-center gap-2 rounded-lg border border-brand-700 px-3 py-3 font-semibold text-brand-700 signed-in:hidden"
            >
              <LogIn aria-hidden="true" className="size-5" />
              {m.headerLogin(locale)}
            </a>
          </li>
          <li className="mt-2 border-t border-slate-200 pt-2">
            <LanguageSwitcher />
          </li>
        </ul>
      </nav>
    </header>
  );
}
