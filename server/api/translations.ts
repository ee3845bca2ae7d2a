/**
 * Translations of what the company writes (docs/product.md §11, docs/api.md "Translations"): what
 * is left to translate in each language, an item's English texts beside their translations, and a
 * save of texts in one language. Read by whoever reads the content; written by whoever may edit
 * the kind, through its pipeline (services/items.ts), which checks it again.
 */
import { isTranslatedLocale } from "../../domain/locales";
import { z } from "../../domain/zod";
import { LIMITS } from "../../domain/messages";
import { NotFound } from "../errors";
import type { ItemKind } from "../../domain/kinds";
import { translatableTexts } from "../../domain/translations";
import type { Services } from "../services";
import { apiRoute, operation, parseBody, type ApiRoute } from "./route";

const PAGE = 30;

const listQuery = z.object({
  locale: z.enum(["ml", "ta"]).catch("ml"),
  state: z.enum(["missing", "needs-update"]).catch("missing"),
  kind: z
    .string()
    .regex(/^[a-z]{1,40}$/)
    .optional()
    .catch(undefined),
  offset: z.coerce.number().int().min(0).max(1_000_000).catch(0),
});

/** A save: the texts by field (or a section's place), each a string (empty: remove that translation). */
function saveSchema(field: RegExp, notOne: string) {
  return z.object({
    texts: z.record(
      z.string().regex(field, { error: notOne }),
      z.string({ error: "A translation is text" }).max(LIMITS.contentMax, { error: `At most ${LIMITS.contentMax} characters` }),
      { error: "texts must be an object of field names and their texts" },
    ),
  });
}

const itemSave = saveSchema(/^(?:(?:list:)?[a-zA-Z]{1,40}|alt:[A-Za-z0-9._-]{1,200})$/, "Not a field of this item");
/** A section's text is named by its place: "services.2.features.0". */
const sectionSave = saveSchema(/^[a-zA-Z]{1,40}(?:\.(?:[a-zA-Z]{1,40}|\d{1,3})){0,5}$/, "Not a place of this section");

function pipelineOf(services: Services, kind: ItemKind) {
  const items = services.items.get(kind.name);
  if (!items) throw new NotFound(kind.notFound);
  return items;
}

function localeParam(value: string) {
  if (!isTranslatedLocale(value)) throw new NotFound("Not a language of the site");
  return value;
}

/** The routes of one kind's translations; a kind without translatable texts has none. */
export function translationRoutes(kind: ItemKind): ApiRoute[] {
  if (translatableTexts(kind).length === 0) return [];
  return [
    apiRoute({
      method: "GET",
      url: `/api/admin/${kind.name}/:id/translations`,
      access: kind.access.adminRead,
      handler: async (request, _reply, { services }) => ({ translation: await pipelineOf(services, kind).translations(request.params.id) }),
    }),
    apiRoute({
      method: "PUT",
      url: `/api/admin/${kind.name}/:id/translations/:locale`,
      access: kind.access.update,
      bodyLimit: 512 * 1024,
      handler: async (request, _reply, { services }) => {
        const locale = localeParam(request.params.locale);
        const { texts } = parseBody(itemSave, request.body);
        return { translation: await pipelineOf(services, kind).translate(operation(request, services), request.params.id, locale, texts) };
      },
    }),
  ];
}

/** The site's sections' translations (services/site.ts): read as the content is, written by whoever edits the site. */
export const siteTranslationRoutes: ApiRoute[] = [
  apiRoute({
    method: "GET",
    url: "/api/admin/site/:section/translations",
    access: "content.read",
    handler: async (request, _reply, { services }) => ({ translation: await services.site.translations(request.params.section) }),
  }),
  apiRoute({
    method: "PUT",
    url: "/api/admin/site/:section/translations/:locale",
    access: "site.write",
    bodyLimit: 512 * 1024,
    handler: async (request, _reply, { services }) => {
      const locale = localeParam(request.params.locale);
      const { texts } = parseBody(sectionSave, request.body);
      return { translation: await services.site.translate(operation(request, services), request.params.section, locale, texts) };
    },
  }),
];

export const translationOverviewRoutes: ApiRoute[] = [
  apiRoute({
    method: "GET",
    url: "/api/admin/translations",
    access: "content.read",
    handler: async (request, _reply, { services }) => {
      const query = listQuery.parse(request.query ?? {});
      const [counts, page] = await Promise.all([services.translations.counts(), services.translations.list({ ...query, limit: PAGE })]);
      const next = query.offset + page.items.length;
      return { counts, ...page, next: next < page.total ? next : null };
    },
  }),
];
