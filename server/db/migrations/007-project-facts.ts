import type { Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * A project's optional facts (domain/project-facts.ts): construction status, year, locality,
 * sizes, duration, price package, and the two of its photos shown as before and after. Projects
 * made before this release have none of them.
 */
const NUMBER_COLUMNS = ["year", "built_up_sqft", "floors", "bedrooms", "duration_months"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const table = () => db.schema.alterTable("projects");
  await table().addColumn("construction_status", "text").execute();
  for (const column of NUMBER_COLUMNS) await table().addColumn(column, "integer").execute();
  await table().addColumn("plot_cents", t.fraction).execute();
  await table()
    .addColumn("locality", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await table()
    .addColumn("price_tier", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await table().addColumn("before_image", "text").execute();
  await table().addColumn("after_image", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const columns = ["construction_status", ...NUMBER_COLUMNS, "plot_cents", "locality", "price_tier", "before_image", "after_image"];
  for (const column of columns) await db.schema.alterTable("projects").dropColumn(column).execute();
}
