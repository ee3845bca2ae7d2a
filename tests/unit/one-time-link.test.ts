import { describe, expect, it } from "vitest";
import { checkNewPassword, PASSWORD_MIN, tokenFromHash } from "../../app/lib/one-time-link";

const TOKEN = "a".repeat(20) + "B_-" + "9".repeat(20);

describe("the one-time links' pages", () => {
  it("read a whole token from the fragment, and nothing cut short", () => {
    expect(tokenFromHash(`#${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(TOKEN)).toBe(TOKEN);
    for (const hash of ["", "#", `#${TOKEN.slice(1)}`, `#${TOKEN}x`, `#${TOKEN.slice(1)}!`]) expect(tokenFromHash(hash)).toBeNull();
  });

  it("catch a short password and a confirmation that differs before sending", () => {
    expect(checkNewPassword("", "")).toEqual({ password: "Choose a password" });
    expect(checkNewPassword("short", "short")).toEqual({ password: `Use at least ${PASSWORD_MIN} characters` });
    expect(checkNewPassword("long enough password", "long enough passw0rd")).toEqual({ confirm: "The two passwords are not the same" });
    expect(checkNewPassword("long enough password", "long enough password")).toEqual({});
  });
});
