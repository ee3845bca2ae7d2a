/**
 * The cookies the server sets, each sent back only where it is read (its Path), never to another
 * site's request, never readable by a script:
 * - the sign-in device cookie (auth/device-cookie.ts), to /api/login;
 * - the signed-in administrator's photo pass, to /uploads: the admin keeps its session token for
 *   the API in the page, and an <img> cannot send it, so photos only the trash, the history or a
 *   draft holds reach the admin's screens with this (services/photo-access.ts);
 * - a preview link's photo pass, one per item, to /uploads, for as long as the link works
 *   (domain/previews.ts; the page the link opens sets it).
 */
import { PREVIEW_PASS_NAME, type PreviewKind } from "../../domain/previews";

export const DEVICE_COOKIE = "sign_in_device";
export const MEDIA_COOKIE = "media_session";

/** Every value of a Cookie header by name (the first of a name wins). */
export function cookies(header: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  if (!header || header.length > 8192) return found;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at === -1) continue;
    const name = pair.slice(0, at).trim();
    if (!found.has(name)) found.set(name, pair.slice(at + 1).trim());
  }
  return found;
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  return cookies(header).get(name);
}

function setCookie(name: string, value: string, path: string, maxAgeSeconds: number, sameSite: "Strict" | "Lax", secure: boolean): string {
  return `${name}=${value}; Path=${path}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; HttpOnly; SameSite=${sameSite}${secure ? "; Secure" : ""}`;
}

export function deviceCookieHeader(value: string, maxAgeSeconds: number, secure: boolean): string {
  return setCookie(DEVICE_COOKIE, value, "/api/login", maxAgeSeconds, "Strict", secure);
}

/** The photo pass of a signed-in administrator; an empty one with no age signs it out. */
export function mediaCookieHeader(token: string | null, maxAgeSeconds: number, secure: boolean): string {
  return setCookie(MEDIA_COOKIE, token ?? "", "/uploads", token ? maxAgeSeconds : 0, "Strict", secure);
}

/** The preview passes a request carries: kind, item id and token of each. */
export function previewPasses(header: string | undefined): Array<{ kind: PreviewKind; id: string; token: string }> {
  const passes: Array<{ kind: PreviewKind; id: string; token: string }> = [];
  for (const [name, token] of cookies(header)) {
    const match = PREVIEW_PASS_NAME.exec(name);
    if (match && passes.length < 20) passes.push({ kind: match[1] as PreviewKind, id: match[2]!, token });
  }
  return passes;
}
