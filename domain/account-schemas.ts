/**
 * The input rules of the team's accounts (docs/product.md §6): invitations, joining, password resets,
 * roles and a person's own name. Shared by the server's calls and the admin's forms.
 */
import { ROLES, type Role } from "./access";
import { LOCALES, type Locale } from "./locales";
import { z } from "./zod";

import { PASSWORD_MIN } from "./account-limits";

export { INVITATION_DAYS, JOIN_PATH, PASSWORD_MIN, RESET_MINUTES, RESET_PATH } from "./account-limits";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .email("Enter a valid email address")
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: "Choose a password" })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(1024, "Password is too long");

const name = z
  .string({ error: "Your name is required" })
  .trim()
  .min(1, "Your name is required")
  .max(80, "Keep the name under 80 characters");

/** A one-time link's secret: 43 characters of base64url (32 bytes). */
export const accountToken = z.string({ error: "The link is incomplete" }).regex(/^[A-Za-z0-9_-]{43}$/, "The link is incomplete");

const role = z.enum(ROLES as unknown as [Role, ...Role[]], { error: () => "Choose Owner, Editor or Sales" });

export const inviteSchema = z.object({ email, role });
export const joinSchema = z.object({ token: accountToken, name, password: newPassword });
export const tokenSchema = z.object({ token: accountToken });
export const forgotSchema = z.object({ email });
export const resetSchema = z.object({ token: accountToken, password: newPassword });
export const accountChangeSchema = z
  .object({ role: role.optional(), disabled: z.boolean({ error: "disabled must be true or false" }).optional() })
  .refine((value) => value.role !== undefined || value.disabled !== undefined, "Send a role or disabled");
export const profileSchema = z.object({ name });
export const passwordChangeSchema = z.object({
  current: z.string({ error: "Enter your current password" }).min(1, "Enter your current password").max(1024, "Password is too long"),
  password: newPassword,
});
export const revokeInvitationSchema = z.object({ email });

export type InviteInput = z.infer<typeof inviteSchema>;
export type JoinInput = z.infer<typeof joinSchema>;
export type AccountChange = z.infer<typeof accountChangeSchema>;

/** One account, as the accounts page lists it. */
export interface AccountSummary {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
  /** When any of its sessions was last used; null when it has none. */
  lastSeenAt: string | null;
  sessions: number;
  /** Whether an authenticator app is on. */
  totp: boolean;
  /** How many passkeys the account has. */
  passkeys: number;
}

/** An invitation not yet accepted. */
export interface PendingInvitation {
  email: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
  invitedBy: string | null;
}

/** The language a person reads the admin area in. */
export const languageSchema = z.object({
  language: z.enum(LOCALES as unknown as [Locale, ...Locale[]], { error: () => "Choose English, Malayalam or Tamil" }),
});
