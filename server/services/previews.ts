/**
 * Preview links (issue #17): a signed-in administrator asks for one, and the page of a draft or a
 * scheduled item opens with it for a day, as it will look, never kept by a cache and never indexed.
 * The link carries its expiry and an HMAC of the item and that expiry, with a key the server keeps.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { DB } from "../db/database";
import { serverSecret } from "../auth/server-secrets";
import { PREVIEW_TOKEN, type PreviewKind } from "../../domain/previews";

export const PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type { PreviewKind };

export function createPreviews(db: DB, clock: () => Date) {
  let key: Promise<Buffer> | undefined;
  const secret = () => (key ??= serverSecret(db, "preview-links"));
  const sign = async (kind: PreviewKind, id: string, expires: number) =>
    createHmac("sha256", await secret())
      .update(`${kind}:${id}:${expires}`)
      .digest("base64url");

  return {
    /** A token for the item's page, and when it stops working. */
    async token(kind: PreviewKind, id: string): Promise<{ token: string; expiresAt: string }> {
      const expires = Math.floor((clock().getTime() + PREVIEW_LIFETIME_MS) / 1000);
      return { token: `${expires}.${await sign(kind, id, expires)}`, expiresAt: new Date(expires * 1000).toISOString() };
    },
    /** Whether `token` opens the item's preview now. */
    async check(kind: PreviewKind, id: string, token: string): Promise<boolean> {
      // Only the form the server writes: no leading zero, no padding, nothing around it.
      const match = PREVIEW_TOKEN.exec(token);
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires * 1000 <= clock().getTime()) return false;
      const expected = Buffer.from(await sign(kind, id, expires));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type Previews = ReturnType<typeof createPreviews>;
