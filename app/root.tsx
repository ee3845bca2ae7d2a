import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import interFont from "./fonts/inter.woff2?url";
import displayFont from "./fonts/fraunces.woff2?url";
import malayalamFont from "./fonts/noto-sans-malayalam.woff2?url";
import tamilFont from "./fonts/noto-sans-tamil.woff2?url";
import { preload } from "react-dom";
import { LOCALE_INFO, localeOfPath, localePath } from "../domain/locales";
import { footerServices, type CompanyContent } from "../domain/site-content";
import { DEFAULT_COMPANY } from "../domain/site-defaults";
import type { Route } from "./+types/root";
import { bestVariant, UPLOADS } from "./lib/images";
import { MediaBaseContext } from "./lib/media-base";
import { useNonce } from "./lib/nonce";
import { ISLAND_ROUTE_IDS, IslandScripts } from "./islands/page-scripts";
import { headScript } from "./islands/inline-scripts";
import stylesheet from "./app.css?url";
import { LocaleContext } from "./i18n/locale";
import * as m from "./i18n/messages";

// The stylesheet is a <link> of the Layout below. In development its module is imported too, so
// Vite updates the page's styles as classes are added, without a reload.
if (import.meta.env.DEV) void import("./app.css");

export async function loader({ context, request }: Route.LoaderArgs) {
  const [company, services] = await Promise.all([context.content.site.get("company"), context.content.site.get("services")]);
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    company,
    footerServices: footerServices(services.services),
    siteUrl: context.siteUrl,
    locale,
    mediaUrl: context.mediaUrl ?? null,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // A public page hydrates only its islands (docs/architecture.md §2); sign-in and the admin area are React
  // Router single-page apps.
  const islands = useMatches().some((match) => ISLAND_ROUTE_IDS.has(match.id));
  // The page's language is its URL's (docs/product.md §11): "/ml/…" Malayalam, "/ta/…" Tamil.
  const location = useLocation();
  const locale = localeOfPath(location.pathname);
  // A public page's photos come from the CDN of MEDIA_URL when there is one; a preview's, which may
  // not be public yet, and the admin's from the site itself (app/lib/media-base.ts).
  const mediaUrl = (useRouteLoaderData("root") as { mediaUrl?: string | null } | undefined)?.mediaUrl;
  const media = islands && mediaUrl && !new URLSearchParams(location.search).has("preview") ? mediaUrl : UPLOADS;
  // The text face (every weight, ₹ included) is needed for the first paint of every page, and the
  // stylesheet would find it only after parsing; the display face of the headlines (11 KB) is shown
  // only if it has arrived by then (font-display: optional). Through React's resource API both
  // preloads are written at the top of <head>, before the stylesheet and the scripts.
  preload(interFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  preload(displayFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  // A page in Malayalam or Tamil draws its text in the script's face from the first paint.
  const scriptFont = locale === "ml" ? malayalamFont : locale === "ta" ? tamilFont : null;
  if (scriptFont) preload(scriptFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <html lang={LOCALE_INFO[locale].lang} data-media={media === UPLOADS ? undefined : media}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#16221c" />
        <SiteIcon />
        {/* With a precedence React writes the stylesheet before the scripts' modulepreloads, so the one
            render-blocking file is asked for first on a slow network. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* Allowed by its hash, not a nonce (islands/inline-scripts.ts). */}
        <script dangerouslySetInnerHTML={{ __html: headScript(islands) }} />
        <Meta />
        <Links />
      </head>
      <body>
        <LocaleContext.Provider value={locale}>
          <MediaBaseContext.Provider value={media}>{children}</MediaBaseContext.Provider>
        </LocaleContext.Provider>
        {islands ? (
          <IslandScripts />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** The browser tab's icon: the company's logo once it has one (Site → Company details), else the house mark. */
function SiteIcon() {
  const root = useRouteLoaderData("root") as { company: CompanyContent } | undefined;
  const logo = root?.company.logo;
  return logo ? (
    <link rel="icon" href={bestVariant(logo, 120)} type="image/webp" />
  ) : (
    // A picture, not a drawing: the page's own process decodes the icon, and an SVG icon costs a
    // phone a whole second document while the page is still loading (docs/PERFORMANCE.md).
    <link rel="icon" href="/favicon-48.png" sizes="48x48" type="image/png" />
  );
}

export default function App() {
  return <Outlet />;
}

/** The last line of defence: an error no route caught. It renders without the site layout, so it carries its own way home. */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData("root") as { company: CompanyContent } | undefined;
  const siteName = (root?.company ?? DEFAULT_COMPANY).name;
  // The page's language is its URL's, as in the Layout, whether or not the root loader answered.
  const locale = localeOfPath(useLocation().pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  if (!notFound) console.error(error);
  const title = notFound ? m.commonNotFoundTitle(locale) : m.commonErrorTitle(locale);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-6 py-24">
      <title>{`${title} | ${siteName}`}</title>
      <div className="w-full max-w-xl rounded-card bg-white p-10 text-center shadow-card">
        <p className="text-6xl font-extrabold text-brand-700">{status}</p>
        <h1 className="mt-4 text-3xl font-bold text-ink">{title}</h1>
        <p className="mt-4 text-slate-600">{notFound ? m.commonNotFoundText(locale) : m.commonErrorText(locale)}</p>
        <a
          className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          href={localePath(locale, "/")}
        >
          {m.commonGoBackHome(locale)}
        </a>
        <p className="mt-6 text-sm text-slate-500">{siteName}</p>
      </div>
    </main>
  );
}
