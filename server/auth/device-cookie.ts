/**
 * Device cookies (OWASP, "Slow Brute Force Protection Using Device Cookies"): a browser that has
 * signed in to an account gets a cookie naming that account, a random nonce and an HMAC of both.
 * Only the sign-in endpoint reads it (api/auth.ts sends it with Path=/api/login). With a valid one for the account being
 * signed in to, an attempt is limited per device, so a stranger's failures, which lock out
 * untrusted clients, never lock out the owner's own browser. The cookie proves a past sign-in,
 * not who is signing in now: a password is still needed, and a stolen cookie's failures lock out
 * only that cookie.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export interface DeviceCookies {
  /** A new cookie value for a browser that has just signed in to `email`. */
  issue(email: string): string;
  /** The nonce of `value` when it is a valid cookie for `email`, or null. */
  read(value: string | undefined, email: string): string | null;
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
    read(value, email) {
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
