/**
 * The calls of every kind of item, from its declaration (domain/kinds): docs/product.md §7's read,
 * create, edit and delete, and the admin's list, item, history and preview link (and, for a kind
 * the company arranges, its arrangement: api/arrangement.ts). Each handler is
 * a thin adapter onto the kind's pipeline (services/items.ts); the answers are those of §7.
 */
import type { ItemKind } from "../../domain/kinds";
import { NotFound } from "../errors";
import type { TempUpload } from "../media/upload";
import type { FieldValue } from "./multipart";
import type { Services } from "../services";
import type { ItemService } from "../services/items";
import { arrangementRoutes, listOrderOf } from "./arrangement";
import { readForm } from "./forms";
import { listPart } from "./list-part";
import { apiRoute, operation, type ApiRoute } from "./route";
import { translationRoutes } from "./translations";

/** The kind's pipeline among the services. */
export function itemsOf(services: Services, kind: ItemKind): ItemService {
  const items = services.items.get(kind.name);
  if (!items) throw new NotFound(kind.notFound);
  return items;
}

/** The files a form of the kind may send, and how many of each. */
function filesOf(kind: ItemKind): Record<string, { max?: number }> {
  return Object.fromEntries(
    Object.values(kind.fields).flatMap((field) => {
      if (field.type === "photos") return [[field.upload, {}]];
      if (field.type === "photo" && field.upload) return [[field.upload.field, { max: 1 }]];
      return [];
    }),
  );
}

/**
 * A new item's required photos, missing from what it sent: the field and its message. A photo is
 * there when its file is, or when the form names photos another way (a list in order, a cover
 * chosen or uploaded ahead): the pipeline then checks those names.
 */
function missingFiles(kind: ItemKind, files: Map<string, TempUpload[]>, fields: Record<string, FieldValue>): Record<string, string> {
  const missing: Record<string, string> = {};
  const named = (field: string | undefined) =>
    field !== undefined && [fields[field] ?? []].flat().some((value) => value.trim() && value.trim() !== "[]");
  for (const field of Object.values(kind.fields)) {
    const rule =
      field.type === "photos"
        ? { field: field.upload, required: field.required, named: [field.keep] }
        : field.type === "photo" && field.upload
          ? { ...field.upload, named: [field.upload.field, field.choose?.input] }
          : undefined;
    if (rule?.required && !files.get(rule.field)?.length && !rule.named.some(named)) missing[rule.field] ??= rule.required;
  }
  return missing;
}

/**
 * The routes of `kind`. `list` replaces the public list (`GET /api/{name}`: every public item)
 * with the kind's own filters.
 */
export function itemRoutes(kind: ItemKind, options: { list?: ApiRoute } = {}): ApiRoute[] {
  const base = `/api/${kind.name}`;
  const files = filesOf(kind);
  return [
    options.list ??
      apiRoute({
        method: "GET",
        url: base,
        access: kind.access.read,
        shows: [kind.name],
        handler: async (_request, _reply, { services }) => ({ [kind.name]: await itemsOf(services, kind).list() }),
      }),
    apiRoute({
      method: "GET",
      url: `${base}/:id`,
      access: kind.access.read,
      shows: [kind.name],
      handler: async (request, _reply, { services }) => ({
        [kind.api?.getAnswer ?? kind.one]: await itemsOf(services, kind).get(request.params.id),
      }),
    }),
    apiRoute({
      method: "POST",
      url: kind.api?.create ?? base,
      access: kind.access.create,
      handler: async (request, reply, { services, config }) => {
        const form = await readForm(request, {
          tmpDir: config.tmpDir,
          media: services.media,
          schema: kind.schemas.create,
          files,
          check: (sent, fields) => missingFiles(kind, sent, fields),
        });
        const item = await itemsOf(services, kind).create(operation(request, services), form.input as Record<string, unknown>, form.images);
        return reply.code(201).send({ [kind.one]: item });
      },
    }),
    apiRoute({
      method: "PUT",
      url: `${base}/:id`,
      access: kind.access.update,
      handler: async (request, _reply, { services, config }) => {
        const { id } = request.params;
        const items = itemsOf(services, kind);
        // An unknown id answers 404 before any upload is processed.
        await items.get(id, { all: true });
        const form = await readForm(request, { tmpDir: config.tmpDir, media: services.media, schema: kind.schemas.update, files });
        return { [kind.one]: await items.update(operation(request, services), id, form.input as Record<string, unknown>, form.images) };
      },
    }),
    apiRoute({
      method: "DELETE",
      url: `${base}/:id`,
      access: kind.access.trash,
      handler: async (request, _reply, { services }) => {
        await itemsOf(services, kind).remove(operation(request, services), request.params.id);
        return { message: kind.deleted };
      },
    }),
    // The admin's list: every item not in the trash, drafts and schedules included; asked for a
    // part or a search (`q`), that part of the matching items and `total`, counted and cut in SQL.
    // Newest first (the dashboard's latest), or with `order=arranged` in the public lists' order
    // (the manage page).
    apiRoute({
      method: "GET",
      url: `/api/admin/${kind.name}`,
      access: kind.access.adminRead,
      handler: async (request, _reply, { services }) => {
        const query = new URLSearchParams(request.query as Record<string, string>);
        const items = itemsOf(services, kind);
        const order = listOrderOf(query);
        const part = listPart(query, ["q"]);
        if (!part) return { [kind.name]: await items.list({ all: true, order }) };
        const found = await items.page({ all: true, query: query.get("q") ?? "", ...part, order });
        return { [kind.name]: found.items, total: found.total };
      },
    }),
    ...(kind.arrangement ? arrangementRoutes(kind) : []),
    apiRoute({
      method: "GET",
      url: `/api/admin/${kind.name}/:id`,
      access: kind.access.adminRead,
      handler: async (request, _reply, { services }) => ({
        [kind.one]: await itemsOf(services, kind).get(request.params.id, { all: true }),
      }),
    }),
    // Its saved versions: the list, and restoring one, answered like an edit.
    apiRoute({
      method: "GET",
      url: `/api/admin/${kind.name}/:id/versions`,
      access: kind.access.history,
      handler: async (request, _reply, { services }) => ({ versions: await itemsOf(services, kind).versions(request.params.id) }),
    }),
    apiRoute({
      method: "POST",
      url: `/api/admin/${kind.name}/:id/versions/:version/restore`,
      access: kind.access.update,
      handler: async (request, _reply, { services }) => ({
        [kind.one]: await itemsOf(services, kind).restoreVersion(operation(request, services), request.params.id, request.params.version),
      }),
    }),
    // Its texts in Malayalam and Tamil (docs/product.md §11).
    ...translationRoutes(kind),
  ];
}
