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
import { apiRoute, type ApiRoute } from "./route";

const previewSchema = z.object({
  kind: z.enum(["projects", "blogs", "galleries"], { error: () => "kind must be projects, blogs or galleries" }),
  id: z.string({ error: () => "id must be text" }).max(100),
});

const TRASH_KINDS = ["projects", "blogs", "galleries"] as const satisfies readonly TrashKind[];

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
      [ANSWER_FIELD[kind]]: await services[kind].restoreVersion(request.params.id, request.params.version),
    }),
  }),
]);

export const adminContentRoutes: ApiRoute[] = [
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
      await services.trash.restore(trashKind(request.params.kind), request.params.id);
      return { message: "Restored" };
    },
  }),
  apiRoute({
    method: "DELETE",
    url: "/api/admin/trash/:kind/:id",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      await services.trash.purge(trashKind(request.params.kind), request.params.id);
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
