/**
 * The second step of signing in (docs/product.md §6, docs/architecture.md §6): a code from an
 * authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 seconds, one step either side), or one of
 * ten recovery codes, each once. A correct password earns a ticket (5 minutes, five codes); the
 * code turns it into a session. When the owner requires a second step and the person has none
 * yet, the ticket sets one up first. Code attempts are limited like passwords, per account.
 */
import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { DB } from "../db/database";
import { HttpError, Invalid, NotFound, TooManyRequests, Unauthorized } from "../errors";
import { LIMIT_POLICIES, SignInLimits, type LimitKey } from "../auth/sign-in-limits";
import { recordAccountEvent } from "./account-events";
import { displayName, tokenHash, type AuthService, type SignInClient } from "./auth";
import type { OperationContext } from "./context";

const TICKET_MS = 5 * 60_000;
const TICKET_TRIES = 5;
const PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;
const REQUIRE_SETTING = "require_second_step";

export const WRONG_CODE = "That code is not right. Check the app (or the recovery code) and try again.";
export const TICKET_GONE = "This sign-in has expired. Please sign in again.";
export const REQUIRED_BY_OWNER = "The site's owner requires a second step for every account, so it stays on.";

/** What a correct password answers when a second step must follow. */
export interface SecondStepNeeded {
  secondStep: {
    ticket: string;
    /** The person has no authenticator yet and must set one up (the owner requires it). */
    setup: boolean;
  };
}

/** An authenticator to add: its secret, the link an app opens, and the same as a QR code (an SVG data URL). */
export interface TotpSetup {
  secret: string;
  uri: string;
  qr: string;
}

const codeKey = (userId: string): LimitKey[] => [{ key: `code:${userId}`, policy: LIMIT_POLICIES.account, onSuccess: "clear" }];

/** "abcde-fghij": ten characters from 32 (no 0/1/o/l), about 50 bits each. */
function newRecoveryCode(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % 32]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

