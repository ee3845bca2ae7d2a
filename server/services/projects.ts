import { sql, type RawBuilder } from "kysely";
import { changedFields, editAction, ITEM_META, recordChange } from "./changes";
import type { OperationContext } from "./context";
/** Projects (docs/product.md §3): the rules behind /api/projects and the project pages. */
import type { Project, ProjectVersion } from "../../domain/entities";
import { CONSTRUCTION_STATUSES, type ConstructionStatus, type ProjectFacts } from "../../domain/project-facts";
import type { FactRange, ProjectFacets, ProjectFactQuery, ProjectNearQuery } from "../../domain/project-list";
import { MESSAGES } from "../../domain/messages";
import type { ProjectCreateInput, ProjectUpdateInput } from "../../domain/schemas";
import type { DB } from "../db/database";
import type { ProjectRow } from "../db/schema";
import { Invalid, NotFound } from "../errors";
import type { ProcessedImage } from "../media/process";
import type { MediaStore } from "../media/store";
import { newId, requireId } from "./ids";
import { chooseSlug, findOwner, moveSlug } from "./slugs";
import { keptImages, loadImageAlts, loadImageLists, nextAlts, namesOf, replaceImageList, withNewImages } from "./image-refs";
import type { ChangeListener } from "./changes";
import type { Trash } from "./trash";
import { getVersion, listVersions, saveVersion } from "./versions";
import type { Previews } from "./previews";
import {
  nextPublication,
  notInTrash,
  publicAt,
  publicationOf,
  readCategories,
  readPage,
  visibleTo,
  type PageQuery,
  type Visibility,
} from "./publishing";
import type { Page } from "../../domain/site-context";

const NOT_FOUND = "Project not found";

function toStatus(value: string | null): ConstructionStatus | null {
  return CONSTRUCTION_STATUSES.find((status) => status === value) ?? null;
}

function toProject(row: ProjectRow, gallery: string[], imageAlts: Record<string, string>): Project {
  return {
    imageAlts,
    _id: row.id,
    ...publicationOf(row),
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    location: row.location,
    coverImage: row.cover_image,
    gallery,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    constructionStatus: toStatus(row.construction_status),
    year: row.year,
    locality: row.locality,
    plotCents: row.plot_cents,
    builtUpSqft: row.built_up_sqft,
    floors: row.floors,
    bedrooms: row.bedrooms,
    durationMonths: row.duration_months,
    priceTier: row.price_tier,
    beforeImage: row.before_image,
    afterImage: row.after_image,
  };
}

type FactColumns = Pick<
  ProjectRow,
  | "construction_status"
  | "year"
  | "locality"
  | "plot_cents"
  | "built_up_sqft"
  | "floors"
  | "bedrooms"
  | "duration_months"
  | "price_tier"
  | "before_image"
  | "after_image"
>;

/** What a form sends of the facts: a value, null (cleared) or undefined (not sent: kept). */
type FactsInput = { [K in keyof ProjectFacts]?: ProjectFacts[K] | undefined };

const PHOTO_LABELS = { beforeImage: "The before photo", afterImage: "The after photo", coverFromGallery: "The cover" } as const;

/**
 * A before or after photo as saved: one of the project's photos by name, or `new:{n}` for the
 * n-th photo uploaded with this request. A photo the gallery no longer has is let go.
 */
function resolvePhoto(
  field: keyof typeof PHOTO_LABELS,
  sent: string | null | undefined,
  current: string | null,
  gallery: string[],
  added: string[],
): string | null {
  if (sent === undefined) return current !== null && gallery.includes(current) ? current : null;
  if (sent === null) return null;
  const upload = /^new:(\d{1,4})$/.exec(sent);
  const name = upload ? added[Number(upload[1])] : sent;
  if (!name || !gallery.includes(name)) throw new Invalid({ [field]: `${PHOTO_LABELS[field]} must be one of the project's photos` });
  return name;
}

