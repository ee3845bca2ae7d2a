/**
 * Passkeys (WebAuthn, docs/product.md §6, docs/architecture.md §6), with @simplewebauthn/server: a
 * signed-in person adds one from their account page; anyone signs in with one and no password,
 * the browser offering the passkeys it holds for this site (discoverable credentials, with the
 * person verified on the device, so a passkey is both steps at once). The relying party is the
 * site's own host name (SITE_URL); answers are accepted from its origins (SITE_URL, EXTRA_ORIGINS).
 * Each challenge is a row used once within five minutes, so any process can check it.
 */
import { randomBytes } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { passkeysWorkAt } from "../../domain/account-limits";
import type { DB } from "../db/database";
import { LIMIT_POLICIES, SignInLimits } from "../auth/sign-in-limits";
import { Invalid, NotFound, ServiceBusy, TooManyRequests, Unauthorized } from "../errors";
import { recordAccountEvent } from "./account-events";
import { displayName, type AuthService, type SignInClient } from "./auth";
import type { OperationContext } from "./context";

const CHALLENGE_MS = 5 * 60_000;
/** Sign-in challenges alive at once: past this, asking for one waits (anyone may ask). */
const MAX_OPEN_CHALLENGES = 1000;

export const PASSKEY_FAILED = "That passkey could not sign you in. Try again, or sign in with your password.";

export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface PasskeyConfig {
  /** The site's public address (SITE_URL). */
  siteUrl: string;
  /** Other origins its pages are opened at (EXTRA_ORIGINS). */
  extraOrigins: readonly string[];
}

export { passkeysWorkAt as passkeysAvailable };

