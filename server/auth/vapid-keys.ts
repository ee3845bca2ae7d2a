/**
 * The server's VAPID key pair (RFC 8292): push services take a notification only when it is signed
 * with the key a browser subscribed with, so the pair is made once, at the first start, and kept
 * in the database with the other server secrets (every process and every restart, and a backup
 * restored, sign with the same one). The public key goes to the admin's browser; the private key
 * is never logged and never sent.
 */
import webpush from "web-push";
import type { DB } from "../db/database";

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url: the browser's `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

const NAME = "push-vapid";

export async function vapidKeys(db: DB): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  // Whoever inserts first wins; everyone reads the same row afterwards.
  await db
    .insertInto("server_secrets")
    .values({ name: NAME, value: JSON.stringify(made), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_secrets").select("value").where("name", "=", NAME).executeTakeFirstOrThrow();
  const keys = JSON.parse(row.value) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