/** The fact columns to save: what was sent, and for what was not, what `current` has. */
function factColumns(input: FactsInput, current: FactColumns | null, gallery: string[], added: string[]): FactColumns {
  const pick = <T>(sent: T | undefined, saved: T): T => (sent === undefined ? saved : sent);
  const before = resolvePhoto("beforeImage", input.beforeImage, current?.before_image ?? null, gallery, added);
  const after = resolvePhoto("afterImage", input.afterImage, current?.after_image ?? null, gallery, added);
  if (before !== null && before === after) {
    throw new Invalid({ afterImage: "The before and after photos must be two different photos" });
  }
  return {
    construction_status: pick(input.constructionStatus, toStatus(current?.construction_status ?? null)),
    year: pick(input.year, current?.year ?? null),
    locality: pick(input.locality, current?.locality ?? ""),
    plot_cents: pick(input.plotCents, current?.plot_cents ?? null),
    built_up_sqft: pick(input.builtUpSqft, current?.built_up_sqft ?? null),
    floors: pick(input.floors, current?.floors ?? null),
    bedrooms: pick(input.bedrooms, current?.bedrooms ?? null),
    duration_months: pick(input.durationMonths, current?.duration_months ?? null),
    price_tier: pick(input.priceTier, current?.price_tier ?? ""),
    before_image: before,
    after_image: after,
  };
}

