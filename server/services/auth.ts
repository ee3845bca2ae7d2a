/**
 * The team's accounts and their sessions (docs/architecture.md §6). Tokens are 32 random bytes, stored only as
 * their SHA-256, with an idle and an absolute expiry. Sign-in attempts are limited before the
 * password is checked (auth/sign-in-limits.ts), per device for browsers that signed in before
 * (auth/device-cookie.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { isPermission, isRole, type Permission, type Role, type SignedInPerson } from "../../domain/access";
import { DEFAULT_LOCALE, isLocale } from "../../domain/locales";
import { MESSAGES } from "../../domain/messages";
import type { LoginInput } from "../../domain/schemas";
import { createDeviceCookies, type DeviceCookies } from "../auth/device-cookie";
import { dummyHash, hashPassword, passwordChecks, verifyPassword } from "../auth/password";
import { serverSecret } from "../auth/server-secrets";
import { LIMIT_POLICIES, SignInLimits, type LimitKey } from "../auth/sign-in-limits";
import type { DB } from "../db/database";
import { Invalid, TooManyRequests, Unauthorized } from "../errors";
import { recordAccountEvent } from "./account-events";
import { newId } from "./ids";

export const SESSION_IDLE_MS = 3 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 1000;

/** A signed-in person: who they are, their role and what it allows (read from `role_permissions`). */
export type Admin = SignedInPerson;

/** The message of a disabled account's correct password. */
export const DISABLED_MESSAGE = "This account has been disabled. Ask the site's owner.";
/** How much of a browser's User-Agent a session keeps. */
const USER_AGENT_CHARS = 300;

/** Who is signing in, as far as the server can tell. */
export interface SignInClient {
  /** The client's address (the socket's, or the one a trusted proxy names). */
  address: string;
  /** This browser's device cookie, if it sent one (auth/device-cookie.ts). */
  deviceCookie?: string;
  /** The browser's User-Agent, which the person's session list shows. */
  userAgent?: string;
}

/** One of a person's sessions, as their Sessions list shows it. */
export interface SessionInfo {
  id: string;
  userAgent: string | null;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session this request was made with. */
  current: boolean;
}

export interface SignedIn {
  token: string;
  /** A new device cookie value for the browser that signed in (device-cookie.ts). */
  deviceCookie: string;
}

/** How a secret token is stored: its SHA-256 (sessions, one-time links). */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const accountKey = (email: string) => `email:${email}`;

