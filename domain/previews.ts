/**
 * A preview link's photo pass: the page a link opens sets it, and the photos of that item, seen
 * by no one else while it is a draft, a schedule or in the trash, reach the link's holder with it
 * until the link expires (server/services/photo-access.ts). One cookie per item, sent only with
 * requests for photos, never readable by a script.
 */
/** A kind of item's name (domain/kinds): lower-case letters. */
export type PreviewKind = string;

export const PREVIEW_PASS_NAME = /^preview_([a-z]{1,40})_([A-Za-z0-9_-]{1,80})$/;

/** A link's token: its expiry in seconds since 1970, a dot, and its signature. */
export const PREVIEW_TOKEN = /^([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

/** The Set-Cookie header of an item's pass; null when the token cannot be a link's or has expired. */
export function previewPassCookie(kind: PreviewKind, id: string, token: string, now: Date, secure: boolean): string | null {
  const expires = PREVIEW_TOKEN.exec(token)?.[1];
  const name = `preview_${kind}_${id}`;
  if (!expires || !PREVIEW_PASS_NAME.test(name)) return null;
  const maxAge = Math.floor(Number(expires) - now.getTime() / 1000);
  if (maxAge <= 0) return null;
  return `${name}=${token}; Path=/uploads; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
