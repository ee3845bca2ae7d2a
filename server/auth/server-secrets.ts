/**
 * Keys the server makes for itself, once, and keeps in the database (so every process and every
 * restart signs with the same one). Never logged, never sent.
 */
import { randomBytes } from "node:crypto";
import type { DB } from "../db/database";

export async function serverSecret(db: DB, name: string): Promise<Buffer> {
  // Whoever inserts first wins; everyone reads the same row afterwards.
  await db
    .insertInto("server_secrets")
    .values({ name, value: randomBytes(32).toString("base64"), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64");
}
