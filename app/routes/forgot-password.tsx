import { Link } from "react-router";
import { pageTitle } from "../lib/seo";
import { getSiteFromMatches } from "../lib/route-site";
import type { SiteRouteHandle } from "./site-layout";
import type { Route } from "./+types/forgot-password";

/** No dark hero here: the public header starts white. */
export const handle: SiteRouteHandle = { solidHeader: true };

export function meta({ matches }: Route.MetaArgs) {
  const siteName = getSiteFromMatches(matches).siteName;
  return [{ title: pageTitle("Forgot password", siteName) }, { name: "robots", content: "noindex" }];
}

/**
 * There is no e-mail reset: the site has one administrator, and whoever runs the server resets
 * the password there (server/admin-cli.ts), which also signs out every open session.
 */
export default function ForgotPassword() {
  return (
    <main className="flex min-h-[80dvh] items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-lg rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-bold text-ink">Forgot your password?</h1>
        <p className="mt-4 text-slate-700">
          For safety, the administrator password is not reset by e-mail. Whoever looks after the website&apos;s server resets it there, in
          the website&apos;s folder, with:
        </p>
        <pre className="mt-4 rounded-lg bg-slate-900 p-4 text-sm break-all whitespace-pre-wrap text-slate-100">
          <code>npm run admin -- --email you@example.com --password &apos;new password&apos;</code>
        </pre>
        <p className="mt-4 text-slate-700">
          Use your administrator e-mail address and a new password of your choice. This also signs out every device that is still signed in.
        </p>
        <Link
          to="/login"
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Back to Login
        </Link>
      </div>
    </main>
  );
}
