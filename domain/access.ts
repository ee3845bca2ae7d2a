/**
 * A team runs the site (docs/product.md §6): each person has one role, and a role is a set of
 * permissions. The permissions are data: migration 019 writes these defaults into `role_permissions`,
 * and the server reads a person's permissions from there at each request. The code names what
 * each operation needs (a route's access, a kind's declared access); it never asks for a role.
 */
import type { Locale } from "./locales";

export const PERMISSIONS = [
  /** The admin's lists, items and dashboard: every role reads the content. */
  "content.read",
  /** Projects, gallery items and posts: create, edit, publish, arrange, upload photos, move to the trash. */
  "content.write",
  /** The site's own sections (company details, home page, services…). */
  "site.write",
  /** The trash: restore or delete forever. */
  "trash.manage",
  /** The saves an item or a section keeps (History). */
  "history.read",
  /** The enquiries inbox, its reply templates and its notifications. */
  "enquiries.manage",
  /** The Activity page: who changed what, and the sign-ins. */
  "activity.read",
  /** Accounts: invite, change roles, disable, remove, make reset links, require a second step. */
  "accounts.manage",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ["owner", "editor", "sales"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", editor: "Editor", sales: "Sales" };

/** What each role may do, in the words the accounts page shows beside it. */
export const ROLE_SUMMARIES: Record<Role, string> = {
  owner: "Everything, accounts included.",
  editor: "Projects, gallery, blog, site content, trash, history and activity.",
  sales: "The enquiries inbox; reads the content.",
};

/** The permissions a new site's roles start with (migration 019 writes them into the database). */
export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  editor: ["content.read", "content.write", "site.write", "trash.manage", "history.read", "activity.read"],
  sales: ["content.read", "enquiries.manage"],
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === "string" && (PERMISSIONS as readonly string[]).includes(value);
}

/** The answer of a call the person's role does not allow (403). */
export function forbiddenMessage(role: Role): string {
  return `Your role (${ROLE_LABELS[role]}) does not allow this. Ask the site's owner if you need it.`;
}

/** Who is signed in, as the admin area knows them (GET /api/session). */
export interface SignedInPerson {
  id: string;
  email: string;
  name: string;
  role: Role;
  permissions: Permission[];
  /** The language they read the admin area in, their own choice (docs/product.md §11). */
  language: Locale;
}

/** What a signed-in person may do: `can(person, "enquiries.manage")`. */
export function can(person: { permissions: readonly string[] } | null | undefined, permission: Permission): boolean {
  return !!person && person.permissions.includes(permission);
}
