/**
 * What a browser sends to be told of new enquiries (docs/api.md, "Notifications on the owner's
 * phone"): its push subscription as `PushSubscription.toJSON()` gives it. The server checks the
 * endpoint's address on top (server/jobs/push-sender.ts): it will POST there.
 */
import { z } from "./zod";

/** Base64url without padding, as browsers write a subscription's keys. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The longest endpoint accepted; the push services' are a few hundred characters. */
export const ENDPOINT_MAX = 1024;

export const PUSH_MESSAGES = {
  endpoint: "The subscription's endpoint must be an https URL of a push service",
  p256dh: "The subscription's p256dh key must be a P-256 public key (65 bytes, base64url)",
  auth: "The subscription's auth secret must be 16 bytes, base64url",
  notSubscribed: "This device is not signed up for notifications. Turn them on first.",
} as const;

const key = (length: number, message: string) =>
  z
    .string({ error: () => message })
    .max(200, message)
    .regex(BASE64URL, message)
    // 65 bytes are 87 characters of base64url, 16 bytes 22.
    .refine((value) => value.length === Math.ceil((length * 4) / 3), message);

export const endpointSchema = z
  .string({ error: () => PUSH_MESSAGES.endpoint })
  .trim()
  .min(1, PUSH_MESSAGES.endpoint)
  .max(ENDPOINT_MAX, PUSH_MESSAGES.endpoint);

export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  // A browser sends when the subscription lapses, mostly null; it is not kept.
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: key(65, PUSH_MESSAGES.p256dh),
      auth: key(16, PUSH_MESSAGES.auth),
    },
    { error: () => "The subscription's keys are missing" },
  ),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: endpointSchema });
