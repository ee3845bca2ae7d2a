/**
 * The team's words that domain/ declares in English, in the admin's language (docs/product.md §6,
 * §11): each role's name and what it may do (domain/access.ts), and a session's device ("Chrome on
 * Android", domain/user-agent.ts). Used by the admin and by the sign-in pages (an invitation names
 * its role), so kept light: no admin code.
 */
import { ROLE_LABELS, ROLE_SUMMARIES, type Role } from "../../domain/access";
import type { Locale } from "../../domain/locales";
import { describeDevice, parseUserAgent } from "../../domain/user-agent";
import * as m from "../i18n/messages";

type Text = (locale: Locale) => string;

/** A role's name, by its key: "Owner", "ഉടമ", "உரிமையாளர்". */
export const ROLE_LABEL_TEXTS: Readonly<Record<Role, Text>> = {
  owner: m.adminTeamRoleOwner,
  editor: m.adminTeamRoleEditor,
  sales: m.adminTeamRoleSales,
};

/** What a role may do, in the words the accounts page shows beside it. */
export const ROLE_SUMMARY_TEXTS: Readonly<Record<Role, Text>> = {
  owner: m.adminTeamRoleOwnerSummary,
  editor: m.adminTeamRoleEditorSummary,
  sales: m.adminTeamRoleSalesSummary,
};

/** The role's name in `locale`; the declared English if it has no message. */
export function roleLabel(locale: Locale, role: Role): string {
  const text = ROLE_LABEL_TEXTS[role] as Text | undefined;
  return text ? text(locale) : ROLE_LABELS[role];
}

/** What the role may do, in `locale`; the declared English if it has no message. */
export function roleSummary(locale: Locale, role: Role): string {
  const text = ROLE_SUMMARY_TEXTS[role] as Text | undefined;
  return text ? text(locale) : ROLE_SUMMARIES[role];
}

/** A session's device in words: describeDevice's English ("Chrome on Android"), or the same in `locale`. */
export function deviceName(locale: Locale, userAgent: string | null | undefined): string {
  if (locale === "en") return describeDevice(userAgent);
  const { browser, system } = parseUserAgent(userAgent);
  if (browser && system) return m.adminTeamDeviceBrowserOn(locale, { browser, system });
  if (browser) return browser;
  if (system) return m.adminTeamDeviceOn(locale, { system });
  return m.adminTeamDeviceUnknown(locale);
}
