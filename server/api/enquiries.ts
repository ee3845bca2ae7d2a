/**
 * Enquiries over HTTP (issue #15, docs/api.md). A visitor's form posts here: as JSON from a form's
 * island, or as a plain HTML form without JavaScript, which is answered with a redirect to the
 * thank-you page (/enquiry-sent). Everything else is the administrator's inbox.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { INBOX_VIEWS } from "../../domain/enquiry-groups";
import { sentProblem } from "../../domain/enquiries";
import { localeOfPath, localePath } from "../../domain/locales";
import { HttpError } from "../errors";
import type { Services } from "../services";
import { apiRoute, type ApiRoute } from "./route";

/** This machine's own names: a page opened at one of them is this server's (a test, a preview before going live). */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A browser sends its origin with every POST; one from another site is refused. The site's own
 * origins come from the configuration (SITE_URL, EXTRA_ORIGINS), not from the request's Host: a
 * name pointed at this server (DNS rebinding) makes Host and Origin agree with each other. Only
 * a page opened at this machine's own name (localhost) is believed from its Host.
 */
function requireSameOrigin(request: FastifyRequest, siteOrigins: readonly string[]): void {
  const refused = () => new HttpError(403, "Enquiries are accepted from this site's own pages only.");
  const origin = request.headers.origin;
  const local = LOOPBACK.has(request.hostname) && origin === `${request.protocol}://${request.host}`;
  if (origin !== undefined && !siteOrigins.includes(origin) && !local) throw refused();
  const site = request.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") throw refused();
}

function isHtmlForm(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
}

/** The thank-you page in the language of the page the form was sent from (its `page` field). */
function sentPage(request: FastifyRequest): string {
  const page = (request.body as { page?: unknown } | null | undefined)?.page;
  return localePath(localeOfPath(typeof page === "string" ? page : "/"), "/enquiry-sent");
}

// Each field falls back on its own: one bad value never widens the list (or the export) to everything.
const listQuery = z.object({
  /** The inbox's view (docs/product.md §10); "all", or none, is every enquiry. */
  view: z.enum(INBOX_VIEWS).optional().catch(undefined),
  /** "phone": a page of visitors, each with their enquiries. */
  group: z.literal("phone").optional().catch(undefined),
  status: z.string().max(20).optional().catch(undefined),
  kind: z.string().max(20).optional().catch(undefined),
  q: z
    .string()
    .transform((q) => q.slice(0, 100))
    .optional()
    .catch(undefined),
  due: z
    .enum(["1", "true"])
    .optional()
    .catch(undefined)
    .transform((value) => value !== undefined),
  automated: z
    .enum(["1", "true"])
    .optional()
    .catch(undefined)
    .transform((value) => value !== undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(200).optional().catch(undefined),
});

const personQuery = z.object({
  phone: z.string().max(30).optional(),
  email: z.string().max(254).optional(),
});

function query<T>(schema: z.ZodType<T>, request: FastifyRequest): T {
  const parsed = schema.safeParse(request.query ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}

/** A download: the browser saves it under `filename` rather than showing it. */
function download(reply: FastifyReply, type: string, filename: string, body: string): string {
  reply.header("content-type", type).header("content-disposition", `attachment; filename="${filename}"`);
  return body;
}

/** The day of a download's name, by the server's one clock (services/context.ts). */
const today = (services: Services) => services.clock().toISOString().slice(0, 10);

export const enquiryRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    url: "/api/enquiries",
    access: "public",
    bodyLimit: 32 * 1024,
    handler: async (request, reply, { services, config }) => {
      const form = isHtmlForm(request);
      try {
        requireSameOrigin(request, config.siteOrigins);
        const { enquiry, key, created } = await services.enquiries.submit(request.body ?? {}, { address: request.ip });
        if (form)
          return reply
            .code(303)
            .header("location", `${sentPage(request)}?key=${encodeURIComponent(key)}`)
            .send();
        reply.code(created ? 201 : 200);
        // The sender learns what they sent was kept, and nothing else.
        return { enquiry: { reference: enquiry.reference, key, kind: enquiry.kind, createdAt: enquiry.createdAt }, created };
      } catch (error) {
        if (!form || !(error instanceof HttpError)) throw error;
        // A form sent without JavaScript gets a page that says what went wrong, not JSON.
        const problem = sentProblem(error.status, Object.keys(error.errors ?? {}));
        return reply
          .code(303)
          .header("location", `${sentPage(request)}?problem=${problem}`)
          .send();
      }
    },
  }),
  apiRoute({
    method: "GET",
    url: "/api/enquiries",
    access: "enquiries.manage",
    handler: async (request, _reply, { services }) => services.enquiries.list(query(listQuery, request)),
  }),
  apiRoute({
    method: "GET",
    url: "/api/enquiries/export.csv",
    access: "enquiries.manage",
    handler: async (request, reply, { services }) =>
      download(
        reply,
        "text/csv; charset=utf-8",
        `enquiries-${today(services)}.csv`,
        `\uFEFF${await services.enquiries.csv(query(listQuery, request))}`,
      ),
  }),
  apiRoute({
    method: "GET",
    url: "/api/enquiries/person",
    access: "enquiries.manage",
    handler: async (request, reply, { services }) => {
      const person = query(personQuery, request);
      const enquiries = await services.enquiries.about(person);
      return download(
        reply,
        "application/json; charset=utf-8",
        `enquiries-of-one-person-${today(services)}.json`,
        JSON.stringify({ person, enquiries }, null, 2),
      );
    },
  }),
  apiRoute({
    method: "DELETE",
    url: "/api/enquiries/person",
    access: "enquiries.manage",
    handler: async (request, _reply, { services }) => ({ removed: await services.enquiries.forget(query(personQuery, request)) }),
  }),
  apiRoute({
    method: "GET",
    url: "/api/enquiries/:id",
    access: "enquiries.manage",
    handler: async (request, _reply, { services }) => ({ enquiry: await services.enquiries.get(request.params.id) }),
  }),
  apiRoute({
    method: "PUT",
    url: "/api/enquiries/:id",
    access: "enquiries.manage",
    handler: async (request, _reply, { services }) => ({ enquiry: await services.enquiries.update(request.params.id, request.body ?? {}) }),
  }),
  apiRoute({
    method: "POST",
    url: "/api/enquiries/:id/notes",
    access: "enquiries.manage",
    handler: async (request, _reply, { services }) => ({
      enquiry: await services.enquiries.addNote(request.params.id, request.body ?? {}),
    }),
  }),
  apiRoute({
    method: "DELETE",
    url: "/api/enquiries/:id",
    access: "enquiries.manage",
    handler: async (request, _reply, { services }) => {
      await services.enquiries.remove(request.params.id);
      return { message: "Enquiry deleted" };
    },
  }),
];
