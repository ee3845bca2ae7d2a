/**
 * Device cookies (OWASP, "Slow Brute Force Protection Using Device Cookies"): a browser that has
 * signed in to an account gets a cookie naming that account, a random nonce and an HMAC of both.
 * Only the sign-in endpoint reads it (api/auth.ts sends it with Path=/api/login). With a valid one for the account being
 * signed in to, an attempt is limited per device, so a stranger's failures, which lock out
 * untrusted clients, never lock out the owner's own browser. The cookie proves a past sign-in,
 * not who is signing in now: a password is still needed, and a stolen cookie's failures lock out
 * only that cookie.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** How long a device cookie is honoured, from its issue: as long as the browser keeps it. */
export const DEVICE_COOKIE_LIFETIME_S = 365 * 24 * 60 * 60;

export interface DeviceCookies {
  /**
   * A new cookie value for a browser that has just signed in to `email`, bound to the account's
   * password as it is now (`password`: its stored hash) and to the time of issue.
   */
  issue(email: string, password: string, now?: Date): string;
  /**
   * The nonce of `value` when it is a valid cookie for `email` with the password as it is now, and
   * younger than its lifetime; null otherwise. A new password makes every earlier cookie worthless.
   */
  read(value: string | undefined, email: string, password: string, now?: Date): string | null;
}

function base64url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

/** What a cookie is bound to of the password: a digest of its stored hash, never the hash itself. */
function passwordStamp(passwordHash: string): string {
  return createHash("sha256").update(passwordHash).digest("base64url").slice(0, 22);
}

export function createDeviceCookies(secret: Buffer): DeviceCookies {
  const sign = (login: string, nonce: string, issued: string, password: string) =>
    createHmac("sha256", secret)
      .update(`${login}.${nonce}.${issued}.${passwordStamp(password)}`)
      .digest();
  return {
    issue(email, password, now = new Date()) {
      const login = base64url(email);
      const nonce = randomBytes(16).toString("base64url");
      const issued = String(Math.floor(now.getTime() / 1000));
      return `${login}.${nonce}.${issued}.${sign(login, nonce, issued, password).toString("base64url")}`;
    },
    read(value, email, password, now = new Date()) {
      const match = value ? /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
      if (!match) return null;
      const [, login, nonce, issued, signature] = match as unknown as [string, string, string, string, string];
      const age = now.getTime() / 1000 - Number(issued);
      if (age < -60 || age > DEVICE_COOKIE_LIFETIME_S) return null;
      const expected = sign(login, nonce, issued, password);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return login === base64url(email) ? nonce : null;
    },
  };
}
