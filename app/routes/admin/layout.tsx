import { useCallback, useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { ConfirmProvider } from "../../components/admin/confirm-dialog";
import { AdminShell } from "../../components/admin/admin-shell";
import { Spinner } from "../../components/ui/states";
import { ADMIN_APP } from "../../../domain/admin-app";
import { useAdminServiceWorker } from "../../lib/admin-service-worker";
import { requireToken } from "../../lib/admin-guard";
import { checkSession, setUnauthorizedHandler } from "../../lib/api-client";
import { mayLeave } from "../../lib/leave-guard";
import { signOut } from "../../lib/sign-out";
import { TOKEN_KEY } from "../../lib/token";
import { useSite } from "../../lib/use-site";
import { getSiteFromMatches } from "../../lib/route-site";
import type { Route } from "./+types/layout";

/** The admin area runs in the browser only (docs/architecture.md §2); the server sends this shell. */
export async function clientLoader() {
  requireToken();
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

export function HydrateFallback() {
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50">
      <Spinner label="Loading the admin area…" />
    </main>
  );
}

export default function AdminLayout() {
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
    // first save. Only a 401 matters here; being offline is not a reason to sign out.
    checkSession().catch(() => undefined);
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
    <ConfirmProvider>
      <AdminShell siteName={company.name} onLogout={logout}>
        <Outlet />
      </AdminShell>
    </ConfirmProvider>
  );
}
