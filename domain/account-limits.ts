/**
 * The team's fixed numbers and paths (docs/product.md §6), without zod, so that the public pages a
 * one-time link opens can read them without loading the input rules (domain/account-schemas.ts).
 */

/** The shortest password accepted (the first administrator's and `npm run admin`'s too). */
export const PASSWORD_MIN = 10;

/** How long an invitation's link works, and a reset's. */
export const INVITATION_DAYS = 7;
export const RESET_MINUTES = 60;

/** Where the one-time links open; the secret is after `#`, so it never reaches a server's log. */
export const JOIN_PATH = "/join";
export const RESET_PATH = "/reset-password";

/** "Anantha Builders" → "Anantha Builders'", "Kerala Homes Ltd" → "Kerala Homes Ltd's". */
export function possessive(name: string): string {
  return /s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`;
}

/** Whether passkeys (WebAuthn) can work at this address: a host name, not an IP address, over https or on localhost. */
export function passkeysWorkAt(address: string): boolean {
  const url = new URL(address);
  const ip = /^\d+\.\d+\.\d+\.\d+$/.test(url.hostname) || url.hostname.includes(":") || url.hostname.startsWith("[");
  return !ip && (url.protocol === "https:" || url.hostname === "localhost");
}