/** A numeric column within a band (min inclusive, below exclusive). */
function inRange(column: "bedrooms" | "plot_cents", range: FactRange): RawBuilder<boolean> {
  const parts = [sql<boolean>`${sql.ref(column)} is not null`];
  if (range.min !== null) parts.push(sql<boolean>`${sql.ref(column)} >= ${range.min}`);
  if (range.below !== null) parts.push(sql<boolean>`${sql.ref(column)} < ${range.below}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** The SQL conditions of the list's fact filters (domain/project-list.ts). */
function factConditions(query: ProjectFactQuery): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  if (query.constructionStatus) conditions.push(sql<boolean>`construction_status = ${query.constructionStatus}`);
  if (query.bedrooms) conditions.push(inRange("bedrooms", query.bedrooms));
  if (query.plotCents) conditions.push(inRange("plot_cents", query.plotCents));
  const tier = query.priceTier?.trim().toLowerCase();
  if (tier) conditions.push(sql<boolean>`lower(trim(price_tier)) = ${tier}`);
  return conditions;
}

/** The packages named, those of `order` (the price tiers) first in its order, then the rest by name. */
function orderPackages(names: string[], order: readonly string[]): string[] {
  const rank = (name: string) => {
    const at = order.findIndex((tier) => tier.trim().toLowerCase() === name.toLowerCase());
    return at === -1 ? order.length : at;
  };
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * How far a row's package lies from `wanted` in the company's order of tiers (`packageOrder`): 1.5
 * a tier; a package not among the tiers 3 (0 when it is the one wanted); none 1.5. Null when
 * nothing is wanted.
 */
function packageDistance(wanted: string, packageOrder: readonly string[]): RawBuilder<number> | null {
  const tier = wanted.trim().toLowerCase();
  if (!tier) return null;
  const tiers = packageOrder.map((name) => name.trim().toLowerCase());
  const at = tiers.indexOf(tier);
  const rankOf =
    tiers.length > 0
      ? sql<number>`case lower(trim(price_tier)) ${sql.join(
          tiers.map((name, i) => sql`when ${name} then ${i}`),
          sql` `,
        )} else null end`
      : sql<number>`null`;
  return at === -1
    ? sql<number>`case when trim(price_tier) = '' then 1.5 when lower(trim(price_tier)) = ${tier} then 0 else 3 end`
    : sql<number>`case when trim(price_tier) = '' then 1.5 when ${rankOf} is null then 3 else 1.5 * abs(${rankOf} - ${at}) end`;
}

/**
 * How unlike `project` a row is, as SQL (lower is nearer): a bedroom apart counts 1 (at most 3);
 * the plot's difference over the larger plot counts up to 4 (8 and 10 cents: 0.8); a package a
 * tier apart 1.5 (another package not among the tiers: 3). A fact the row lacks counts 2 (1.5 for
 * a package); one `project` lacks counts 0 for every row.
 */
function similarityScore(project: Project, packageOrder: readonly string[]): RawBuilder<number> | null {
  const terms: RawBuilder<number>[] = [];
  if (project.bedrooms !== null) {
    terms.push(sql<number>`case when bedrooms is null then 2 else min(abs(bedrooms - ${project.bedrooms}), 3) end`);
  }
  if (project.plotCents !== null && project.plotCents > 0) {
    const plot = project.plotCents;
    terms.push(
      sql<number>`case when plot_cents is null or plot_cents <= 0 then 2 else 4.0 * abs(plot_cents - ${plot}) / max(plot_cents, ${plot}) end`,
    );
  }
  const tier = packageDistance(project.priceTier, packageOrder);
  if (tier) terms.push(tier);
  // None: every row is as near (an ORDER BY of a bare number would name a column).
  return terms.length > 0 ? sql<number>`(${sql.join(terms, sql` + `)})` : null;
}

/** One filter of the list as `nearest` lets it go: the rows it keeps, and how far another row is from it. */
interface Wish {
  keeps: RawBuilder<boolean>;
  distance: RawBuilder<number>;
}

/**
 * The filters asked for, in the order `nearest` lets them go: the plot first, then the package,
 * the status, the bedrooms and last the category. Distances are those of `similarityScore`, from
 * the band's nearer edge: a bedroom outside the band counts 1 (at most 3), a plot outside it its
 * difference over the larger of it and the edge, up to 4; a plot the row lacks counts 2, and
 * bedrooms it lacks count as far as any (a family asking for 3 BHK is not shown an office first).
 */
function wishes(query: ProjectNearQuery, packageOrder: readonly string[]): Wish[] {
  const found: Array<Wish | null> = [];
  const plot = query.plotCents;
  if (plot) {
    const under =
      plot.min !== null ? sql`case when plot_cents < ${plot.min} then 4.0 * (${plot.min} - plot_cents) / ${plot.min} else 0 end` : sql`0`;
    const over =
      plot.below !== null
        ? sql`case when plot_cents >= ${plot.below} then 4.0 * (plot_cents - ${plot.below}) / plot_cents else 0 end`
        : sql`0`;
    found.push({
      keeps: inRange("plot_cents", plot),
      distance: sql<number>`case when plot_cents is null or plot_cents <= 0 then 2 else ${under} + ${over} end`,
    });
  }
  const tier = query.priceTier?.trim().toLowerCase();
  const tierDistance = tier ? packageDistance(tier, packageOrder) : null;
  if (tier && tierDistance) found.push({ keeps: sql<boolean>`lower(trim(price_tier)) = ${tier}`, distance: tierDistance });
  const status = query.constructionStatus;
  if (status) {
    found.push({
      keeps: sql<boolean>`construction_status = ${status}`,
      distance: sql<number>`case when construction_status is null then 0.5 when construction_status = ${status} then 0 else 1 end`,
    });
  }
  const rooms = query.bedrooms;
  if (rooms) {
    const fewer = rooms.min !== null ? sql`max(${rooms.min} - bedrooms, 0)` : sql`0`;
    const more = rooms.below !== null ? sql`max(bedrooms - ${rooms.below - 1}, 0)` : sql`0`;
    found.push({
      keeps: inRange("bedrooms", rooms),
      distance: sql<number>`case when bedrooms is null then 3 else min(${fewer} + ${more}, 3) end`,
    });
  }
  const category = query.category?.trim().toLowerCase();
  if (category) {
    const same = sql<boolean>`lower(trim(category)) = ${category}`;
    found.push({ keeps: same, distance: sql<number>`case when ${same} then 0 else 1 end` });
  }
  return found.filter((wish): wish is Wish => wish !== null);
}

/** What a saved version keeps of a project (issue #17). */
function versionOf(project: Project): ProjectVersion {
  const { _id: _ownId, slug: _slug, status: _status, publishAt: _publishAt, createdAt: _created, updatedAt: _updated, ...kept } = project;
  return kept;
}

async function keepVersion(trx: Parameters<typeof saveVersion>[0], project: Project, now: string): Promise<string[]> {
  return saveVersion(trx, "projects", project._id, versionOf(project), [project.coverImage, ...project.gallery], now);
}

export interface ProjectImages {
  cover?: ProcessedImage;
  gallery: ProcessedImage[];
}

export function createProjectService(
  db: DB,
  media: MediaStore,
  changed: ChangeListener,
  clock: () => Date,
  previews: Previews,
  trash: Trash,
) {
  async function list(options: Visibility = {}): Promise<Project[]> {
    return (await page({ ...options, offset: 0 })).items;
  }

  /** One part of the list and how many match, filtered by category and facts, counted and cut in SQL. */
  async function page(options: PageQuery & ProjectFactQuery): Promise<Page<Project>> {
    const { rows, total } = await readPage(db, "projects", clock(), options, {
      search: ["title", "description", "location", "locality"],
      extra: factConditions(options),
    });
    return { items: await withImages(rows), total };
  }

  async function withImages(rows: ProjectRow[]): Promise<Project[]> {
    const ids = rows.map((r) => r.id);
    const [galleries, alts] = await Promise.all([loadImageLists(db, "project_images", ids), loadImageAlts(db, "project_images", ids)]);
    return rows.map((row) => toProject(row, galleries.get(row.id) ?? [], alts.get(row.id) ?? {}));
  }

  /**
   * The newest `per` public projects, and the newest `per` of each of `categories` (compared
   * trimmed and case-insensitively): the home page's tabs, in one query however many there are.
   */
  async function newestByCategory(categories: readonly string[], per: number): Promise<Project[]> {
    const keys = categories.map((category) => category.trim().toLowerCase()).filter(Boolean);
    // Ranked on the narrow columns only; the whole rows are read for the few kept.
    const ranked = db
      .selectFrom("projects")
      .select([
        "id",
        "category",
        sql<number>`row_number() over (order by created_at desc, id desc)`.as("overall"),
        sql<number>`row_number() over (partition by lower(trim(category)) order by created_at desc, id desc)`.as("in_category"),
      ])
      .where(publicAt(clock()));
    const kept = db
      .selectFrom(ranked.as("ranked"))
      .select("id")
      .where((eb) =>
        eb.or([
          eb("overall", "<=", per),
          ...(keys.length ? [eb.and([eb("in_category", "<=", per), sql<boolean>`lower(trim(category)) in (${sql.join(keys)})`])] : []),
        ]),
      );
    const rows = await db
      .selectFrom("projects")
      .selectAll()
      .where("id", "in", kept)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return withImages(rows);
  }

  /** What the public list's filters offer: the categories, and each fact filter when any project has that fact. */
  async function facets(packageOrder: readonly string[] = [], options: Visibility = {}): Promise<ProjectFacets> {
    const has = (column: "construction_status" | "bedrooms" | "plot_cents") =>
      db.selectFrom("projects").select("id").where(visibleTo(options, clock())).where(column, "is not", null).limit(1).executeTakeFirst();
    const [categories, withStatus, withBedrooms, withPlot, tiers] = await Promise.all([
      readCategories(db, "projects", clock(), options),
      has("construction_status"),
      has("bedrooms"),
      has("plot_cents"),
      db
        .selectFrom("projects")
        .select(sql<string>`min(trim(price_tier))`.as("name"))
        .where(visibleTo(options, clock()))
        .where(sql<boolean>`trim(price_tier) <> ''`)
        .groupBy(sql`lower(trim(price_tier))`)
        .execute(),
    ]);
    return {
      categories,
      hasStatus: withStatus !== undefined,
      hasBedrooms: withBedrooms !== undefined,
      hasPlot: withPlot !== undefined,
      packages: orderPackages(
        tiers.map((row) => row.name),
        packageOrder,
      ),
    };
  }

  /**
   * Up to `count` other public projects most like `project`, for a visitor weighing it (issue #18):
   * nearest in bedrooms, plot size and package (ordered as `packageOrder`, the price tiers), then of
   * its category, then the newest. Scored and cut in one query over the narrow columns, however
   * many projects there are; a fact the project lacks counts for nothing, one another lacks counts
   * as a middling difference.
   */
  async function similar(project: Project, count: number, packageOrder: readonly string[] = []): Promise<Project[]> {
    const score = similarityScore(project, packageOrder);
    const category = project.category.trim().toLowerCase();
    const candidates = db.selectFrom("projects").select("id").where(publicAt(clock())).where("id", "<>", project._id);
    const nearest = (score ? candidates.orderBy(score) : candidates)
      .orderBy(sql`case when ${category} <> '' and lower(trim(category)) = ${category} then 0 else 1 end`)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(count);
    const ids = (await nearest.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = await db.selectFrom("projects").selectAll().where("id", "in", ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return withImages(ids.map((id) => byId.get(id)).filter((row): row is ProjectRow => row !== undefined));
  }

  /**
   * Up to `count` public projects nearest to a filter of the list that none matches: the filters
   * are let go one at a time (the plot, then the package, the status, the bedrooms, the category)
   * until enough projects match those left, each step's nearest first in what was let go (then
   * the newest). A few queries over the narrow columns, however many projects there are.
   */
  async function nearest(query: ProjectNearQuery, count: number, packageOrder: readonly string[] = []): Promise<Project[]> {
    const asked = wishes(query, packageOrder);
    const ids: string[] = [];
    for (let letGo = 1; letGo <= asked.length && ids.length < count; letGo++) {
      const distance = sql.join(
        asked.slice(0, letGo).map((wish) => wish.distance),
        sql` + `,
      );
      let candidates = db.selectFrom("projects").select("id").where(publicAt(clock()));
      for (const wish of asked.slice(letGo)) candidates = candidates.where(wish.keeps);
      if (ids.length > 0) candidates = candidates.where("id", "not in", ids);
      const rows = await candidates
        .orderBy(sql`(${distance})`)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(count - ids.length)
        .execute();
      ids.push(...rows.map((row) => row.id));
    }
    if (ids.length === 0) return [];
    const rows = await db.selectFrom("projects").selectAll().where("id", "in", ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return withImages(ids.map((id) => byId.get(id)).filter((row): row is ProjectRow => row !== undefined));
  }

  /** A project by its id, its slug, or a slug it had before. */
  async function get(key: string, options: Visibility = {}): Promise<Project> {
    const id = await findOwner(db, "projects", key);
    if (id === null) throw new NotFound(NOT_FOUND);
    const row = await db.selectFrom("projects").selectAll().where("id", "=", id).where(visibleTo(options, clock())).executeTakeFirst();
    if (!row) throw new NotFound(NOT_FOUND);
    const galleries = await loadImageLists(db, "project_images", [id]);
    const alts = await loadImageAlts(db, "project_images", [id]);
    return toProject(row, galleries.get(id) ?? [], alts.get(id) ?? {});
  }

  /** An item as its preview link shows it (draft, scheduled or public); a link that does not open it is not found. */
  async function preview(key: string, token: string): Promise<Project> {
    const item = await get(key, { all: true });
    if (!(await previews.check("projects", item._id, token))) throw new NotFound(NOT_FOUND);
    return item;
  }

  async function create(ctx: OperationContext, input: ProjectCreateInput, images: ProjectImages): Promise<Project> {
    const cover = images.cover;
    if (!cover) throw new Invalid({ coverImage: MESSAGES.coverRequired });
    const uploads = [cover, ...images.gallery];
    const id = newId(ctx.now.getTime());
    const now = ctx.now.toISOString();
    const project = await media.place(uploads, () =>
      db.transaction().execute(async (trx) => {
        await media.record(trx, uploads);
        const gallery = withNewImages([], namesOf(images.gallery));
        const row: ProjectRow = {
          ...factColumns(input, null, gallery, namesOf(images.gallery)),
          id,
          slug: await chooseSlug(trx, "projects", id, input.slug ?? "", input.title),
          deleted_at: null,
          title: input.title,
          description: input.description,
          category: input.category,
          location: input.location,
          cover_image: cover.name,
          ...nextPublication(input, null, ctx.now),
          updated_at: now,
        };
        await trx.insertInto("projects").values(row).execute();
        const alts = nextAlts(input.imageAlts, {}, gallery, namesOf(images.gallery));
        await replaceImageList(trx, "project_images", id, gallery, alts);
        const made = toProject(row, gallery, alts);
        await keepVersion(trx, made, now);
        await recordChange(trx, ctx, { kind: "projects", id, action: "created", fields: changedFields({}, made, ITEM_META) });
        return made;
      }),
    );
    changed("projects");
    return project;
  }

  async function update(ctx: OperationContext, id: string, input: ProjectUpdateInput, images: ProjectImages): Promise<Project> {
    requireId(id, NOT_FOUND);
    const uploads = [...(images.cover ? [images.cover] : []), ...images.gallery];
    const { project, released } = await media.place(uploads, () =>
      db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("projects").selectAll().where("id", "=", id).where(notInTrash()).executeTakeFirst();
        if (!row) throw new NotFound(NOT_FOUND);
        await media.record(trx, uploads);
        const current = (await loadImageLists(trx, "project_images", [id])).get(id) ?? [];
        const savedAlts = (await loadImageAlts(trx, "project_images", [id])).get(id) ?? {};
        const gallery = withNewImages(keptImages(current, input.keepGalleryImages), namesOf(images.gallery));
        const fromGallery = input.coverFromGallery
          ? resolvePhoto("coverFromGallery", input.coverFromGallery, null, gallery, namesOf(images.gallery))
          : null;
        const cover = images.cover ? images.cover.name : (fromGallery ?? (input.removeCoverImage ? null : row.cover_image));
        const now = ctx.now.toISOString();
        const next: ProjectRow = {
          ...row,
          ...nextPublication(input, row, ctx.now),
          ...factColumns(input, row, gallery, namesOf(images.gallery)),
          slug: input.slug === undefined ? row.slug : await chooseSlug(trx, "projects", id, input.slug, input.title),
          title: input.title,
          description: input.description,
          category: input.category,
          location: input.location,
          cover_image: cover,
          updated_at: now,
        };
        await trx.updateTable("projects").set(next).where("id", "=", id).execute();
        await moveSlug(trx, "projects", id, row.slug, next.slug, now);
        const alts = nextAlts(input.imageAlts, savedAlts, gallery, namesOf(images.gallery));
        await replaceImageList(trx, "project_images", id, gallery, alts);
        const saved = toProject(next, gallery, alts);
        const pruned = await keepVersion(trx, saved, now);
        const fields = changedFields(toProject(row, current, savedAlts), saved, ITEM_META);
        const action = editAction(
          fields,
          { before: publicationOf(row), after: publicationOf(next), now: ctx.now },
          { field: "gallery", before: current, after: gallery },
        );
        await recordChange(trx, ctx, { kind: "projects", id, action, fields });
        return { project: saved, released: [row.cover_image, ...current, ...pruned] };
      }),
    );
    await media.release(released);
    changed("projects");
    return project;
  }

  /** The project's saved versions, the newest first (the first is what is saved now). */
  async function versions(id: string) {
    const project = await get(id, { all: true });
    return listVersions<ProjectVersion>(db, "projects", project._id);
  }

  /** Puts back a saved version's text, facts and photos (not its URL nor its publishing), as a new save. */
  async function restoreVersion(ctx: OperationContext, id: string, versionId: string): Promise<Project> {
    requireId(id, NOT_FOUND);
    const { project, released } = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("projects").selectAll().where("id", "=", id).where(notInTrash()).executeTakeFirst();
      if (!row) throw new NotFound(NOT_FOUND);
      const version = await getVersion<ProjectVersion>(trx, "projects", id, versionId);
      const current = (await loadImageLists(trx, "project_images", [id])).get(id) ?? [];
      const savedAlts = (await loadImageAlts(trx, "project_images", [id])).get(id) ?? {};
      const alts = nextAlts(undefined, savedAlts, version.gallery, []);
      const now = ctx.now.toISOString();
      const next: ProjectRow = {
        ...row,
        ...factColumns(version, row, version.gallery, []),
        title: version.title,
        description: version.description,
        category: version.category,
        location: version.location,
        cover_image: version.coverImage,
        updated_at: now,
      };
      await trx.updateTable("projects").set(next).where("id", "=", id).execute();
      await replaceImageList(trx, "project_images", id, version.gallery, alts);
      const saved = toProject(next, version.gallery, alts);
      const pruned = await keepVersion(trx, saved, now);
      const fields = changedFields(toProject(row, current, savedAlts), saved, ITEM_META);
      await recordChange(trx, ctx, { kind: "projects", id, action: "version-restored", fields });
      return { project: saved, released: [row.cover_image, ...current, ...pruned] };
    });
    await media.release(released);
    changed("projects");
    return project;
  }

  /** docs/product.md §7's DELETE: to the trash, with its photos, for TRASH_DAYS (server/services/trash.ts). */
  async function remove(ctx: OperationContext, id: string): Promise<void> {
    await trash.moveIn(ctx, "projects", id);
  }

  return { list, page, newestByCategory, facets, similar, nearest, get, preview, create, update, versions, restoreVersion, remove };
}

export type ProjectService = ReturnType<typeof createProjectService>;
