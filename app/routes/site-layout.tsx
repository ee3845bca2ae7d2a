import { useEffect } from "react";
import { Outlet, useLocation, useMatches, useNavigationType } from "react-router";
import { LanguageOffers } from "../components/layout/language-switcher";
import { ActionBarSpace, FloatingActions } from "../components/layout/floating-actions";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { TalkSheetIsland } from "../components/sections/talk.island";
import { PAGES, pathPattern } from "../../domain/pages";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";

/** Sign-in and its help page: the site's layout around the company's own pages. */
function isPrivatePath(pathname: string): boolean {
  return PAGES.some((page) => page.access === "private" && page.layout === "site" && pathPattern(page).test(pathname));
}

/**
 * A public route whose page has no dark hero at its top exports
 * `handle = { solidHeader: true }`, so the header starts white instead of transparent.
 */
export interface SiteRouteHandle {
  solidHeader?: boolean;
}

function hasSolidHeader(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as SiteRouteHandle).solidHeader === true;
}

/** The public layout of docs/product.md §2: skip link, fixed header, the page (its own <main>), footer and floating buttons. */
export default function SiteLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const solid = useMatches().some((match) => hasSolidHeader(match.handle));
  const locale = useLocale();

  // Every path change starts at the top (docs/product.md §2); back and forward keep the browser's restored position.
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo({ top: 0, behavior: "instant" });
  }, [pathname, navigationType]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {m.skipToContent(locale)}
      </a>
      <SiteHeader solid={solid} />
      {/* Each page renders its own <main>; this wrapper is the skip link's target. */}
      <div id="main" tabIndex={-1} className={`min-h-[60vh] outline-none ${solid ? "pt-16 md:pt-20" : ""}`}>
        <Outlet />
      </div>
      <SiteFooter />
      <ActionBarSpace />
      <FloatingActions talk={!isPrivatePath(pathname)} />
      {/* Not on sign-in: that page is the company's, and its one e-mail field is the account's. */}
      {isPrivatePath(pathname) ? null : <TalkSheetIsland page={pathname} />}
      {isPrivatePath(pathname) ? null : <LanguageOffers />}
    </>
  );
}
