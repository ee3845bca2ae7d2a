/**
 * Device cookies (OWASP, "Slow Brute Force Protection Using Device Cookies"): a browser that has
 * signed in to an account gets a cookie naming that account, a random nonce and an HMAC of both.
 * Only the sign-in endpoint reads it (Path=/api/login). With a valid one for the account being
 * signed in to, an attempt is limited per device, so a stranger's failures, which lock out
 * untrusted clients, never lock out the owner's own browser. The cookie proves a past sign-in,
 * not who is signing in now: a password is still needed, and a stolen cookie's failures lock out
 * only that cookie.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const DEVICE_COOKIE = "sign_in_device";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface DeviceCookies {
  /** A new cookie value for a browser that has just signed in to `email`. */
  issue(email: string): string;
  /** The nonce of a valid cookie for `email` in a Cookie header, or null. */
  read(cookieHeader: string | undefined, email: string): string | null;
}

function base64url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

export function createDeviceCookies(secret: Buffer): DeviceCookies {
  const sign = (login: string, nonce: string) => createHmac("sha256", secret).update(`${login}.${nonce}`).digest();
  return {
    issue(email) {
      const login = base64url(email);
      const nonce = randomBytes(16).toString("base64url");
      return `${login}.${nonce}.${sign(login, nonce).toString("base64url")}`;
    },
    read(cookieHeader, email) {
      const value = cookieValue(cookieHeader, DEVICE_COOKIE);
      const match = value ? /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
      if (!match) return null;
      const [, login, nonce, signature] = match as unknown as [string, string, string, string];
      const expected = sign(login, nonce);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return login === base64url(email) ? nonce : null;
    },
  };
}

/** The Set-Cookie value: readable by no script, sent only to the sign-in endpoint, never cross-site. */
export function deviceCookieHeader(value: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${value}; Path=/api/login; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/** The first value of a cookie in a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header || header.length > 8192) return null;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
