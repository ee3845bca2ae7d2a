import { beforeAll, describe, expect, it } from "vitest";
import { ROLE_LABELS, ROLE_SUMMARIES, ROLES, type Role } from "../../domain/access";
import { TRANSLATED_LOCALES } from "../../domain/locales";
import { SECTION_INFO } from "../../domain/site-content";
import { describeDevice } from "../../domain/user-agent";
import {
  ACCOUNT_LINK,
  ADMIN_LABEL,
  CREATE_LINKS,
  DRAWER_LINKS,
  SIDE_LINKS,
  SITE_LINKS,
  TEAM_LINKS,
  type AdminLink,
} from "../../app/components/admin/admin-nav";
import { deviceName, ROLE_LABEL_TEXTS, ROLE_SUMMARY_TEXTS, roleLabel, roleSummary } from "../../app/lib/team-labels";
import { loadAdminTexts } from "../../app/i18n/admin-texts";

// The admin's Malayalam and Tamil texts are a module of their own, loaded when the admin needs them.
beforeAll(() => Promise.all([loadAdminTexts("ml"), loadAdminTexts("ta")]));

// The admin's language (docs/product.md §11): a role, a menu link or a section declared in English
// must have its Malayalam and Tamil, and say in English exactly what it declares.

describe("the roles' names and summaries", () => {
  const declared = Object.keys(ROLE_LABELS) as Role[];

  it("covers every declared role", () => {
    expect(declared.sort()).toEqual([...ROLES].sort());
    expect(Object.keys(ROLE_LABEL_TEXTS).sort()).toEqual(declared);
    expect(Object.keys(ROLE_SUMMARY_TEXTS).sort()).toEqual((Object.keys(ROLE_SUMMARIES) as Role[]).sort());
  });

  it.each(declared)("%s says in English what domain/access.ts declares", (role) => {
    expect(roleLabel("en", role)).toBe(ROLE_LABELS[role]);
    expect(roleSummary("en", role)).toBe(ROLE_SUMMARIES[role]);
  });

  it.each(declared)("%s is translated into Malayalam and Tamil", (role) => {
    for (const locale of TRANSLATED_LOCALES) {
      expect(roleLabel(locale, role)).not.toBe(ROLE_LABELS[role]);
      expect(roleSummary(locale, role)).not.toBe(ROLE_SUMMARIES[role]);
    }
  });
});

describe("the admin menu's links", () => {
  const links: AdminLink[] = [...SIDE_LINKS, ...CREATE_LINKS, ...SITE_LINKS, ...DRAWER_LINKS, ...TEAM_LINKS, ACCOUNT_LINK];
  const byPath = [...new Map(links.map((link) => [link.to, link])).values()];

  it.each(byPath.map((link) => [link.to, link] as const))("%s says its English label in English, and is translated", (_to, link) => {
    expect(link.text("en")).toBe(link.label);
    for (const locale of TRANSLATED_LOCALES) expect(link.text(locale)).not.toBe(link.label);
  });

  it("names the site's sections as SECTION_INFO does", () => {
    expect(SITE_LINKS.map((link) => link.text("en"))).toEqual(
      SITE_LINKS.map((link) => SECTION_INFO[link.to.replace("/site/", "") as keyof typeof SECTION_INFO].title),
    );
  });

  it("keeps the fixed administrator label", () => {
    expect(ADMIN_LABEL("en")).toBe("Administrator");
    for (const locale of TRANSLATED_LOCALES) expect(ADMIN_LABEL(locale)).not.toBe("Administrator");
  });
});

describe("a session's device", () => {
  const agents = [
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
    "curl/8.5.0",
    "",
    null,
  ];

  it.each(agents)("reads in English as describeDevice says (%s)", (agent) => {
    expect(deviceName("en", agent)).toBe(describeDevice(agent));
  });

  it("is named in Malayalam and Tamil", () => {
    for (const locale of TRANSLATED_LOCALES) {
      expect(deviceName(locale, agents[0])).toContain("Chrome");
      expect(deviceName(locale, agents[0])).toContain("Android");
      expect(deviceName(locale, agents[0])).not.toBe(describeDevice(agents[0]));
      expect(deviceName(locale, agents[2])).not.toBe(describeDevice(agents[2]));
      expect(deviceName(locale, null)).not.toBe(describeDevice(null));
    }
  });
});
