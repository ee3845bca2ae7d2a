/**
 * The admin area's service worker (docs/decisions/014): registered by the admin layout only, with the
 * scope /admin/, where no page lives, so it controls none and a public page never meets it. It
 * shows push notifications; a tapped one asks an open admin window to show its enquiry, which
 * this module's listener does with the router, or opens a window of its own.
 */
import { useEffect } from "react";
import { ADMIN_APP } from "../../domain/admin-app";

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

/** Whether this browser has service workers at all (a private window of some browsers has none). */
export function hasServiceWorkers(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator;
}

/** The admin area's registration: made once per page, and null where the browser refuses it. */
export function adminServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!hasServiceWorkers()) return Promise.resolve(null);
  registration ??= navigator.serviceWorker
    .register(ADMIN_APP.serviceWorkerPath, { scope: ADMIN_APP.serviceWorkerScope, updateViaCache: "none" })
    .catch(() => {
      registration = null;
      return null;
    });
  return registration;
}

/** The registration once its worker is active: push subscriptions need one. */
export async function activeAdminServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  const found = await adminServiceWorker();
  if (!found || found.active) return found;
  const worker = found.installing ?? found.waiting;
  if (!worker) return found;
  await new Promise<void>((resolve) => {
    const settle = () => {
      if (worker.state === "activated" || worker.state === "redundant") {
        worker.removeEventListener("statechange", settle);
        resolve();
      }
    };
    worker.addEventListener("statechange", settle);
    settle();
  });
  return found.active ? found : null;
}

/** Only a path of the admin area is followed: a message cannot send the admin elsewhere. */
function isSitePath(path: unknown): path is string {
  return typeof path === "string" && /^\/[a-z0-9/_-]*$/i.test(path) && !path.startsWith("//");
}

/**
 * Registers the worker when an admin page first shows, and opens the enquiry of a tapped
 * notification in this window (the worker waits for the answer, else it opens a new window).
 */
export function useAdminServiceWorker(navigate: (path: string) => void): void {
  useEffect(() => {
    if (!hasServiceWorkers()) return;
    void adminServiceWorker();
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; path?: unknown } | null;
      if (data?.type !== "admin-push-open" || !isSitePath(data.path)) return;
      navigate(data.path);
      event.ports[0]?.postMessage("shown");
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    // Messages wait until the page says it listens (a worker may have sent one before it loaded).
    navigator.serviceWorker.startMessages();
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [navigate]);
}