function tooManyAttempts(seconds: number): TooManyRequests {
  const minutes = Math.ceil(seconds / 60);
  return new TooManyRequests(`Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, seconds);
}

/** What `role` may do, from the database (domain/access.ts). */
export async function permissionsOf(db: DB, role: string): Promise<Permission[]> {
  const rows = await db.selectFrom("role_permissions").select("permission").where("role", "=", role).execute();
  return rows.map((row) => row.permission).filter(isPermission);
}

/** The name a person goes by where the team sees it: their name, or their e-mail until they give one. */
export function displayName(user: { name: string; email: string }): string {
  return user.name.trim() || user.email;
}

/** What a correct password answers when a second step must follow (services/second-step.ts). */
export interface SecondStepTicket {
  secondStep: { ticket: string; setup: boolean };
  deviceCookie: string;
}

export interface AuthOptions {
  /** After a correct password: a ticket when the account must take a second step, else null. */
  secondStep?(
    user: { id: string; totp_enabled_at: string | null },
    client: SignInClient,
  ): Promise<{ secondStep: SecondStepTicket["secondStep"] } | null>;
}

export function createAuthService(db: DB, clock: () => Date = () => new Date(), options: AuthOptions = {}) {
  const limits = new SignInLimits(db);
  let devices: Promise<DeviceCookies> | null = null;
  const deviceCookies = () => (devices ??= serverSecret(db, "device-cookie").then(createDeviceCookies));

  /**
   * A browser with a valid device cookie for this account is limited on its own (OWASP's
   * device cookies); any other client by the account, for untrusted clients, and by its address.
   */
  function limitsFor(email: string, client: SignInClient, device: string | null): LimitKey[] {
    if (device) return [{ key: `device:${device}`, policy: LIMIT_POLICIES.device, onSuccess: "clear" }];
    return [
      { key: accountKey(email), policy: LIMIT_POLICIES.account, onSuccess: "clear" },
      { key: `address:${client.address}`, policy: LIMIT_POLICIES.address, onSuccess: "give-back" },
    ];
  }

  /**
   * Signing in, cheapest refusal first: a key that must wait answers 429 from one read; a crowd
   * beyond what the password checks can take answers 503 before any write; then the attempt
   * takes its place in the limits (429 if a parallel attempt took the last one) and is checked.
   */
  async function login(input: LoginInput, client: SignInClient): Promise<SignedIn | SecondStepTicket> {
    const email = normaliseEmail(input.email);
    const cookies = await deviceCookies();
    // A device cookie is honoured with the password it was issued under (a reset ends it).
    const account = client.deviceCookie
      ? await db.selectFrom("admin_users").select("password_hash").where("email", "=", email).executeTakeFirst()
      : undefined;
    const keys = limitsFor(email, client, account ? cookies.read(client.deviceCookie, email, account.password_hash, clock()) : null);
    const wait = await limits.waiting(keys);
    if (wait > 0) throw tooManyAttempts(wait);
    const done = passwordChecks.admit();
    try {
      const taken = await limits.take(keys);
      if (!taken.ok) throw tooManyAttempts(taken.retryAfterSeconds);
      let user:
        | { id: string; email: string; name: string; password_hash: string; disabled_at: string | null; totp_enabled_at: string | null }
        | undefined;
      let ok: boolean;
      try {
        user = await db
          .selectFrom("admin_users")
          .select(["id", "email", "name", "password_hash", "disabled_at", "totp_enabled_at"])
          .where("email", "=", email)
          .executeTakeFirst();
        // An unknown email is checked against a dummy hash: the same answer in about the same time.
        ok = await verifyPassword(input.password, user?.password_hash ?? (await dummyHash()));
      } catch (error) {
        // Never judged (the check failed): the attempt is not counted.
        await taken.attempt.withdrawn();
        throw error;
      }
      // A failure stays counted: its place was taken before the check.
      if (!user || !ok) {
        await recordAccountEvent(
          db,
          {
            action: "sign-in-failed",
            actor: { id: null, name: "Someone" },
            subject: { id: user?.id ?? null, name: email },
            address: client.address,
          },
          clock(),
        );
        throw new Unauthorized(MESSAGES.invalidLogin);
      }
      if (user.disabled_at) {
        await recordAccountEvent(
          db,
          {
            action: "sign-in-failed",
            actor: { id: null, name: "Someone" },
            subject: { id: user.id, name: displayName(user) },
            detail: "disabled",
            address: client.address,
          },
          clock(),
        );
        throw new Unauthorized(DISABLED_MESSAGE);
      }
      await taken.attempt.succeeded();
      const deviceCookie = cookies.issue(email, user.password_hash, clock());
      // The password was right; a second step may still be due (services/second-step.ts).
      const ticket = await options.secondStep?.(user, client);
      if (ticket) return { ...ticket, deviceCookie };
      const session = await openSession(user, client);
      await recordAccountEvent(
        db,
        { action: "signed-in", actor: { id: user.id, name: displayName(user) }, address: client.address },
        clock(),
      );
      return { ...session, deviceCookie };
    } finally {
      done();
    }
  }

  /** A new session for `user`, opened from `client`; the token is answered once and kept only as its hash. */
  async function openSession(user: { id: string }, client: SignInClient): Promise<{ token: string }> {
    const token = randomBytes(32).toString("base64url");
    const now = Date.now();
    await db
      .insertInto("sessions")
      .values({
        token_hash: tokenHash(token),
        id: randomBytes(12).toString("hex"),
        user_id: user.id,
        created_at: new Date(now).toISOString(),
        last_seen_at: new Date(now).toISOString(),
        expires_at: new Date(now + SESSION_ABSOLUTE_MS).toISOString(),
        user_agent: client.userAgent?.slice(0, USER_AGENT_CHARS) ?? null,
        address: client.address.slice(0, 64),
      })
      .execute();
    return { token };
  }

  /** The person a token belongs to, or null when it is unknown, revoked, expired or their account disabled. */
  async function authenticate(token: string): Promise<Admin | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const hash = tokenHash(token);
    const row = await db
      .selectFrom("sessions")
      .innerJoin("admin_users", "admin_users.id", "sessions.user_id")
      .select([
        "admin_users.id",
        "admin_users.email",
        "admin_users.name",
        "admin_users.role",
        "admin_users.language",
        "admin_users.disabled_at",
        "sessions.last_seen_at",
        "sessions.expires_at",
      ])
      .where("sessions.token_hash", "=", hash)
      .executeTakeFirst();
    if (!row || row.disabled_at || !isRole(row.role)) return null;
    const now = Date.now();
    const lastSeen = Date.parse(row.last_seen_at);
    if (now > Date.parse(row.expires_at) || now > lastSeen + SESSION_IDLE_MS) {
      await db.deleteFrom("sessions").where("token_hash", "=", hash).execute();
      return null;
    }
    if (now - lastSeen > TOUCH_EVERY_MS) {
      await db
        .updateTable("sessions")
        .set({ last_seen_at: new Date(now).toISOString() })
        .where("token_hash", "=", hash)
        .execute();
    }
    return {
      id: row.id,
      email: row.email,
      name: displayName(row),
      role: row.role,
      permissions: await permissionsOf(db, row.role),
      language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
    };
  }

  async function logout(token: string): Promise<void> {
    await db.deleteFrom("sessions").where("token_hash", "=", tokenHash(token)).execute();
  }

  /**
   * A signed-in person proves it is still them before changing how they sign in (their password, a
   * passkey, an authenticator app): their current password, limited like a sign-in (per account),
   * a wrong one recorded. A stolen session alone cannot add a way in.
   */
  async function confirmPassword(user: { id: string; name: string }, password: string, address: string): Promise<void> {
    const keys: LimitKey[] = [{ key: `password:${user.id}`, policy: LIMIT_POLICIES.account, onSuccess: "clear" }];
    const taken = await limits.take(keys);
    if (!taken.ok) throw tooManyAttempts(taken.retryAfterSeconds);
    const done = passwordChecks.admit();
    try {
      const row = await db.selectFrom("admin_users").select("password_hash").where("id", "=", user.id).executeTakeFirst();
      if (!row || !(await verifyPassword(password, row.password_hash))) {
        await recordAccountEvent(
          db,
          { action: "sign-in-failed", actor: { id: user.id, name: user.name }, detail: "wrong current password", address },
          clock(),
        );
        throw new Invalid({ current: "That is not your current password." });
      }
      await taken.attempt.succeeded();
    } finally {
      done();
    }
  }

  /** Where `userId` is signed in, the most recently used first. */
  async function sessionsOf(userId: string, currentToken: string | null): Promise<SessionInfo[]> {
    const current = currentToken ? tokenHash(currentToken) : null;
    const rows = await db
      .selectFrom("sessions")
      .select(["id", "token_hash", "user_agent", "address", "created_at", "last_seen_at"])
      .where("user_id", "=", userId)
      .orderBy("last_seen_at", "desc")
      .execute();
    return rows.map((row) => ({
      id: row.id ?? "",
      userAgent: row.user_agent,
      address: row.address,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      current: row.token_hash === current,
    }));
  }

  /** Ends one of `userId`'s sessions; false when they have none by that id. */
  async function endSession(userId: string, sessionId: string): Promise<boolean> {
    const result = await db.deleteFrom("sessions").where("user_id", "=", userId).where("id", "=", sessionId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Ends every session of `userId` but the one `keepToken` opened; how many ended. */
  async function endOtherSessions(userId: string, keepToken: string): Promise<number> {
    const result = await db
      .deleteFrom("sessions")
      .where("user_id", "=", userId)
      .where("token_hash", "!=", tokenHash(keepToken))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * For whoever holds the server (`npm run admin`, the first start): creates an owner, or sets an
   * account's password and lets it in again (enabled, its authenticator app off). A new password revokes every session, and
   * the remembered devices with it (a device cookie is honoured only with the password it was
   * issued under).
   */
  async function setAdmin(emailInput: string, password: string): Promise<"created" | "updated"> {
    const email = normaliseEmail(emailInput);
    const hash = await hashPassword(password);
    const now = clock().toISOString();
    const existing = await db.selectFrom("admin_users").select("id").where("email", "=", email).executeTakeFirst();
    if (existing) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("admin_users")
          // Whoever holds the server gets the account back even from a lost phone: its
          // authenticator app is turned off too (set up again at the next sign-in if required).
          .set({ password_hash: hash, updated_at: now, disabled_at: null, totp_secret: null, totp_enabled_at: null, totp_last_step: null })
          .where("id", "=", existing.id)
          .execute();
        await trx.deleteFrom("recovery_codes").where("user_id", "=", existing.id).execute();
        // …and every other way in: passkeys, and second steps still pending.
        await trx.deleteFrom("passkeys").where("user_id", "=", existing.id).execute();
        await trx.deleteFrom("sign_in_tickets").where("user_id", "=", existing.id).execute();
        await trx.deleteFrom("sessions").where("user_id", "=", existing.id).execute();
      });
      // A new password lets its owner in at once, from any browser.
      await limits.clear(accountKey(email));
      return "updated";
    }
    const role: Role = "owner";
    await db
      .insertInto("admin_users")
      .values({ id: newId(), email, password_hash: hash, role, created_at: now, updated_at: now })
      .execute();
    return "created";
  }

  async function adminCount(): Promise<number> {
    const row = await db
      .selectFrom("admin_users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function purgeExpired(): Promise<void> {
    const now = clock();
    await db
      .deleteFrom("sessions")
      .where((eb) =>
        eb.or([eb("expires_at", "<", now.toISOString()), eb("last_seen_at", "<", new Date(now.getTime() - SESSION_IDLE_MS).toISOString())]),
      )
      .execute();
  }

  return {
    login,
    openSession,
    /** After a proven identity (a password, an invitation): the second step if one is due, else a session. */
    async admit(
      user: { id: string; totp_enabled_at: string | null },
      client: SignInClient,
    ): Promise<{ token: string } | { secondStep: SecondStepTicket["secondStep"] }> {
      return (await options.secondStep?.(user, client)) ?? openSession(user, client);
    },
    confirmPassword,
    authenticate,
    logout,
    sessionsOf,
    endSession,
    endOtherSessions,
    setAdmin,
    adminCount,
    purgeExpired,
    /** Limits cleared for an account whose password was just set (services/accounts.ts). */
    clearLimits: (email: string) => limits.clear(accountKey(normaliseEmail(email))),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
