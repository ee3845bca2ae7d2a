/**
 * The sign-in device cookie (server/auth/device-cookie.ts): honoured for the account and password
 * it was issued under, for a year; a new password, another account, a year gone or a changed
 * byte make it worthless.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createDeviceCookies, DEVICE_COOKIE_LIFETIME_S } from "../../server/auth/device-cookie";

const cookies = createDeviceCookies(randomBytes(32));
const issuedAt = new Date("2026-01-10T10:00:00Z");
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe("a device cookie", () => {
  const value = cookies.issue("owner@site.test", "$scrypt$old-hash", issuedAt);

  it("is honoured for its account and password within a year", () => {
    expect(cookies.read(value, "owner@site.test", "$scrypt$old-hash", later(60))).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookies.read(value, "owner@site.test", "$scrypt$old-hash", later(DEVICE_COOKIE_LIFETIME_S - 60))).not.toBeNull();
  });

  it("ends with a new password, another account, its year, or any change to it", () => {
    expect(cookies.read(value, "owner@site.test", "$scrypt$new-hash", later(60))).toBeNull();
    expect(cookies.read(value, "other@site.test", "$scrypt$old-hash", later(60))).toBeNull();
    expect(cookies.read(value, "owner@site.test", "$scrypt$old-hash", later(DEVICE_COOKIE_LIFETIME_S + 60))).toBeNull();
    const [login, nonce, issued, signature] = value.split(".");
    expect(
      cookies.read(`${login}.${nonce}.${Number(issued) + 86_400}.${signature}`, "owner@site.test", "$scrypt$old-hash", later(60)),
    ).toBeNull();
    expect(cookies.read(`${login}.${nonce}.${signature}`, "owner@site.test", "$scrypt$old-hash", later(60))).toBeNull();
  });
});
