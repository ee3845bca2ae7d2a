/** Reads the site's SQLite file directly, read-only, as an operator would after a crash. */
import Database from "better-sqlite3";

/** Problems `PRAGMA integrity_check` and `PRAGMA foreign_key_check` report; empty when sound. */
export function checkDatabase(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    const foreignKeys = db.pragma("foreign_key_check") as unknown[];
    const problems: string[] = [];
    if (integrity !== "ok") problems.push(`integrity_check: ${String(integrity)}`);
    if (foreignKeys.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(foreignKeys.slice(0, 5))}`);
    return problems;
  } finally {
    db.close();
  }
}

/** The names of the images the database knows, sorted. */
export function mediaNames(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT name FROM media ORDER BY name").all() as Array<{ name: string }>).map((r) => r.name);
  } finally {
    db.close();
  }
}

/**
 * Every image a row of the database references: the items' photos and covers, the site's
 * sections, and what the trash and the kept versions of items hold on to (issue #17).
 */
export function referencedInDatabase(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT image AS name FROM project_images UNION SELECT image FROM blog_images UNION SELECT image FROM gallery_images
         UNION SELECT cover_image FROM projects WHERE cover_image IS NOT NULL UNION SELECT image FROM site_images
         UNION SELECT image FROM item_version_images ORDER BY name`,
      )
      .all() as Array<{ name: string }>;
    return rows.map((r) => r.name);
  } finally {
    db.close();
  }
}
