/**
 * What the admin area reads of projects, posts and gallery items (issue #17): every item not in
 * the trash, drafts and schedules included, with its status; and the preview link of one. Never
 * kept by the page cache (they are signed-in reads).
 */
import { z } from "../../domain/zod";
import { fieldErrors } from "../../domain/schemas";
import { articlePath, projectPath } from "../../domain/slugs";
import type { TrashKind } from "../../domain/publishing";
import { Invalid, NotFound } from "../errors";
import { listPart } from "./list-part";
import { apiRoute, operation, type ApiRoute } from "./route";

const previewSchema = z.object({
  kind: z.enum(["projects", "blogs", "galleries"], { error: () => "kind must be projects, blogs or galleries" }),
  id: z.string({ error: () => "id must be text" }).max(100),
});

const TRASH_KINDS = ["projects", "blogs", "galleries"] as const satisfies readonly TrashKind[];

// Each filter falls back on its own: a bad value reads as not given.
const changesQuery = z.object({
  kind: z.enum(["projects", "blogs", "galleries", "site"]).optional().catch(undefined),
  actor: z.string().max(254).optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(200).optional().catch(undefined),
  before: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .optional()
    .catch(undefined),
});

function trashKind(value: string): TrashKind {
  const kind = TRASH_KINDS.find((k) => k === value);
  if (!kind) throw new NotFound("Not in the trash");
  return kind;
}

/** Each kind's saved versions (issue #17): the list, and restoring one, answered like an edit. */
const ANSWER_FIELD = { projects: "project", blogs: "blog", galleries: "gallery" } as const;
const versionRoutes: ApiRoute[] = TRASH_KINDS.flatMap((kind) => [
  apiRoute({
    method: "GET",
    url: `/api/admin/${kind}/:id/versions`,
    access: "admin",
    handler: async (request, _reply, { services }) => ({ versions: await services[kind].versions(request.params.id) }),
  }),
  apiRoute({
    method: "POST",
    url: `/api/admin/${kind}/:id/versions/:version/restore`,
    access: "admin",
    handler: async (request, _reply, { services }) => ({
      [ANSWER_FIELD[kind]]: await services[kind].restoreVersion(operation(request, services), request.params.id, request.params.version),
    }),
  }),
]);

export const adminContentRoutes: ApiRoute[] = [
  // The audit log: every write of content, who made it and when, newest first (docs/api.md).
  apiRoute({
    method: "GET",
    url: "/api/admin/changes",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      const parsed = changesQuery.safeParse(request.query ?? {});
      return { changes: await services.changes.list(parsed.success ? parsed.data : {}) };
    },
  }),
  ...versionRoutes,
  apiRoute({
    method: "GET",
    url: "/api/admin/trash",
    access: "admin",
    handler: async (_request, _reply, { services }) => ({ items: await services.trash.list() }),
  }),
  apiRoute({
    method: "POST",
    url: "/api/admin/trash/:kind/:id/restore",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      await services.trash.restore(operation(request, services), trashKind(request.params.kind), request.params.id);
      return { message: "Restored" };
    },
  }),
  apiRoute({
    method: "DELETE",
    url: "/api/admin/trash/:kind/:id",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      await services.trash.purge(operation(request, services), trashKind(request.params.kind), request.params.id);
      return { message: "Deleted for good" };
    },
  }),
  apiRoute({
    method: "GET",
    url: "/api/admin/projects",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      // Every item; asked for a part or a search (`q`), that part of the matching items and `total`,
      // counted and cut in SQL.
      const query = new URLSearchParams(request.query as Record<string, string>);
      const part = listPart(query, ["q"]);
      if (!part) return { projects: await services.projects.list({ all: true }) };
      const found = await services.projects.page({
        all: true,
        query: query.get("q") ?? "",
        ...part,
      });
      return { projects: found.items, total: found.total };
    },
  }),
  apiRoute({
    method: "GET",
    url: "/api/admin/projects/:id",
    access: "admin",
    handler: async (request, _reply, { services }) => ({ project: await services.projects.get(request.params.id, { all: true }) }),
  }),
  apiRoute({
    method: "GET",
    url: "/api/admin/blogs",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      // Every item; asked for a part or a search (`q`), that part of the matching items and `total`,
      // counted and cut in SQL.
      const query = new URLSearchParams(request.query as Record<string, string>);
      const part = listPart(query, ["q"]);
      if (!part) return { blogs: await services.blogs.list({ all: true }) };
      const found = await services.blogs.page({ all: true, query: query.get("q") ?? "", ...part });
      return { blogs: found.items, total: found.total };
    },
  }),
  apiRoute({
    method: "GET",
    url: "/api/admin/blogs/:id",
    access: "admin",
    handler: async (request, _reply, { services }) => ({ blog: await services.blogs.get(request.params.id, { all: true }) }),
  }),
  apiRoute({
    method: "GET",
    url: "/api/admin/galleries",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      // Every item; asked for a part or a search (`q`), that part of the matching items and `total`,
      // counted and cut in SQL.
      const query = new URLSearchParams(request.query as Record<string, string>);
      const part = listPart(query, ["q"]);
      if (!part) return { galleries: await services.galleries.list({ all: true }) };
      const found = await services.galleries.page({
        all: true,
        query: query.get("q") ?? "",
        ...part,
      });
      return { galleries: found.items, total: found.total };
    },
  }),
  apiRoute({
    method: "GET",
    url: "/api/admin/galleries/:id",
    access: "admin",
    handler: async (request, _reply, { services }) => ({ gallery: await services.galleries.get(request.params.id, { all: true }) }),
  }),
  apiRoute({
    method: "POST",
    url: "/api/admin/preview",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      const parsed = previewSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
      const { kind, id } = parsed.data;
      if (kind === "galleries") {
        // A gallery item has no page of its own: /gallery shows it first, as it will look there.
        const item = await services.galleries.get(id, { all: true });
        const { token, expiresAt } = await services.previews.token(kind, item._id);
        return { url: `/gallery?preview=${token}&item=${item._id}`, expiresAt };
      }
      const item = kind === "projects" ? await services.projects.get(id, { all: true }) : await services.blogs.get(id, { all: true });
      const { token, expiresAt } = await services.previews.token(kind, item._id);
      const path = kind === "projects" ? projectPath(item) : articlePath(item);
      return { url: `${path}?preview=${token}`, expiresAt };
    },
  }),
];
