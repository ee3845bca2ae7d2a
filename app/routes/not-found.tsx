import Home from "lucide-react/icons/house";
import { data, Link } from "react-router";
import { getSiteFromMatches } from "../lib/route-site";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/not-found";
import type { SiteRouteHandle } from "./site-layout";

/** The page has no dark hero, so the header starts white. */
export const handle: SiteRouteHandle = { solidHeader: true };

/** Any path no route claims: the page of SPEC §2, answered with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    ...pageMeta({
      ...getSiteFromMatches(matches),
      title: "Page Not Found",
      description: "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
      path: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFoundPage() {
  return (
    <main className="flex min-h-[70vh] items-center bg-slate-50 px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-xl text-center">
        <p aria-hidden="true" className="text-8xl font-black tracking-tight text-brand-700 sm:text-9xl">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          <span className="sr-only">404 </span>Page Not Found
        </h1>
        <p className="mt-4 text-lg text-pretty text-slate-600">
          The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.
        </p>
        <Link
          to="/"
          className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-card transition hover:bg-brand-800"
        >
          <Home aria-hidden="true" className="size-5" />
          Go Back Home
        </Link>
      </div>
    </main>
  );
}