function tooManyCodes(seconds: number): TooManyRequests {
  const minutes = Math.ceil(seconds / 60);
  return new TooManyRequests(`Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, seconds);
}

const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

export function createSecondStep(db: DB, auth: AuthService, clock: () => Date = () => new Date()) {
  const limits = new SignInLimits(db, () => clock().getTime());

  async function siteName(): Promise<string> {
    const row = await db.selectFrom("site_sections").select("content").where("name", "=", "company").executeTakeFirst();
    try {
      return (JSON.parse(row?.content ?? "{}") as { name?: string }).name ?? "Website";
    } catch {
      return "Website";
    }
  }

  async function requiredForEveryone(): Promise<boolean> {
    const row = await db.selectFrom("account_settings").select("value").where("name", "=", REQUIRE_SETTING).executeTakeFirst();
    return row?.value === "true";
  }

  async function userRow(id: string) {
    const row = await db
      .selectFrom("admin_users")
      .select(["id", "email", "name", "totp_secret", "totp_enabled_at", "totp_last_step", "disabled_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new NotFound("No account by that id");
    return row;
  }

  function totpOf(secret: string, label: string, issuer: string): TOTP {
    return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: PERIOD });
  }

  /** A fresh secret for `userId` (kept until a code confirms it), with what an app needs to add it. */
  async function newSetup(userId: string): Promise<TotpSetup> {
    const user = await userRow(userId);
    const secret = new Secret({ size: 20 }).base32;
    await db
      .updateTable("admin_users")
      .set({ totp_secret: secret, totp_enabled_at: null, totp_last_step: null })
      .where("id", "=", userId)
      .execute();
    const uri = totpOf(secret, user.email, await siteName()).toString();
    const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
  }

  /**
   * Whether `code` is the app's code for now (or a step either side) and newer than the last one
   * used: the step is recorded in the same statement, so a code works once even when sent twice at once.
   */
  async function takeTotp(userId: string, secret: string, code: string): Promise<boolean> {
    const delta = TOTP.validate({
      token: code,
      secret: Secret.fromBase32(secret),
      algorithm: "SHA1",
      digits: 6,
      period: PERIOD,
      timestamp: clock().getTime(),
      window: 1,
    });
    if (delta === null) return false;
    const step = Math.floor(clock().getTime() / 1000 / PERIOD) + delta;
    const taken = await db
      .updateTable("admin_users")
      .set({ totp_last_step: step })
      .where("id", "=", userId)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  async function takeRecoveryCode(userId: string, code: string): Promise<boolean> {
    const normal = normaliseRecovery(code);
    if (normal.length !== 10) return false;
    const used = await db
      .updateTable("recovery_codes")
      .set({ used_at: clock().toISOString() })
      .where("code_hash", "=", tokenHash(normal))
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }

  async function newRecoveryCodes(userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const now = clock().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
      await trx
        .insertInto("recovery_codes")
        .values(codes.map((code) => ({ code_hash: tokenHash(normaliseRecovery(code)), user_id: userId, created_at: now, used_at: null })))
        .execute();
    });
    return codes;
  }

  /** A live ticket's account, or a refusal. */
  async function ticketOf(ticket: string) {
    if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) throw new Unauthorized(TICKET_GONE);
    const row = await db.selectFrom("sign_in_tickets").selectAll().where("ticket_hash", "=", tokenHash(ticket)).executeTakeFirst();
    if (!row || Date.parse(row.expires_at) <= clock().getTime()) throw new Unauthorized(TICKET_GONE);
    return row;
  }

  /** Checks a code against `userId`'s app or recovery codes, limited like a password. */
  async function check(userId: string, secret: string, code: string, onWrong: () => Promise<void>): Promise<"totp" | "recovery"> {
    const wait = await limits.waiting(codeKey(userId));
    if (wait > 0) throw tooManyCodes(wait);
    const taken = await limits.take(codeKey(userId));
    if (!taken.ok) throw tooManyCodes(taken.retryAfterSeconds);
    const trimmed = code.replace(/\s/g, "");
    const how = /^\d{6}$/.test(trimmed)
      ? (await takeTotp(userId, secret, trimmed))
        ? "totp"
        : null
      : (await takeRecoveryCode(userId, code))
        ? "recovery"
        : null;
    if (!how) {
      await onWrong();
      throw new Unauthorized(WRONG_CODE);
    }
    await taken.attempt.succeeded();
    return how;
  }

  return {
    requiredForEveryone,

    /** After a correct password: a ticket when a second step must follow, else null (sign in now). */
    async ticketFor(user: { id: string; totp_enabled_at: string | null }, client: SignInClient): Promise<SecondStepNeeded | null> {
      const setup = !user.totp_enabled_at;
      if (setup && !(await requiredForEveryone())) return null;
      const ticket = randomBytes(32).toString("base64url");
      const now = clock();
      await db.deleteFrom("sign_in_tickets").where("expires_at", "<", now.toISOString()).execute();
      await db
        .insertInto("sign_in_tickets")
        .values({
          ticket_hash: tokenHash(ticket),
          user_id: user.id,
          address: client.address.slice(0, 64),
          user_agent: client.userAgent?.slice(0, 300) ?? null,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + TICKET_MS).toISOString(),
        })
        .execute();
      return { secondStep: { ticket, setup } };
    },

    /** The authenticator to add while signing in, when the owner requires one and the person has none. */
    async setupAtSignIn(ticket: string): Promise<TotpSetup> {
      const row = await ticketOf(ticket);
      const user = await userRow(row.user_id);
      if (user.totp_enabled_at) throw new Invalid({ ticket: "Your account already has an authenticator app: enter its code." });
      return newSetup(user.id);
    },

    /**
     * The second step: a code turns the ticket into a session (and, the first time, turns the app
     * on and answers the recovery codes). A wrong code counts against the ticket and the account.
     */
    async verify(ticket: string, code: string, client: SignInClient): Promise<{ token: string; recoveryCodes?: string[] }> {
      const row = await ticketOf(ticket);
      const user = await userRow(row.user_id);
      if (user.disabled_at || !user.totp_secret) throw new Unauthorized(TICKET_GONE);
      const settingUp = !user.totp_enabled_at;
      const how = await check(user.id, user.totp_secret, settingUp ? code.replace(/\s/g, "") : code, async () => {
        const counted = await db
          .updateTable("sign_in_tickets")
          .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
          .where("ticket_hash", "=", row.ticket_hash)
          .returning("attempts")
          .executeTakeFirst();
        if (!counted || counted.attempts >= TICKET_TRIES)
          await db.deleteFrom("sign_in_tickets").where("ticket_hash", "=", row.ticket_hash).execute();
        await recordAccountEvent(
          db,
          {
            action: "sign-in-failed",
            actor: { id: null, name: "Someone" },
            subject: { id: user.id, name: displayName(user) },
            detail: "wrong second-step code",
            address: client.address,
          },
          clock(),
        );
      });
      if (settingUp && how !== "totp") throw new Unauthorized(WRONG_CODE);
      const spent = await db.deleteFrom("sign_in_tickets").where("ticket_hash", "=", row.ticket_hash).executeTakeFirst();
      if (Number(spent.numDeletedRows) === 0) throw new Unauthorized(TICKET_GONE);
      let recoveryCodes: string[] | undefined;
      const now = clock();
      if (settingUp) {
        await db.updateTable("admin_users").set({ totp_enabled_at: now.toISOString() }).where("id", "=", user.id).execute();
        recoveryCodes = await newRecoveryCodes(user.id);
        await recordAccountEvent(
          db,
          { action: "second-step-on", actor: { id: user.id, name: displayName(user) }, detail: "while signing in" },
          now,
        );
      }
      if (how === "recovery")
        await recordAccountEvent(
          db,
          { action: "recovery-code-used", actor: { id: user.id, name: displayName(user) }, address: client.address },
          now,
        );
      const { token } = await auth.openSession(user, client);
      await recordAccountEvent(
        db,
        {
          action: "signed-in",
          actor: { id: user.id, name: displayName(user) },
          detail: how === "totp" ? "with an authenticator code" : "with a recovery code",
          address: client.address,
        },
        now,
      );
      return { token, recoveryCodes };
    },

    /** Where a person's second step stands, for their account page. */
    async status(userId: string): Promise<{ totp: boolean; recoveryCodesLeft: number; required: boolean }> {
      const user = await userRow(userId);
      const left = await db
        .selectFrom("recovery_codes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      return { totp: user.totp_enabled_at !== null, recoveryCodesLeft: Number(left.n), required: await requiredForEveryone() };
    },

    /** Starts adding an authenticator app from the account page, the person's password confirming it is them. */
    async begin(ctx: OperationContext, password: string, address: string): Promise<TotpSetup> {
      const user = await userRow(ctx.actor.id!);
      await auth.confirmPassword({ id: user.id, name: displayName(user) }, password, address);
      if (user.totp_enabled_at) throw new Invalid({ code: "An authenticator app is already on. Turn it off first to use another." });
      return newSetup(user.id);
    },

    /** Its first code turns the app on; the answer carries the ten recovery codes, shown once. */
    async enable(ctx: OperationContext, code: string): Promise<{ recoveryCodes: string[] }> {
      const user = await userRow(ctx.actor.id!);
      if (user.totp_enabled_at) throw new Invalid({ code: "An authenticator app is already on." });
      if (!user.totp_secret) throw new Invalid({ code: "Start again: add the app first." });
      if (!/^\d{6}$/.test(code.replace(/\s/g, "")) || !(await takeTotp(user.id, user.totp_secret, code.replace(/\s/g, "")))) {
        throw new Invalid({ code: WRONG_CODE }, WRONG_CODE);
      }
      await db.updateTable("admin_users").set({ totp_enabled_at: ctx.now.toISOString() }).where("id", "=", user.id).execute();
      const recoveryCodes = await newRecoveryCodes(user.id);
      await recordAccountEvent(db, { action: "second-step-on", actor: { id: ctx.actor.id, name: ctx.actor.name } }, ctx.now);
      return { recoveryCodes };
    },

    /** Turns the app off, with a current code (or a recovery code); refused while the owner requires it. */
    async disable(ctx: OperationContext, code: string): Promise<void> {
      const user = await userRow(ctx.actor.id!);
      if (!user.totp_enabled_at || !user.totp_secret) throw new Invalid({ code: "No authenticator app is on." });
      if (await requiredForEveryone()) throw new Invalid({ code: REQUIRED_BY_OWNER }, REQUIRED_BY_OWNER);
      await check(user.id, user.totp_secret, code, async () => undefined).catch((error: unknown) => {
        throw error instanceof HttpError && error.status === 401 ? new Invalid({ code: WRONG_CODE }, WRONG_CODE) : error;
      });
      await db
        .updateTable("admin_users")
        .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
        .where("id", "=", user.id)
        .execute();
      await db.deleteFrom("recovery_codes").where("user_id", "=", user.id).execute();
      await recordAccountEvent(db, { action: "second-step-off", actor: { id: ctx.actor.id, name: ctx.actor.name } }, ctx.now);
    },

    /** Ten new recovery codes (the old ones stop working), with a current code. */
    async renewCodes(ctx: OperationContext, code: string): Promise<{ recoveryCodes: string[] }> {
      const user = await userRow(ctx.actor.id!);
      if (!user.totp_enabled_at || !user.totp_secret) throw new Invalid({ code: "Turn on an authenticator app first." });
      await check(user.id, user.totp_secret, code, async () => undefined).catch((error: unknown) => {
        throw error instanceof HttpError && error.status === 401 ? new Invalid({ code: WRONG_CODE }, WRONG_CODE) : error;
      });
      return { recoveryCodes: await newRecoveryCodes(user.id) };
    },

    /**
     * The owner requires (or stops requiring) a second step of every account. Required, it holds at
     * once: the owner must have an app on themselves, and everyone else signed in without one is
     * signed out, to set one up at their next sign-in.
     */
    async setRequired(ctx: OperationContext, required: boolean): Promise<void> {
      if (required) {
        const self = await userRow(ctx.actor.id!);
        if (!self.totp_enabled_at) {
          const message = "Turn on two-step sign-in for your own account first (Your account), so that you are not signed out.";
          throw new Invalid({ requireSecondStep: message }, message);
        }
        const withoutApp = db.selectFrom("admin_users").select("id").where("totp_enabled_at", "is", null);
        await db.deleteFrom("sessions").where("user_id", "in", withoutApp).execute();
      }
      await db
        .insertInto("account_settings")
        .values({ name: REQUIRE_SETTING, value: String(required) })
        .onConflict((oc) => oc.column("name").doUpdateSet({ value: String(required) }))
        .execute();
      await recordAccountEvent(
        db,
        { action: required ? "second-step-required" : "second-step-not-required", actor: { id: ctx.actor.id, name: ctx.actor.name } },
        ctx.now,
      );
    },

    /** The owner turns off someone's app (a lost phone); they set one up again at their next sign-in if it is required. */
    async resetFor(ctx: OperationContext, userId: string): Promise<void> {
      const user = await userRow(userId);
      await db
        .updateTable("admin_users")
        .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
        .where("id", "=", userId)
        .execute();
      await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
      await recordAccountEvent(
        db,
        {
          action: "second-step-off",
          actor: { id: ctx.actor.id, name: ctx.actor.name },
          subject: { id: userId, name: displayName(user) },
          detail: "turned off by the owner",
        },
        ctx.now,
      );
    },

    async purge(now: Date): Promise<void> {
      await db.deleteFrom("sign_in_tickets").where("expires_at", "<", now.toISOString()).execute();
    },
  };
}

export type SecondStep = ReturnType<typeof createSecondStep>;
