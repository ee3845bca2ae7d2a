/**
 * The admin area as an app on the owner's phone (docs/decisions/014): its web app manifest, named
 * after the company, and its service worker, both under /admin/ (the icons are files of public/admin/,
 * drawn by scripts/admin-icons.ts). Only admin pages link the one and register the other
 * (app/routes/admin/layout.tsx); no public page loads either.
 */
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { ADMIN_APP, adminManifest } from "../domain/admin-app";
import { PAGES } from "../domain/pages";

/** The admin pages' fixed paths ("/dashboard", "/enquiries", "/site/company"): the windows a tapped notification may use. */
const ADMIN_PATHS = [...new Set(PAGES.filter((page) => page.layout === "admin").map((page) => page.path.replace(/\/:[^/]+$/, "")))];

const SERVICE_WORKER = readFileSync(new URL("./admin-service-worker.js", import.meta.url), "utf8")
  .replace("/* admin paths */ []", JSON.stringify(ADMIN_PATHS))
  .replace("/* share */ {}", JSON.stringify({ path: ADMIN_APP.sharePath, field: ADMIN_APP.shareField, page: ADMIN_APP.sharedPage }));

/** A worker runs no other script and loads nothing but the notification's icons. */
const WORKER_POLICY = "default-src 'none'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function registerAdminApp(app: FastifyInstance, options: { siteName(): Promise<string> }) {
  app.get(ADMIN_APP.serviceWorkerPath, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      // The scope it may take: /admin/ and no wider (it is also the default for a script in /admin/).
      .header("service-worker-allowed", ADMIN_APP.serviceWorkerScope)
      // Browsers look for a new worker on every visit; an old one must not be served from a cache.
      .header("cache-control", "no-cache")
      .header("content-security-policy", WORKER_POLICY)
      .send(SERVICE_WORKER),
  );
  app.get(ADMIN_APP.manifestPath, async (_request, reply) =>
    reply
      .type("application/manifest+json; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(JSON.stringify(adminManifest(await options.siteName()))),
  );
}
