import { useCallback, useEffect } from "react";
import { Link, Outlet, useMatches, useNavigate } from "react-router";
import { can } from "../../../domain/access";
import { PAGES } from "../../../domain/pages";
import { ConfirmProvider } from "../../components/admin/confirm-dialog";
import { AdminShell } from "../../components/admin/admin-shell";
import { Spinner } from "../../components/ui/states";
import { ADMIN_APP } from "../../../domain/admin-app";
import { LocaleContext, useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { adminTextsReady, useAdminLanguage, useAdminLocale } from "../../lib/admin-language";
import { useAdminServiceWorker } from "../../lib/admin-service-worker";
import { requireToken } from "../../lib/admin-guard";
import { setUnauthorizedHandler } from "../../lib/api-client";
import { kindLabel } from "../../components/admin/kind-labels";
import { sectionTextLabel } from "../../components/admin/site/section-labels";
import { translateProblemValues } from "../../i18n/problems";
import { cachedPerson, loadPerson, usePerson } from "../../lib/person";
import { mayLeave } from "../../lib/leave-guard";
import { signOut } from "../../lib/sign-out";
import { roleLabel } from "../../lib/team-labels";
import { TOKEN_KEY } from "../../lib/token";
import { useSite } from "../../lib/use-site";
import { getSiteFromMatches } from "../../lib/route-site";
import type { Route } from "./+types/layout";

// The labels the server names in its refusals ("Company name is required") read in the admin's language.
translateProblemValues((locale, value) => kindLabel(locale, sectionTextLabel(locale, value)));

/** The admin area runs in the browser only (docs/architecture.md §2); the server sends this shell. */
export async function clientLoader() {
  requireToken();
  // Who is signed in decides what the menu offers: asked once per tab, then kept (lib/person.ts).
  // Offline, the admin opens anyway; the server checks each call.
  if (!cachedPerson()) await loadPerson().catch(() => null);
  // The person's language's texts come with the first page (app/i18n/admin-texts.ts).
  await adminTextsReady();
  return null;
}
clientLoader.hydrate = true as const;

export function meta({ matches }: Route.MetaArgs) {
  const siteName = getSiteFromMatches(matches).siteName;
  return [{ title: siteName }, { name: "robots", content: "noindex, nofollow" }];
}

/** The admin area installs as an app (docs/decisions/014): only its pages link the manifest, never a public one. */
export function links() {
  return [{ rel: "manifest", href: ADMIN_APP.manifestPath }];
}

/** Shown before the layout, so outside its language's provider: it asks for the admin's language itself. */
export function HydrateFallback() {
  const locale = useAdminLocale();
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50">
      <Spinner label={m.adminFrameLoading(locale)} />
    </main>
  );
}

export default function AdminLayout() {
  const locale = useAdminLanguage();
  const navigate = useNavigate();
  const { company } = useSite();
  useAdminServiceWorker(navigate);

  useEffect(() => {
    setUnauthorizedHandler(() => navigate("/login", { replace: true }));
    // Signing out in another tab signs this one out too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY && !event.newValue) navigate("/login", { replace: true });
    };
    window.addEventListener("storage", onStorage);
    // A token that expired while the tab was closed is found now, before any typing, not at the
    // first save; a role changed since is seen too. Only a 401 matters here; being offline is not
    // a reason to sign out.
    loadPerson().catch(() => undefined);
    return () => {
      setUnauthorizedHandler(null);
      window.removeEventListener("storage", onStorage);
    };
  }, [navigate]);

  const logout = useCallback(async () => {
    if (!(await mayLeave())) return;
    await signOut();
    navigate("/login", { replace: true });
  }, [navigate]);

  return (
    <LocaleContext.Provider value={locale}>
      <ConfirmProvider>
        <AdminShell siteName={company.name} onLogout={logout}>
          <RoleGate>
            <Outlet />
          </RoleGate>
        </AdminShell>
      </ConfirmProvider>
    </LocaleContext.Provider>
  );
}

const NEEDS = new Map(PAGES.filter((page) => page.layout === "admin").map((page) => [page.module.replace(/\.tsx?$/, ""), page.needs]));

/** A page the person's role does not open (domain/pages.ts `needs`) says so, instead of failing call by call. */
function RoleGate({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const person = usePerson();
  const leaf = useMatches().at(-1);
  const needs = leaf ? NEEDS.get(leaf.id) : undefined;
  if (!person || !needs || can(person, needs)) return children;
  return (
    <section aria-labelledby="not-for-role" className="mx-auto max-w-lg rounded-card border border-slate-200 bg-white p-6 shadow-card">
      <h1 id="not-for-role" className="text-xl font-bold text-ink">
        {m.adminFrameNotForRole(locale)}
      </h1>
      <p className="mt-3 text-slate-700">{m.adminFrameNotForRoleText(locale, { role: roleLabel(locale, person.role) })}</p>
      <Link
        to="/dashboard"
        className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {m.adminFrameGoToDashboard(locale)}
      </Link>
    </section>
  );
}
