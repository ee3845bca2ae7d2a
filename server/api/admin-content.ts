/**
 * What the admin area reads and does across the kinds of item (issue #17): the audit log, the
 * trash, and the preview link of a draft or a schedule. Each kind's own list, item and history are
 * in api/items.ts. Never kept by the page cache (they are signed-in reads).
 */
import { z } from "../../domain/zod";
import { ITEM_KINDS } from "../../domain/kinds";
import { fieldErrors } from "../../domain/schemas";
import { Invalid } from "../errors";
import { itemsOf } from "./items";
import { apiRoute, operation, type ApiRoute } from "./route";

const KIND_NAMES = ITEM_KINDS.map((kind) => kind.name) as [string, ...string[]];

const previewSchema = z.object({
  kind: z.enum(KIND_NAMES, { error: () => `kind must be ${KIND_NAMES.slice(0, -1).join(", ")} or ${KIND_NAMES.at(-1)}` }),
  id: z.string({ error: () => "id must be text" }).max(100),
});

// Each filter falls back on its own: a bad value reads as not given.
const changesQuery = z.object({
  // A kind of item's name (any kind the server was built with) or "site".
  kind: z
    .string()
    .regex(/^[a-z]{1,40}$/)
    .optional()
    .catch(undefined),
  actor: z.string().max(254).optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(200).optional().catch(undefined),
  before: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .optional()
    .catch(undefined),
});

export const adminContentRoutes: ApiRoute[] = [
  // The audit log: every write of content, who made it and when, newest first (docs/api.md).
  apiRoute({
    method: "GET",
    url: "/api/admin/changes",
    access: "activity.read",
    handler: async (request, _reply, { services }) => {
      const parsed = changesQuery.safeParse(request.query ?? {});
      return { changes: await services.changes.list(parsed.success ? parsed.data : {}) };
    },
  }),
  apiRoute({
    method: "GET",
    url: "/api/admin/trash",
    access: "trash.manage",
    handler: async (_request, _reply, { services }) => ({ items: await services.trash.list() }),
  }),
  apiRoute({
    method: "POST",
    url: "/api/admin/trash/:kind/:id/restore",
    access: "trash.manage",
    handler: async (request, _reply, { services }) => {
      await services.trash.restore(operation(request, services), request.params.kind, request.params.id);
      return { message: "Restored" };
    },
  }),
  apiRoute({
    method: "DELETE",
    url: "/api/admin/trash/:kind/:id",
    access: "trash.manage",
    handler: async (request, _reply, { services }) => {
      await services.trash.purge(operation(request, services), request.params.kind, request.params.id);
      return { message: "Deleted for good" };
    },
  }),
  // A draft's or a schedule's preview link: where it opens, and until when.
  apiRoute({
    method: "POST",
    url: "/api/admin/preview",
    access: "content.write",
    handler: async (request, _reply, { services }) => {
      const parsed = previewSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
      const kind = services.kinds.find((k) => k.name === parsed.data.kind)!;
      const item = (await itemsOf(services, kind).get(parsed.data.id, { all: true })) as { _id: string; slug?: string };
      const { token, expiresAt } = await services.previews.token(kind.name, item._id);
      return { url: kind.previewPath(item, token), expiresAt };
    },
  }),
];
