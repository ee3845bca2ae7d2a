/**
 * Sending one Web Push message (RFC 8030, 8291, 8292), and the endpoints the server agrees to send
 * to. The `web-push` library encrypts the payload (aes128gcm) and signs the VAPID header; the
 * request itself is made here, because the server POSTs to a URL a browser gave it: it goes only
 * to a public address on the https port (a subscription naming a private, loopback or link-local
 * address, or a name that resolves to one when the request is made, is refused), follows no
 * redirect, reads at most a few kilobytes back and gives up after ten seconds
 * (docs/decisions/014). `allowLoopback` (PUSH_ALLOW_LOOPBACK, for tests only) also accepts
 * http://127.0.0.1:<port>, where a test runs its own push service.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import webpush from "web-push";
import { PUSH_MESSAGES } from "../../domain/push-schemas";
import type { VapidKeys } from "../auth/vapid-keys";

/** The addresses a push service never has: this machine, private networks, and everything not unicast on the internet. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address is a public unicast one (an IPv4 address written as IPv6 is judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/** Names that are never a push service's: this machine, and the private suffixes of local networks. */
const LOCAL_NAME = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|corp|private|home\.arpa)$/i;

function isLoopbackTestUrl(url: URL): boolean {
  return url.protocol === "http:" && url.hostname === "127.0.0.1" && url.port !== "";
}

/** Why the server will not send to `endpoint`, or null when it will. */
export function endpointProblem(endpoint: string, options: { allowLoopback: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PUSH_MESSAGES.endpoint;
  }
  if (options.allowLoopback && isLoopbackTestUrl(url)) return null;
  if (url.protocol !== "https:" || url.username || url.password) return PUSH_MESSAGES.endpoint;
  if (url.port !== "") return "The subscription's endpoint must use the https port (443)";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) !== 0) return isPublicAddress(host) ? null : "The subscription's endpoint must not be a private or local address";
  if (!host.includes(".") || LOCAL_NAME.test(host)) return "The subscription's endpoint must be a public host name";
  return null;
}

/** DNS as usual, but only public addresses come back: a name that points inside the network at sending time is refused then. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const usable = addresses.filter((entry) => isPublicAddress(entry.address));
    if (usable.length === 0) {
      const refused = Object.assign(new Error(`${hostname} resolves to no public address`), { code: "EPRIVATEADDRESS" });
      return callback(refused, "", 0);
    }
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, usable);
    return callback(null, usable[0]!.address, usable[0]!.family);
  });
};

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps the message for a phone that is off. */
  ttl: number;
  urgency: "normal" | "high";
}

/** What the push service answered: a status (201 is delivered to it; 404 and 410: the subscription is gone). */
export interface PushResult {
  status: number;
  /** The push service's Retry-After, in seconds, when it gave one. */
  retryAfter?: number;
}

export interface PushSender {
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult>;
  endpointProblem(endpoint: string): string | null;
}

const TIMEOUT_MS = 10_000;
/** What is read of an answer: push services say little, and a stranger's server must not fill memory. */
const MAX_ANSWER_BYTES = 16 * 1024;

export function createPushSender(keys: VapidKeys, options: { subject: string; allowLoopback: boolean }): PushSender {
  const check = (endpoint: string) => endpointProblem(endpoint, { allowLoopback: options.allowLoopback });
  return {
    endpointProblem: check,
    send(target, payload, sendOptions) {
      const problem = check(target.endpoint);
      if (problem) return Promise.reject(Object.assign(new Error(problem), { code: "EREFUSEDENDPOINT" }));
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: sendOptions.ttl,
          urgency: sendOptions.urgency,
          contentEncoding: "aes128gcm",
        },
      );
      const url = new URL(details.endpoint);
      const transport = url.protocol === "https:" ? https : http;
      return new Promise<PushResult>((resolve, reject) => {
        const request = transport.request(
          url,
          {
            method: details.method,
            headers: details.headers as Record<string, string | number>,
            lookup: publicOnlyLookup,
            timeout: TIMEOUT_MS,
            agent: false,
          },
          (response) => {
            let read = 0;
            response.on("data", (chunk: Buffer) => {
              read += chunk.length;
              if (read > MAX_ANSWER_BYTES) response.destroy();
            });
            response.on("close", () => {
              const retryAfter = Number(response.headers["retry-after"]);
              resolve({ status: response.statusCode ?? 0, ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}) });
            });
            response.on("error", () => undefined);
          },
        );
        request.on("timeout", () =>
          request.destroy(Object.assign(new Error("The push service did not answer in time"), { code: "ETIMEDOUT" })),
        );
        request.on("error", reject);
        request.end(details.body ?? undefined);
      });
    },
  };
}

/** A failure as it may be kept and logged: the push service's status or the network's error code, never the endpoint or a key. */
export function describePushFailure(failure: PushResult | unknown): string {
  if (failure && typeof failure === "object" && "status" in failure) return `HTTP ${(failure as PushResult).status}`;
  const code = (failure as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[A-Z_]{2,40}$/.test(code) ? code : "the request failed";
}
