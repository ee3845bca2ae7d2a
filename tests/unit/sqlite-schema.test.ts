/**
 * The SQLite schema a new site gets, pinned: every table, index and column as SQLite records them
 * after the numbered migrations and the kinds' own tables. The migrations also describe the
 * PostgreSQL schema (issue #31); whatever they learn for it must leave a SQLite site's schema as
 * it was, byte for byte, since sites made by earlier releases have exactly this one.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { ITEM_KINDS } from "../../domain/kinds";
import { loose, migrateToLatest, openDatabase } from "../../server/db/database";
import { ensureKindTables } from "../../server/db/kind-tables";

const dir = await mkdtemp(path.join(tmpdir(), "schema-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

it("is the same after the migrations and the kinds' tables", async () => {
  const database = openDatabase(path.join(dir, "site.db"));
  try {
    await migrateToLatest(database.db);
    await ensureKindTables(loose(database.db), ITEM_KINDS);
    const rows = database.sqlite
      .prepare("select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%' order by type, name")
      .all() as Array<{ type: string; name: string; tbl_name: string; sql: string | null }>;
    const schema = rows.map((row) => `-- ${row.type} ${row.name} on ${row.tbl_name}\n${row.sql ?? "(automatic)"};\n`).join("\n");
    await expect(schema).toMatchFileSnapshot("./__snapshots__/sqlite-schema.sql");
  } finally {
    await database.close();
  }
});
