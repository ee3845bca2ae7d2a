import type { Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * The images a process is placing: written before their files, removed once the write that uses
 * them has committed or failed. Another process's sweep and collection leave these images alone
 * while the process that placed them lives (media/store.ts), so two server processes sharing the
 * uploads never delete what the other is about to commit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("placing_files")
    .addColumn("image", "text", (c) => c.notNull())
    // One running media store: a random id, the machine it runs on, its process id.
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("pid", "integer", (c) => c.notNull())
    .addColumn("at", t.time, (c) => c.notNull())
    .addPrimaryKeyConstraint("placing_files_pk", ["image", "holder"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("placing_files").execute();
}
