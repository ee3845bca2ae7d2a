import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, type LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { company: context.company, siteUrl: context.siteUrl };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#a92e1f" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{status === 404 ? "Page Not Found" : "Something went wrong"}</h1>
      <p className="mt-4 text-slate-600">Please try again, or go back to the home page.</p>
      <a className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white" href="/">
        Go Back Home
      </a>
    </main>
  );
}
