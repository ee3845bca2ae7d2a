/**
 * Notifications on this device (docs/api.md, "Notifications on the owner's phone"): whether the
 * browser can have them, and turning them on and off. On: permission asked, the browser
 * subscribed to its push service with the server's VAPID key, and the subscription sent to the
 * server. Off: the subscription dropped here and on the server. What goes wrong is said in the
 * admin's language (docs/product.md §11).
 */
import * as m from "../i18n/messages";
import { problemText } from "../i18n/problems";
import { adminLocale } from "./admin-language";
import { ApiError, apiJson } from "./api-client";
import { activeAdminServiceWorker, adminServiceWorker, hasServiceWorkers } from "./admin-service-worker";

export type PushSupport = "supported" | "unsupported" | "ios-not-installed";

/** What this browser offers: an iPhone has Web Push only in a web app added to the Home Screen. */
export function pushSupport(): PushSupport {
  if (typeof window === "undefined") return "unsupported";
  const complete = hasServiceWorkers() && "PushManager" in window && "Notification" in window;
  if (complete) return "supported";
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  const installed =
    window.matchMedia?.("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
  return ios && !installed ? "ios-not-installed" : "unsupported";
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  const { publicKey } = await apiJson<{ publicKey: string }>("GET", "/api/admin/push/key");
  return bytesOf(publicKey);
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== "supported") return null;
  const registration = await adminServiceWorker();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export class PushProblem extends Error {}

/**
 * Whether this device gets notifications: it has a subscription made with the server's key, and
 * the server has it too (sent again, which changes nothing when it already has it, and brings it
 * back when the server had dropped it).
 */
export async function checkSubscription(): Promise<boolean> {
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== "granted") return false;
  if (!sameBytes(subscription.options.applicationServerKey, await serverKey())) {
    // Made with a key the server no longer has (a restored backup of another site): useless.
    await subscription.unsubscribe().catch(() => undefined);
    return false;
  }
  await apiJson("POST", "/api/admin/push/subscriptions", subscription.toJSON());
  return true;
}

/** Asks for permission and signs this device up; resolves false when the person said no. */
export async function turnOn(): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return false;
  const registration = await activeAdminServiceWorker();
  if (!registration) throw new PushProblem(m.adminProblemPushNoService(adminLocale()));
  const key = await serverKey();
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    throw new PushProblem(m.adminProblemPushUnreachable(adminLocale()));
  }
  try {
    await apiJson("POST", "/api/admin/push/subscriptions", subscription.toJSON());
  } catch (error) {
    // The server did not take it: the browser's half goes too, so the two agree.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return true;
}

/**
 * Signs this device off, on the server first (while the session is still there) and then in the
 * browser. `always`: the browser's subscription goes even when the server cannot be reached (its
 * push service then answers the server's next notice with 410, and the server forgets it).
 */
export async function turnOff(options: { always?: boolean } = {}): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await apiJson("DELETE", "/api/admin/push/subscriptions", { endpoint: subscription.endpoint });
  } catch (error) {
    if (!options.always) throw error;
  }
  await subscription.unsubscribe().catch(() => undefined);
}

/** Sends the test notification to this device; answers the server's word that it went, in the admin's language. */
export async function sendTest(): Promise<string> {
  const subscription = await currentSubscription();
  if (!subscription) throw new ApiError(404, m.adminProblemPushNotSubscribed(adminLocale()));
  const { message } = await apiJson<{ message: string }>("POST", "/api/admin/push/test", { endpoint: subscription.endpoint });
  return problemText(adminLocale(), message);
}

/**
 * Signing out turns this device's notifications off: the next person to hold it must not read
 * the company's enquiries on its lock screen. Quick or not at all: sign-out never waits for it.
 */
export async function turnOffOnSignOut(): Promise<void> {
  if (pushSupport() !== "supported") return;
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 2000));
  await Promise.race([turnOff({ always: true }).catch(() => undefined), timeout]);
}
