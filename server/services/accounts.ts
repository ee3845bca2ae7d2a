/**
 * The team's accounts (docs/product.md §6): the owner invites people with a one-time link (e-mailed
 * through the outbox when SMTP is set, otherwise copied to send on WhatsApp), changes their
 * roles, disables and removes them, and makes reset links; anyone can ask for a reset link by
 * e-mail. The site always keeps an enabled owner. Every step is an account event (services/account-events.ts).
 * A link's secret is 32 random bytes, stored only as its SHA-256, used once.
 */
import { randomBytes } from "node:crypto";
import { isRole, ROLE_LABELS, type Role } from "../../domain/access";
import type { Locale } from "../../domain/locales";
import {
  INVITATION_DAYS,
  JOIN_PATH,
  RESET_MINUTES,
  RESET_PATH,
  type AccountChange,
  type AccountSummary,
  type InviteInput,
  type JoinInput,
  type PendingInvitation,
} from "../../domain/account-schemas";
import { hashPassword } from "../auth/password";
import type { DB } from "../db/database";
import { lockKey } from "../db/dialect";
import { HttpError, Invalid, NotFound, TooManyRequests } from "../errors";
import { recordAccountEvent } from "./account-events";
import { displayName, tokenHash, type AuthService, type SignInClient } from "./auth";
import type { SecondStepNeeded } from "./second-step";
import type { OperationContext } from "./context";
import { newId } from "./ids";
import { possessive } from "../../domain/account-limits";

export interface AccountMail {
  /** Where the links point: the site's public address. */
  siteUrl: string;
  /** Whether e-mail can be sent (SMTP is set). */
  enabled: boolean;
  /** Told when a message waits in the outbox, to send it now. */
  onQueued?(): void;
}

/** A link that has expired, was used, or never was. */
export class LinkGone extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}

export const INVITATION_GONE = "This invitation has expired or was already used. Ask the site's owner for a new one.";
export const RESET_GONE = "This link has expired or was already used. Ask for a new one.";
export const LAST_OWNER = "The site needs at least one owner who can sign in. Make someone else an owner first.";
export const FORGOT_ANSWER = "If an account uses that address, a link to set a new password is on its way. It works for an hour.";

/** Reset e-mails one address may ask for in an hour, and one account may be sent. */
const RESETS_PER_ADDRESS_PER_HOUR = 5;
const RESETS_PER_ACCOUNT_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

