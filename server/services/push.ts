/**
 * Notifications on the owner's phone (docs/architecture.md §10, docs/decisions/014): the devices where a
 * signed-in administrator turned them on, and the notice each of them gets of a new enquiry,
 * queued in the enquiry's own transaction (as its e-mail is, services/enquiry-intake.ts) and sent
 * by the scheduler (jobs/push.ts), never while the visitor waits.
 */
import { lockKey } from "../db/dialect";
import { ECDH } from "node:crypto";
import { enquiryNotification, testNotification } from "../../domain/admin-app";
import type { Enquiry } from "../../domain/enquiries";
import { pushEndpointSchema, pushSubscriptionSchema, PUSH_MESSAGES } from "../../domain/push-schemas";
import { fieldErrors } from "../../domain/schemas";
import type { DB } from "../db/database";
import { HttpError, Invalid, NotFound } from "../errors";
import type { PushDelivery } from "../jobs/push";
import { TEST_PUSH } from "../jobs/push";
import type { PushSender } from "../jobs/push-sender";
import type { Actor } from "./context";
import { newId } from "./ids";

/** Devices one administrator may have: a phone, a tablet, a laptop or two. Signing up one more lets the oldest go. */
export const DEVICES_PER_ADMIN = 10;

export interface PushServiceOptions {
  /** The server's VAPID public key: the browser subscribes with it. */
  publicKey: string;
  /** The company's name now, for the test notification. */
  siteName(): Promise<string>;
  /** Notices were queued: send them as soon as their transaction has committed. */
  onQueued?(): void;
  clock: () => Date;
}

/** Whether a subscription's p256dh is a point of P-256 (the payload is encrypted to it). */
function isP256Point(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, "base64url"), "prime256v1", undefined, undefined, "uncompressed");
    return true;
  } catch {
    return false;
  }
}

function actorId(actor: Actor): string {
  if (!actor.id) throw new Error("Notifications belong to a signed-in administrator");
  return actor.id;
}

export function createPushService(db: DB, sender: PushSender, delivery: PushDelivery, options: PushServiceOptions) {
  /** The endpoint a request names, checked; the device it belongs to must be this administrator's. */
  async function ownDevice(actor: Actor, input: unknown) {
    const parsed = pushEndpointSchema.safeParse(input ?? {});
    if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
    return db
      .selectFrom("push_subscriptions")
      .selectAll()
      .where("endpoint", "=", parsed.data.endpoint)
      .where("user_id", "=", actorId(actor))
      .executeTakeFirst();
  }

  return {
    publicKey: () => ({ publicKey: options.publicKey }),

    /**
     * Signs this device up (or again, with new keys): a device is one endpoint, and belongs to
     * whoever signed it up last. Nothing is written unless every check passes.
     */
    async subscribe(actor: Actor, input: unknown): Promise<{ created: boolean; subscription: { id: string; createdAt: string } }> {
      const userId = actorId(actor);
      const parsed = pushSubscriptionSchema.safeParse(input ?? {});
      if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
      const { endpoint, keys } = parsed.data;
      const problem = sender.endpointProblem(endpoint);
      if (problem) throw new Invalid({ endpoint: problem });
      if (!isP256Point(keys.p256dh)) throw new Invalid({ keys: PUSH_MESSAGES.p256dh });
      const at = options.clock().toISOString();
      return db.transaction().execute(async (trx) => {
        // The device, then its owner's devices: two sign-ups of one endpoint, or two of one
        // person's devices, at once in two processes would otherwise both insert, or both keep
        // one device too many.
        await lockKey(trx, `push-endpoint:${endpoint}`);
        await lockKey(trx, `push-devices:${userId}`);
        const existing = await trx
          .selectFrom("push_subscriptions")
          .select(["id", "created_at"])
          .where("endpoint", "=", endpoint)
          .executeTakeFirst();
        if (existing) {
          await trx
            .updateTable("push_subscriptions")
            .set({ p256dh: keys.p256dh, auth: keys.auth, user_id: userId, updated_at: at, last_error: null })
            .where("id", "=", existing.id)
            .execute();
          return { created: false, subscription: { id: existing.id, createdAt: existing.created_at } };
        }
        const id = newId(Date.parse(at));
        await trx
          .insertInto("push_subscriptions")
          .values({
            id,
            endpoint,
            p256dh: keys.p256dh,
            auth: keys.auth,
            user_id: userId,
            created_at: at,
            updated_at: at,
            last_success_at: null,
            last_failure_at: null,
            last_error: null,
          })
          .execute();
        const devices = await trx
          .selectFrom("push_subscriptions")
          .select("id")
          .where("user_id", "=", userId)
          .orderBy("created_at", "desc")
          .execute();
        const beyond = devices.slice(DEVICES_PER_ADMIN).map((device) => device.id);
        if (beyond.length > 0) await trx.deleteFrom("push_subscriptions").where("id", "in", beyond).execute();
        return { created: true, subscription: { id, createdAt: at } };
      });
    },

    /** Turns this device off: its notices still waiting go with it. */
    async unsubscribe(actor: Actor, input: unknown): Promise<{ removed: boolean }> {
      const device = await ownDevice(actor, input);
      if (!device) return { removed: false };
      await db.deleteFrom("push_subscriptions").where("id", "=", device.id).execute();
      return { removed: true };
    },

    /** Sends the test notification to this device now, and says how it went. */
    async sendTest(actor: Actor, input: unknown): Promise<{ message: string }> {
      const device = await ownDevice(actor, input);
      if (!device) throw new NotFound(PUSH_MESSAGES.notSubscribed);
      const outcome = await delivery.sendTo(device, testNotification(await options.siteName()), TEST_PUSH);
      if (outcome.ok) return { message: "Test notification sent. It should show on this device in a moment." };
      if (outcome.gone) throw new HttpError(410, "This device's browser has ended its subscription. Turn notifications on again.");
      throw new HttpError(502, `The browser's push service did not take the notification (${outcome.reason}). Please try again later.`);
    },

    /**
     * Queues the notice of a new enquiry for every device, inside the enquiry's own transaction
     * (EnquiryServiceOptions.onStored): stored together or not at all.
     */
    async queueEnquiry(trx: DB, enquiry: Enquiry): Promise<void> {
      const devices = await trx.selectFrom("push_subscriptions").select("id").execute();
      if (devices.length === 0) return;
      const at = enquiry.createdAt;
      const payload = JSON.stringify(enquiryNotification(enquiry));
      await trx
        .insertInto("push_notices")
        .values(
          devices.map((device) => ({
            id: newId(Date.parse(at)),
            subscription_id: device.id,
            enquiry_id: enquiry.id,
            payload,
            next_attempt_at: at,
            last_error: null,
            sent_at: null,
            created_at: at,
          })),
        )
        .execute();
      // The scheduler's kick runs after this turn of the event loop, when the transaction has committed.
      options.onQueued?.();
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
