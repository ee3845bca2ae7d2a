import type { Kysely } from "kysely";
import { columnTypes } from "../dialect";

/** Projects, blogs with tags, gallery items, the ordered images of each, admins and sessions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("media")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("placeholder", "text", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("projects")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("location", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cover_image", "text", (c) => c.references("media.name").onDelete("restrict"))
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addColumn("updated_at", t.time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("blogs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addColumn("updated_at", t.time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("blog_tags")
    .addColumn("blog_id", "text", (c) => c.notNull().references("blogs.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("tag", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("blog_tags_pk", ["blog_id", "position"])
    .execute();

  await db.schema
    .createTable("galleries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addColumn("updated_at", t.time, (c) => c.notNull())
    .execute();

  for (const [table, owner] of [
    ["project_images", "projects"],
    ["blog_images", "blogs"],
    ["gallery_images", "galleries"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn("owner_id", "text", (c) => c.notNull().references(`${owner}.id`).onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("image", "text", (c) => c.notNull().references("media.name").onDelete("restrict"))
      .addPrimaryKeyConstraint(`${table}_pk`, ["owner_id", "position"])
      .execute();
    await db.schema.createIndex(`${table}_image_idx`).on(table).column("image").execute();
  }

  for (const table of ["projects", "blogs", "galleries"]) {
    await db.schema.createIndex(`${table}_created_idx`).on(table).columns(["created_at", "id"]).execute();
  }
  await db.schema.createIndex("projects_cover_idx").on("projects").column("cover_image").execute();

  await db.schema
    .createTable("admin_users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addColumn("updated_at", t.time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addColumn("last_seen_at", t.time, (c) => c.notNull())
    .addColumn("expires_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "sessions",
    "admin_users",
    "gallery_images",
    "blog_images",
    "project_images",
    "galleries",
    "blog_tags",
    "blogs",
    "projects",
    "media",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
