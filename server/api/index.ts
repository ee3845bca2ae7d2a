/** Registers the API: its route table, the admin guard, and JSON errors for everything under /api. */
import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import { keepAndApply } from "../cache/response-cache";
import { forbiddenMessage, isPermission } from "../../domain/access";
import { Forbidden, Unauthorized } from "../errors";
import { MULTIPART_LIMITS } from "../media/limits";
import { galleries, ITEM_KINDS, type ItemKind } from "../../domain/kinds";
import { accountRoutes } from "./accounts";
import { activityRoutes } from "./activity";
import { adminContentRoutes } from "./admin-content";
import { authRoutes } from "./auth";
import { blogRoutes } from "./blogs";
import { enquiryRoutes } from "./enquiries";
import { registerApiErrors } from "./errors";
import { registerJsonBodies } from "./json-body";
import { secondStepRoutes } from "./second-step";
import { itemRoutes } from "./items";
import { projectRoutes } from "./projects";
import { pushRoutes } from "./push";
import { replyTemplateRoutes } from "./reply-templates";
import { siteRoutes } from "./site";
import { siteTranslationRoutes, translationOverviewRoutes } from "./translations";
import { uploadRoutes } from "./uploads";
import { ACCOUNT_WRITES, bearerToken, PUBLIC_WRITES, type ApiContext, type ApiRoute } from "./route";

export const apiRoutes: ApiRoute[] = [
  ...adminContentRoutes,
  ...projectRoutes,
  ...blogRoutes,
  // Gallery items: the pipeline's calls as they are; docs/product.md §7's list is every public item.
  ...itemRoutes(galleries),
  ...siteRoutes,
  ...enquiryRoutes,
  ...replyTemplateRoutes,
  ...pushRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...secondStepRoutes,
  ...activityRoutes,
  ...translationOverviewRoutes,
  ...siteTranslationRoutes,
  ...uploadRoutes,
];

/** The routes of the app: the table above, and the pipeline's calls for any other kind declared (a test's). */
export function routesFor(kinds: readonly ItemKind[]): ApiRoute[] {
  const known = new Set<string>(ITEM_KINDS.map((kind) => kind.name));
  return [...apiRoutes, ...kinds.filter((kind) => !known.has(kind.name)).flatMap((kind) => itemRoutes(kind))];
}

export function assertGuarded(routes: ApiRoute[]): void {
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    if (route.access !== "public" && route.access !== "admin" && !isPermission(route.access))
      throw new Error(`API route ${key} declares no access`);
    if (route.method === "GET") continue;
    if (route.access === "public" && !PUBLIC_WRITES.has(key)) throw new Error(`API route ${key} writes without the admin guard`);
    if (route.access === "admin" && !ACCOUNT_WRITES.has(key))
      throw new Error(`API route ${key} writes without naming the permission it needs`);
  }
}

export async function registerApi(app: FastifyInstance, context: ApiContext, routes: ApiRoute[] = apiRoutes) {
  assertGuarded(routes);
  await app.register(async (api) => {
    await api.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
    registerApiErrors(api);
    registerJsonBodies(api);
    api.addHook("onSend", async (request, reply, payload) => {
      // API answers change with every edit; sign-in answers must never be stored anywhere.
      if (!reply.hasHeader("cache-control")) {
        reply.header("cache-control", request.method === "GET" && !request.headers.authorization ? "no-cache" : "no-store");
      }
      if (typeof payload !== "string" || reply.statusCode !== 200) return payload;
      const kept = await keepAndApply(context.cache, request, reply, {
        status: 200,
        headers: { "content-type": String(reply.getHeader("content-type")), "cache-control": "no-cache" },
        body: Buffer.from(payload),
      });
      return kept ? (kept.body ?? "") : payload;
    });
    for (const route of routes) {
      const access = route.access;
      api.route<{ Params: Record<string, string> }>({
        method: route.method,
        url: route.url,
        bodyLimit: route.bodyLimit,
        // The guard runs before the body is read: an unauthenticated (or unpermitted) upload is refused unread.
        onRequest:
          access === "public"
            ? undefined
            : async (request) => {
                const token = bearerToken(request);
                const admin = token ? await context.services.auth.authenticate(token) : null;
                if (!admin || !token) throw new Unauthorized();
                if (access !== "admin" && !admin.permissions.includes(access)) throw new Forbidden(forbiddenMessage(admin.role));
                request.admin = admin;
                request.token = token;
              },
        handler: (request, reply) => route.handler(request, reply, context),
      });
    }
    // Unknown paths and methods under /api answer JSON, never the site's HTML.
    api.all("/api/*", async () => {
      throw Object.assign(new Error("Not found"), { statusCode: 404 });
    });
  });
}
