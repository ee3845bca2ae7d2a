/**
 * The tables of a kind of item, made from its declaration (domain/kinds): a kind added to the
 * registry gets its table, its photo table and its list tables at start, and a field added to a
 * kind gets its column. Nothing is ever dropped or changed: what exists is left as it is (the
 * kinds of the numbered migrations have every table and column already, so for them this reads
 * the schema and writes nothing). Portable SQL only, through Kysely's schema builder.
 */
import { sql, type ColumnDataType } from "kysely";
import type { ItemKind, KindField } from "../../domain/kinds";
import type { LooseDB } from "./database";
import { columnTypes, engineOf } from "./dialect";

/** The column a field keeps, and its type; none for the fields kept in tables of their own. */
function columnOf(field: KindField, t: ReturnType<typeof columnTypes>): { column: string; type: ColumnDataType; text: boolean } | null {
  switch (field.type) {
    case "text":
      return { column: field.column, type: "text", text: true };
    case "number":
      return { column: field.column, type: t.fraction, text: false };
    case "choice":
    case "photo":
      return { column: field.column, type: "text", text: false };
    default:
      return null;
  }
}

/** Makes what `kinds` declare and the database lacks; answers the tables and columns it made. */
export async function ensureKindTables(db: LooseDB, kinds: readonly ItemKind[]): Promise<string[]> {
  const made: string[] = [];
  const t = columnTypes(db);
  // PostgreSQL's introspection lists every schema's tables; the site's are in the connection's own.
  const schema =
    engineOf(db) === "postgres" ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name : undefined;
  const existing = new Map(
    (await db.introspection.getTables())
      .filter((table) => schema === undefined || table.schema === schema)
      .map((table) => [table.name, new Set(table.columns.map((c) => c.name))]),
  );
  for (const kind of kinds) {
    const columns = Object.values(kind.fields).flatMap((field) => columnOf(field, t) ?? []);
    // A list the company arranges: each item's place and pin (as migration 018 gives projects).
    if (kind.arrangement) {
      columns.push(
        { column: kind.arrangement.place, type: "integer", text: false },
        { column: kind.arrangement.pinned, type: "text", text: false },
      );
    }
    const present = existing.get(kind.name);
    if (!present) {
      let create = db.schema
        .createTable(kind.name)
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
        .addColumn("publish_at", t.time)
        .addColumn("created_at", t.time, (c) => c.notNull())
        .addColumn("updated_at", t.time, (c) => c.notNull())
        .addColumn("deleted_at", t.time);
      if (kind.slug) create = create.addColumn("slug", "text", (c) => c.notNull().defaultTo(""));
      for (const { column, type, text } of columns) {
        create = create.addColumn(column, type, (c) => (text ? c.notNull().defaultTo("") : c));
      }
      await create.execute();
      if (kind.slug) await db.schema.createIndex(`${kind.name}_slug_idx`).on(kind.name).column("slug").unique().execute();
      await db.schema.createIndex(`${kind.name}_by_time`).on(kind.name).columns(["deleted_at", "created_at"]).execute();
      made.push(kind.name);
    } else {
      for (const { column, type, text } of columns) {
        if (present.has(column)) continue;
        await db.schema
          .alterTable(kind.name)
          .addColumn(column, type, (c) => (text ? c.notNull().defaultTo("") : c))
          .execute();
        made.push(`${kind.name}.${column}`);
      }
    }
    if (!existing.has(kind.imagesTable)) {
      await db.schema
        .createTable(kind.imagesTable)
        .addColumn("owner_id", "text", (c) => c.notNull().references(`${kind.name}.id`).onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("image", "text", (c) => c.notNull().references("media.name").onDelete("restrict"))
        .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
        .addPrimaryKeyConstraint(`${kind.imagesTable}_pk`, ["owner_id", "position"])
        .execute();
      made.push(kind.imagesTable);
    }
    for (const field of Object.values(kind.fields)) {
      if (field.type !== "list" || existing.has(field.table)) continue;
      await db.schema
        .createTable(field.table)
        .addColumn(field.owner, "text", (c) => c.notNull().references(`${kind.name}.id`).onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn(field.value, "text", (c) => c.notNull())
        .addPrimaryKeyConstraint(`${field.table}_pk`, [field.owner, "position"])
        .execute();
      made.push(field.table);
    }
  }
  return made;
}
