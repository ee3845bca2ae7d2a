/**
 * Projects (docs/product.md §3): the kind's own reads beside the pipeline's (services/items.ts):
 * the list's fact filters, the home page's tabs, the filters a visitor is offered, and the projects
 * most like one or nearest to a filter that matches none. Lists follow the company's arrangement
 * (docs/product.md §2 "Arrange portfolio"); "most like" and "nearest" keep their own ranking.
 */
import { sql, type RawBuilder } from "kysely";
import type { Project } from "../../domain/entities";
import { projects as projectKind } from "../../domain/kinds";
import type { FactRange, ProjectFacets, ProjectFactQuery, ProjectNearQuery } from "../../domain/project-list";
import { createItemService, type ItemServiceDeps } from "./items";
import { listOrder, publicAt, visibleTo, readCategories, type PageQuery, type Visibility } from "./publishing";

/**
 * The larger and the smaller of two numbers, in SQL every database reads (SQLite's two-argument
 * max and min are PostgreSQL's greatest and least).
 */
function greatest(a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(case when ${a} > ${b} then ${a} else ${b} end)`;
}

function least(a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(case when ${a} < ${b} then ${a} else ${b} end)`;
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
          // The ranks as numbers in the SQL: parameters there would have no type in PostgreSQL.
          tiers.map((name, i) => sql`when ${name} then ${sql.lit(i)}`),
          sql` `,
        )} else null end`
      : sql<number>`null`;
  return at === -1
    ? sql<number>`case when trim(price_tier) = '' then 1.5 when lower(trim(price_tier)) = ${tier} then 0 else 3 end`
    : sql<number>`case when trim(price_tier) = '' then 1.5 when ${rankOf} is null then 3 else 1.5 * abs(${rankOf} - ${sql.lit(at)}) end`;
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
    terms.push(sql<number>`case when bedrooms is null then 2 else ${least(sql`abs(bedrooms - ${project.bedrooms})`, sql`3`)} end`);
  }
  if (project.plotCents !== null && project.plotCents > 0) {
    const plot = project.plotCents;
    terms.push(
      sql<number>`case when plot_cents is null or plot_cents <= 0 then 2 else 4.0 * abs(plot_cents - ${plot}) / ${greatest(sql`plot_cents`, sql`${plot}`)} end`,
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
    const fewer = rooms.min !== null ? greatest(sql`${rooms.min} - bedrooms`, sql`0`) : sql`0`;
    const more = rooms.below !== null ? greatest(sql`bedrooms - ${rooms.below - 1}`, sql`0`) : sql`0`;
    found.push({
      keeps: inRange("bedrooms", rooms),
      distance: sql<number>`case when bedrooms is null then 3 else ${least(sql`${fewer} + ${more}`, sql`3`)} end`,
    });
  }
  const category = query.category?.trim().toLowerCase();
  if (category) {
    const same = sql<boolean>`lower(trim(category)) = ${category}`;
    found.push({ keeps: same, distance: sql<number>`case when ${same} then 0 else 1 end` });
  }
  return found.filter((wish): wish is Wish => wish !== null);
}

export function createProjectService(deps: ItemServiceDeps) {
  const items = createItemService<Project>(projectKind, deps);
  const { db } = deps;
  const { clock } = deps;

  /** One part of the list and how many match, filtered by category and facts, counted and cut in SQL. */
  async function page(options: PageQuery & ProjectFactQuery) {
    return items.page({ ...options, extra: factConditions(options) });
  }

  /**
   * The first `per` public projects in the list's order (docs/product.md §2 "Arrange portfolio":
   * the pinned one, those added since the last arrangement, then the company's order), and the
   * first `per` of each of `categories` (compared trimmed and case-insensitively): the home page's
   * tabs, in one query however many there are.
   */
  async function firstByCategory(categories: readonly string[], per: number): Promise<Project[]> {
    const keys = categories.map((category) => category.trim().toLowerCase()).filter(Boolean);
    const order = sql.join(listOrder(projectKind.arrangement));
    // Ranked on the narrow columns only; the whole rows are read for the few kept.
    const ranked = db
      .selectFrom("projects")
      .select([
        "id",
        "category",
        sql<number>`row_number() over (order by ${order})`.as("overall"),
        sql<number>`row_number() over (partition by lower(trim(category)) order by ${order})`.as("in_category"),
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
    let rows = db.selectFrom("projects").selectAll().where("id", "in", kept);
    for (const term of listOrder(projectKind.arrangement)) rows = rows.orderBy(term);
    return items.withRelated(await rows.execute());
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
    const ids = (await nearest.execute()).map((row: { id: string }) => row.id);
    return items.byIds(ids);
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
    return items.byIds(ids);
  }

  return { ...items, page, firstByCategory, facets, similar, nearest };
}

export type ProjectService = ReturnType<typeof createProjectService>;