export function createAccounts(db: DB, auth: AuthService, mail: AccountMail, clock: () => Date = () => new Date()) {
  const linkTo = (path: string, token: string) => `${new URL(path, mail.siteUrl).href}#${token}`;

  async function siteName(): Promise<string> {
    const row = await db.selectFrom("site_sections").select("content").where("name", "=", "company").executeTakeFirst();
    try {
      return (JSON.parse(row?.content ?? "{}") as { name?: string }).name ?? "the site";
    } catch {
      return "the site";
    }
  }

  /** Queues an e-mail in the outbox (jobs/outbox.ts), in `trx`; the outbox forgets it once sent. */
  async function queueMail(trx: DB, to: string, subject: string, text: string, now: Date): Promise<void> {
    await trx
      .insertInto("outbox")
      .values({
        id: newId(now.getTime()),
        kind: "account-mail",
        subject_id: null,
        message: JSON.stringify({ to, subject, text }),
        next_attempt_at: now.toISOString(),
        last_error: null,
        sent_at: null,
        created_at: now.toISOString(),
      })
      .execute();
  }

  async function newToken(
    trx: DB,
    values: { purpose: "invitation" | "reset"; email: string; userId: string | null; role: Role | null; createdBy: string | null },
    now: Date,
    lifetimeMs: number,
  ): Promise<{ token: string; expiresAt: string }> {
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + lifetimeMs).toISOString();
    await trx
      .insertInto("account_tokens")
      .values({
        token_hash: tokenHash(token),
        purpose: values.purpose,
        email: values.email,
        user_id: values.userId,
        role: values.role,
        created_by: values.createdBy,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
    return { token, expiresAt };
  }

  /** The unused, unexpired token of `purpose`, or null. */
  async function liveToken(from: DB, token: string, purpose: "invitation" | "reset", now: Date) {
    const row = await from
      .selectFrom("account_tokens")
      .selectAll()
      .where("token_hash", "=", tokenHash(token))
      .where("purpose", "=", purpose)
      .executeTakeFirst();
    if (!row || row.used_at || Date.parse(row.expires_at) <= now.getTime()) return null;
    return row;
  }

  async function accountRow(from: DB, id: string) {
    const row = await from
      .selectFrom("admin_users")
      .select(["id", "email", "name", "role", "disabled_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new NotFound("No account by that id");
    return row;
  }

  /**
   * Owners who can sign in, other than `except`, counted under the owners' lock for the rest of the
   * write's transaction: two owners demoting each other at once (in two processes on PostgreSQL)
   * cannot both see the other still there.
   */
  async function otherOwners(from: DB, except: string): Promise<number> {
    await lockKey(from, "owners");
    const row = await from
      .selectFrom("admin_users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("role", "=", "owner")
      .where("disabled_at", "is", null)
      .where("id", "!=", except)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Ends everything that lets `userId` in or tells them of enquiries: sessions, second steps still
   * pending, push devices, reset links, and the invitations they made (an invitation speaks for its
   * owner only while they may invite).
   */
  async function shutOut(trx: DB, userId: string): Promise<void> {
    await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await trx.deleteFrom("sign_in_tickets").where("user_id", "=", userId).execute();
    await trx.deleteFrom("push_subscriptions").where("user_id", "=", userId).execute();
    await trx.deleteFrom("account_tokens").where("user_id", "=", userId).where("used_at", "is", null).execute();
    await withdrawInvitationsOf(trx, userId);
  }

  async function withdrawInvitationsOf(trx: DB, userId: string): Promise<void> {
    await trx
      .deleteFrom("account_tokens")
      .where("purpose", "=", "invitation")
      .where("created_by", "=", userId)
      .where("used_at", "is", null)
      .execute();
  }

  async function hasAccount(from: DB, email: string): Promise<boolean> {
    return !!(await from.selectFrom("admin_users").select("id").where("email", "=", email).executeTakeFirst());
  }

  const actorOf = (ctx: OperationContext) => ({ id: ctx.actor.id, name: ctx.actor.name });

  return {
    async list(): Promise<{ accounts: AccountSummary[]; invitations: PendingInvitation[]; requireSecondStep: boolean }> {
      const now = clock().toISOString();
      const rows = await db
        .selectFrom("admin_users")
        .leftJoin("sessions", "sessions.user_id", "admin_users.id")
        .select((eb) => [
          "admin_users.id",
          "admin_users.email",
          "admin_users.name",
          "admin_users.role",
          "admin_users.disabled_at",
          "admin_users.created_at",
          "admin_users.totp_enabled_at",
          eb
            .selectFrom("passkeys")
            .select((p) => p.fn.countAll<number>().as("n"))
            .whereRef("passkeys.user_id", "=", "admin_users.id")
            .as("passkeys"),
          eb.fn.max("sessions.last_seen_at").as("last_seen_at"),
          eb.fn.count("sessions.token_hash").as("sessions"),
        ])
        .groupBy("admin_users.id")
        .orderBy("admin_users.created_at")
        .execute();
      const invitations = await db
        .selectFrom("account_tokens")
        .leftJoin("admin_users", "admin_users.id", "account_tokens.created_by")
        .select([
          "account_tokens.email",
          "account_tokens.role",
          "account_tokens.created_at",
          "account_tokens.expires_at",
          "admin_users.name",
          "admin_users.email as by_email",
        ])
        .where("purpose", "=", "invitation")
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom("admin_users as existing").select("existing.id").whereRef("existing.email", "=", "account_tokens.email"),
            ),
          ),
        )
        .orderBy("account_tokens.created_at", "desc")
        .execute();
      return {
        accounts: rows.map((row) => ({
          id: row.id,
          email: row.email,
          name: row.name,
          role: isRole(row.role) ? row.role : "sales",
          disabled: row.disabled_at !== null,
          createdAt: row.created_at,
          lastSeenAt: (row.last_seen_at as string | null) ?? null,
          sessions: Number(row.sessions),
          totp: row.totp_enabled_at !== null,
          passkeys: Number(row.passkeys ?? 0),
        })),
        invitations: invitations.map((row) => ({
          email: row.email,
          role: isRole(row.role) ? row.role : "sales",
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          invitedBy: row.by_email ? displayName({ name: row.name ?? "", email: row.by_email }) : null,
        })),
        requireSecondStep:
          (await db.selectFrom("account_settings").select("value").where("name", "=", "require_second_step").executeTakeFirst())?.value ===
          "true",
      };
    },

    /**
     * Invites `email` as `role`: a link that works once, for INVITATION_DAYS. An earlier
     * invitation of the same address stops working. E-mailed when SMTP is set; the link is
     * answered either way, for the owner to send on WhatsApp.
     */
    async invite(ctx: OperationContext, input: InviteInput): Promise<{ link: string; expiresAt: string; emailed: boolean }> {
      const now = ctx.now;
      const name = await siteName();
      const result = await db.transaction().execute(async (trx) => {
        const taken = await trx.selectFrom("admin_users").select("id").where("email", "=", input.email).executeTakeFirst();
        if (taken) throw new Invalid({ email: "There is already an account with this e-mail address." });
        await trx
          .deleteFrom("account_tokens")
          .where("purpose", "=", "invitation")
          .where("email", "=", input.email)
          .where("used_at", "is", null)
          .execute();
        const { token, expiresAt } = await newToken(
          trx,
          { purpose: "invitation", email: input.email, userId: null, role: input.role, createdBy: ctx.actor.id },
          now,
          INVITATION_DAYS * 24 * HOUR_MS,
        );
        const link = linkTo(JOIN_PATH, token);
        if (mail.enabled) {
          await queueMail(
            trx,
            input.email,
            `You are invited to run ${possessive(name)} website`,
            [
              `${ctx.actor.name} has invited you to ${possessive(name)} website as ${ROLE_LABELS[input.role]}.`,
              "",
              "Open this link to choose your name and password:",
              link,
              "",
              `The link works once, for ${INVITATION_DAYS} days. If you did not expect it, ignore this e-mail.`,
            ].join("\n"),
            now,
          );
        }
        await recordAccountEvent(
          trx,
          { action: "invited", actor: actorOf(ctx), subject: { id: null, name: input.email }, detail: ROLE_LABELS[input.role] },
          now,
        );
        return { link, expiresAt };
      });
      if (mail.enabled) mail.onQueued?.();
      return { ...result, emailed: mail.enabled };
    },

    async revokeInvitation(ctx: OperationContext, email: string): Promise<void> {
      const removed = await db
        .deleteFrom("account_tokens")
        .where("purpose", "=", "invitation")
        .where("email", "=", email)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw new NotFound("No invitation is waiting for that address");
      await recordAccountEvent(db, { action: "invitation-revoked", actor: actorOf(ctx), subject: { id: null, name: email } }, ctx.now);
    },

    /** What an invitation's page shows before the person joins. */
    async invitation(token: string): Promise<{ email: string; role: Role; siteName: string }> {
      const row = await liveToken(db, token, "invitation", clock());
      if (!row || !isRole(row.role) || (await hasAccount(db, row.email))) throw new LinkGone(INVITATION_GONE);
      return { email: row.email, role: row.role, siteName: await siteName() };
    },

    /**
     * The invited person sets their name and password: the account is made and signed in, or sent
     * on to set up a second step when the owner requires one. The link is looked up before the
     * password is hashed, so a crowd of made-up links costs no hashing.
     */
    async join(input: JoinInput, client: SignInClient): Promise<{ token: string } | SecondStepNeeded> {
      const known = await liveToken(db, input.token, "invitation", clock());
      if (!known || !isRole(known.role) || (await hasAccount(db, known.email))) throw new LinkGone(INVITATION_GONE);
      const hash = await hashPassword(input.password);
      const now = clock();
      const user = await db.transaction().execute(async (trx) => {
        const row = await liveToken(trx, input.token, "invitation", now);
        if (!row || !isRole(row.role)) throw new LinkGone(INVITATION_GONE);
        const used = await trx
          .updateTable("account_tokens")
          .set({ used_at: now.toISOString() })
          .where("token_hash", "=", row.token_hash)
          .where("used_at", "is", null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) === 0) throw new LinkGone(INVITATION_GONE);
        if (await trx.selectFrom("admin_users").select("id").where("email", "=", row.email).executeTakeFirst()) {
          throw new LinkGone("An account with this e-mail address already exists. Sign in instead.");
        }
        const id = newId(now.getTime());
        await trx
          .insertInto("admin_users")
          .values({
            id,
            email: row.email,
            name: input.name,
            role: row.role,
            password_hash: hash,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .execute();
        await recordAccountEvent(
          trx,
          { action: "joined", actor: { id, name: input.name }, detail: ROLE_LABELS[row.role], address: client.address },
          now,
        );
        return { id };
      });
      return auth.admit({ id: user.id, totp_enabled_at: null }, client);
    },

    /** Changes a role, or disables or enables an account; the site always keeps an owner who can sign in. */
    async change(ctx: OperationContext, id: string, change: AccountChange): Promise<AccountSummary> {
      await db.transaction().execute(async (trx) => {
        const row = await accountRow(trx, id);
        const losesOwner = (change.role !== undefined && change.role !== "owner") || change.disabled === true;
        if (row.role === "owner" && !row.disabled_at && losesOwner && (await otherOwners(trx, id)) === 0)
          throw new Invalid({ role: LAST_OWNER }, LAST_OWNER);
        if (change.disabled === true && id === ctx.actor.id) throw new Invalid({ disabled: "You cannot disable your own account." });
        const subject = { id, name: displayName(row) };
        if (change.role !== undefined && change.role !== row.role) {
          await trx.updateTable("admin_users").set({ role: change.role, updated_at: ctx.now.toISOString() }).where("id", "=", id).execute();
          if (change.role !== "owner") await withdrawInvitationsOf(trx, id);
          await recordAccountEvent(
            trx,
            {
              action: "role-changed",
              actor: actorOf(ctx),
              subject,
              detail: `${isRole(row.role) ? ROLE_LABELS[row.role] : row.role} → ${ROLE_LABELS[change.role]}`,
            },
            ctx.now,
          );
        }
        if (change.disabled !== undefined && change.disabled !== (row.disabled_at !== null)) {
          await trx
            .updateTable("admin_users")
            .set({ disabled_at: change.disabled ? ctx.now.toISOString() : null, updated_at: ctx.now.toISOString() })
            .where("id", "=", id)
            .execute();
          if (change.disabled) await shutOut(trx, id);
          await recordAccountEvent(trx, { action: change.disabled ? "disabled" : "enabled", actor: actorOf(ctx), subject }, ctx.now);
        }
      });
      const { accounts } = await this.list();
      return accounts.find((account) => account.id === id)!;
    },

    /** Removes an account; what it changed stays in the history under its name. */
    async remove(ctx: OperationContext, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await accountRow(trx, id);
        if (id === ctx.actor.id) throw new Invalid({ account: "You cannot remove your own account." });
        if (row.role === "owner" && !row.disabled_at && (await otherOwners(trx, id)) === 0)
          throw new Invalid({ account: LAST_OWNER }, LAST_OWNER);
        await shutOut(trx, id);
        await trx.deleteFrom("account_tokens").where("user_id", "=", id).execute();
        await trx.deleteFrom("admin_users").where("id", "=", id).execute();
        await recordAccountEvent(
          trx,
          { action: "removed", actor: actorOf(ctx), subject: { id, name: displayName(row) }, detail: row.email },
          ctx.now,
        );
      });
    },

    /** The owner makes a reset link for any account, to send it themselves. */
    async resetLink(ctx: OperationContext, id: string): Promise<{ link: string; expiresAt: string }> {
      return db.transaction().execute(async (trx) => {
        const row = await accountRow(trx, id);
        const { token, expiresAt } = await newToken(
          trx,
          { purpose: "reset", email: row.email, userId: id, role: null, createdBy: ctx.actor.id },
          ctx.now,
          RESET_MINUTES * 60_000,
        );
        await recordAccountEvent(trx, { action: "reset-link-made", actor: actorOf(ctx), subject: { id, name: displayName(row) } }, ctx.now);
        return { link: linkTo(RESET_PATH, token), expiresAt };
      });
    },

    /**
     * "Forgot password?": the same answer whether the address has an account or not. An address
     * asking too often is refused (429); an account already sent RESETS_PER_ACCOUNT_PER_HOUR
     * links is quietly sent no more, so the answer says nothing about it.
     */
    async forgot(email: string, address: string): Promise<string> {
      const now = clock();
      const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
      const name = await siteName();
      const queued = await db.transaction().execute(async (trx) => {
        // Counted and written under a lock, so that requests at once from one connection, in
        // several processes, cannot all pass the limit.
        await lockKey(trx, `resets-from:${address.slice(0, 64)}`);
        const fromAddress = await trx
          .selectFrom("account_events")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("action", "=", "reset-requested")
          .where("address", "=", address.slice(0, 64))
          .where("at", ">=", hourAgo)
          .executeTakeFirstOrThrow();
        if (Number(fromAddress.n) >= RESETS_PER_ADDRESS_PER_HOUR) {
          throw new TooManyRequests("Too many requests for a new password from your connection. Please try again in an hour.", 3600);
        }
        const user = await trx
          .selectFrom("admin_users")
          .select(["id", "email", "name", "disabled_at"])
          .where("email", "=", email)
          .executeTakeFirst();
        await recordAccountEvent(
          trx,
          {
            action: "reset-requested",
            actor: { id: null, name: "Someone" },
            subject: { id: user?.id ?? null, name: user ? displayName(user) : email },
            address,
          },
          now,
        );
        if (!user || user.disabled_at || !mail.enabled) return false;
        await lockKey(trx, `resets-of:${user.id}`);
        const recent = await trx
          .selectFrom("account_tokens")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("purpose", "=", "reset")
          .where("user_id", "=", user.id)
          .where("created_at", ">=", hourAgo)
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= RESETS_PER_ACCOUNT_PER_HOUR) return false;
        const { token } = await newToken(
          trx,
          { purpose: "reset", email: user.email, userId: user.id, role: null, createdBy: null },
          now,
          RESET_MINUTES * 60_000,
        );
        await queueMail(
          trx,
          user.email,
          `A new password for ${possessive(name)} website`,
          [
            `Someone (we hope you) asked to set a new password for ${user.email} on ${possessive(name)} website.`,
            "",
            "Open this link to choose it:",
            linkTo(RESET_PATH, token),
            "",
            `The link works once, for ${RESET_MINUTES} minutes. Setting a new password signs you out everywhere.`,
            "If you did not ask, ignore this e-mail: your password stays as it is.",
          ].join("\n"),
          now,
        );
        return true;
      });
      if (queued) mail.onQueued?.();
      return FORGOT_ANSWER;
    },

    /** What the reset page shows: whose password it sets. */
    async resetFor(token: string): Promise<{ email: string }> {
      const row = await liveToken(db, token, "reset", clock());
      if (!row) throw new LinkGone(RESET_GONE);
      return { email: row.email };
    },

    /**
     * Sets a new password from a reset link: the link and every other reset link of the account
     * stop working, every session ends, and the remembered devices are forgotten (their cookies
     * were issued under the old password: auth/device-cookie.ts).
     */
    async reset(token: string, password: string, address: string): Promise<void> {
      // The link first: a made-up one costs no hashing.
      if (!(await liveToken(db, token, "reset", clock()))) throw new LinkGone(RESET_GONE);
      const hash = await hashPassword(password);
      const now = clock();
      const email = await db.transaction().execute(async (trx) => {
        const row = await liveToken(trx, token, "reset", now);
        if (!row || !row.user_id) throw new LinkGone(RESET_GONE);
        const user = await trx
          .selectFrom("admin_users")
          .select(["id", "email", "name", "disabled_at"])
          .where("id", "=", row.user_id)
          .executeTakeFirst();
        if (!user || user.disabled_at) throw new LinkGone(RESET_GONE);
        await trx
          .updateTable("account_tokens")
          .set({ used_at: now.toISOString() })
          .where("purpose", "=", "reset")
          .where("user_id", "=", user.id)
          .where("used_at", "is", null)
          .execute();
        await trx
          .updateTable("admin_users")
          .set({ password_hash: hash, updated_at: now.toISOString() })
          .where("id", "=", user.id)
          .execute();
        await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
        // Every way in goes with the old password: second steps begun with it, and passkeys (added
        // again from the account page).
        await trx.deleteFrom("sign_in_tickets").where("user_id", "=", user.id).execute();
        await trx.deleteFrom("passkeys").where("user_id", "=", user.id).execute();
        await recordAccountEvent(
          trx,
          { action: "password-changed", actor: { id: user.id, name: displayName(user) }, detail: "by a reset link", address },
          now,
        );
        return user.email;
      });
      // The new password lets its owner in at once, even after failed attempts.
      await auth.clearLimits(email);
    },

    /** A person's own name. */
    async rename(ctx: OperationContext, name: string): Promise<void> {
      if (!ctx.actor.id) throw new NotFound("No account");
      await db.updateTable("admin_users").set({ name, updated_at: ctx.now.toISOString() }).where("id", "=", ctx.actor.id).execute();
      await recordAccountEvent(db, { action: "renamed", actor: { id: ctx.actor.id, name }, detail: `was ${ctx.actor.name}` }, ctx.now);
    },

    /** A person chooses the language they read the admin area in (docs/product.md §11). */
    async setLanguage(ctx: OperationContext, language: Locale): Promise<void> {
      if (!ctx.actor.id) throw new NotFound("No account");
      await db.updateTable("admin_users").set({ language, updated_at: ctx.now.toISOString() }).where("id", "=", ctx.actor.id).execute();
    },

    /**
     * A person changes their own password, knowing the current one: every other session ends,
     * and the remembered devices are forgotten.
     */
    async changePassword(ctx: OperationContext, current: string, password: string, keepToken: string, address: string): Promise<void> {
      if (!ctx.actor.id) throw new NotFound("No account");
      await auth.confirmPassword({ id: ctx.actor.id, name: ctx.actor.name }, current, address);
      const hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("admin_users")
          .set({ password_hash: hash, updated_at: ctx.now.toISOString() })
          .where("id", "=", ctx.actor.id!)
          .execute();
        await trx.deleteFrom("sessions").where("user_id", "=", ctx.actor.id!).where("token_hash", "!=", tokenHash(keepToken)).execute();
        await trx.deleteFrom("sign_in_tickets").where("user_id", "=", ctx.actor.id!).execute();
        await recordAccountEvent(trx, { action: "password-changed", actor: actorOf(ctx) }, ctx.now);
      });
    },

    /** Removes used and expired links. */
    async purgeLinks(now: Date): Promise<void> {
      await db
        .deleteFrom("account_tokens")
        .where((eb) => eb.or([eb("expires_at", "<", now.toISOString()), eb("used_at", "is not", null)]))
        .execute();
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