export function createPasskeys(db: DB, auth: AuthService, config: PasskeyConfig, clock: () => Date = () => new Date()) {
  const limits = new SignInLimits(db, () => clock().getTime());
  const rpID = new URL(config.siteUrl).hostname;
  const origins = [new URL(config.siteUrl).origin, ...config.extraOrigins.map((origin) => new URL(origin).origin)];
  const available = passkeysWorkAt(config.siteUrl);

  function requireAvailable(): void {
    if (!available) throw new Invalid({ passkey: "Passkeys need the site's own address (a domain name over https)." });
  }

  async function siteName(): Promise<string> {
    const row = await db.selectFrom("site_sections").select("content").where("name", "=", "company").executeTakeFirst();
    try {
      return (JSON.parse(row?.content ?? "{}") as { name?: string }).name ?? "Website";
    } catch {
      return "Website";
    }
  }

  async function keepChallenge(purpose: "register" | "sign-in", userId: string | null, challenge: string): Promise<string> {
    const id = randomBytes(16).toString("base64url");
    const now = clock();
    await db.deleteFrom("webauthn_challenges").where("expires_at", "<", now.toISOString()).execute();
    await db
      .insertInto("webauthn_challenges")
      .values({ id, purpose, user_id: userId, challenge, expires_at: new Date(now.getTime() + CHALLENGE_MS).toISOString() })
      .execute();
    return id;
  }

  /** The challenge, taken (used once); null when unknown, expired or someone else's. */
  async function takeChallenge(id: string, purpose: "register" | "sign-in", userId: string | null): Promise<string | null> {
    if (typeof id !== "string" || id.length > 64) return null;
    const row = await db
      .selectFrom("webauthn_challenges")
      .selectAll()
      .where("id", "=", id)
      .where("purpose", "=", purpose)
      .executeTakeFirst();
    if (!row) return null;
    const deleted = await db.deleteFrom("webauthn_challenges").where("id", "=", id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return null;
    if (Date.parse(row.expires_at) <= clock().getTime() || row.user_id !== userId) return null;
    return row.challenge;
  }

  return {
    available,

    async list(userId: string): Promise<PasskeyInfo[]> {
      const rows = await db
        .selectFrom("passkeys")
        .select(["id", "name", "created_at", "last_used_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute();
      return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
    },

    /** What the browser needs to make a passkey for the signed-in person. */
    async registrationOptions(
      ctx: OperationContext,
      password: string,
      address: string,
    ): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; challengeId: string }> {
      requireAvailable();
      const user = await db
        .selectFrom("admin_users")
        .select(["id", "email", "name"])
        .where("id", "=", ctx.actor.id!)
        .executeTakeFirstOrThrow();
      // A stolen session alone cannot add a way in: the password says it is still them.
      await auth.confirmPassword({ id: user.id, name: displayName(user) }, password, address);
      const existing = await db.selectFrom("passkeys").select(["id", "transports"]).where("user_id", "=", user.id).execute();
      const options = await generateRegistrationOptions({
        rpName: await siteName(),
        rpID,
        userName: user.email,
        userID: new TextEncoder().encode(user.id),
        userDisplayName: displayName(user),
        attestationType: "none",
        excludeCredentials: existing.map((row) => ({ id: row.id, transports: JSON.parse(row.transports) as string[] })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
      return { options, challengeId: await keepChallenge("register", user.id, options.challenge) };
    },

    /** Keeps the passkey the browser made, once its answer checks out. */
    async register(ctx: OperationContext, challengeId: string, response: RegistrationResponseJSON, name: string): Promise<PasskeyInfo> {
      requireAvailable();
      const challenge = await takeChallenge(challengeId, "register", ctx.actor.id);
      if (!challenge) throw new Invalid({ passkey: "This request has expired. Please try again." });
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origins,
        expectedRPID: rpID,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) throw new Invalid({ passkey: "The passkey could not be checked. Please try again." });
      const { credential } = verified.registrationInfo;
      const now = ctx.now.toISOString();
      const taken = await db.selectFrom("passkeys").select("id").where("id", "=", credential.id).executeTakeFirst();
      if (taken) throw new Invalid({ passkey: "This passkey could not be added. Try another device." });
      await db
        .insertInto("passkeys")
        .values({
          id: credential.id,
          user_id: ctx.actor.id!,
          public_key: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []),
          name,
          created_at: now,
          last_used_at: null,
        })
        .execute();
      await recordAccountEvent(db, { action: "passkey-added", actor: { id: ctx.actor.id, name: ctx.actor.name }, detail: name }, ctx.now);
      return { id: credential.id, name, createdAt: now, lastUsedAt: null };
    },

    async remove(ctx: OperationContext, id: string): Promise<void> {
      const row = await db
        .selectFrom("passkeys")
        .select("name")
        .where("id", "=", id)
        .where("user_id", "=", ctx.actor.id!)
        .executeTakeFirst();
      if (!row) throw new NotFound("No such passkey");
      await db.deleteFrom("passkeys").where("id", "=", id).where("user_id", "=", ctx.actor.id!).execute();
      await recordAccountEvent(
        db,
        { action: "passkey-removed", actor: { id: ctx.actor.id, name: ctx.actor.name }, detail: row.name },
        ctx.now,
      );
    },

    /**
     * A challenge for signing in with any passkey of this site. One address may hold a few dozen at
     * once (the sign-in limits, per address); past that, or when the site holds too many, it waits.
     */
    async signInOptions(address: string): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; challengeId: string }> {
      requireAvailable();
      const taken = await limits.take([{ key: `passkey:${address}`, policy: LIMIT_POLICIES.address, onSuccess: "give-back" }]);
      if (!taken.ok)
        throw new TooManyRequests("Too many passkey sign-ins from your connection. Please try again later.", taken.retryAfterSeconds);
      const open = await db
        .selectFrom("webauthn_challenges")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("purpose", "=", "sign-in")
        .where("expires_at", ">", clock().toISOString())
        .executeTakeFirstOrThrow();
      if (Number(open.n) >= MAX_OPEN_CHALLENGES) throw new ServiceBusy("Too many sign-ins at once. Please try again in a minute.", 60);
      const options = await generateAuthenticationOptions({ rpID, userVerification: "required" });
      return { options, challengeId: await keepChallenge("sign-in", null, options.challenge) };
    },

    /** Signs in with a passkey: the answer must sign this site's challenge with a key an enabled account holds. */
    async signIn(challengeId: string, response: AuthenticationResponseJSON, client: SignInClient): Promise<{ token: string }> {
      requireAvailable();
      const challenge = await takeChallenge(challengeId, "sign-in", null);
      const passkey =
        typeof response?.id === "string"
          ? await db
              .selectFrom("passkeys")
              .innerJoin("admin_users", "admin_users.id", "passkeys.user_id")
              .select([
                "passkeys.id",
                "passkeys.public_key",
                "passkeys.counter",
                "passkeys.transports",
                "admin_users.id as user_id",
                "admin_users.email",
                "admin_users.name",
                "admin_users.disabled_at",
              ])
              .where("passkeys.id", "=", response.id)
              .executeTakeFirst()
          : undefined;
      // A failure is recorded against an account the passkey belongs to; a made-up one is not worth a line.
      const failed = async (detail: string) => {
        if (!passkey) return new Unauthorized(PASSKEY_FAILED);
        await recordAccountEvent(
          db,
          {
            action: "sign-in-failed",
            actor: { id: null, name: "Someone" },
            subject: passkey ? { id: passkey.user_id, name: displayName(passkey) } : undefined,
            detail,
            address: client.address,
          },
          clock(),
        );
        return new Unauthorized(PASSKEY_FAILED);
      };
      if (!challenge) throw await failed("passkey: expired challenge");
      if (!passkey || passkey.disabled_at) throw await failed("passkey: unknown");
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origins,
        expectedRPID: rpID,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(Buffer.from(passkey.public_key, "base64url")),
          counter: passkey.counter,
          transports: JSON.parse(passkey.transports) as string[],
        },
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) throw await failed("passkey: not verified");
      const now = clock();
      await db
        .updateTable("passkeys")
        .set({ counter: verified.authenticationInfo.newCounter, last_used_at: now.toISOString() })
        .where("id", "=", passkey.id)
        .execute();
      const session = await auth.openSession({ id: passkey.user_id }, client);
      // A passkey that signs in shows the address is a person's: its count starts again.
      await limits.clear(`passkey:${client.address}`);
      await recordAccountEvent(
        db,
        {
          action: "signed-in",
          actor: { id: passkey.user_id, name: displayName(passkey) },
          detail: "with a passkey",
          address: client.address,
        },
        now,
      );
      return session;
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
