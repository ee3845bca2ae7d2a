/**
 * The browser's side of "no enquiry is ever lost" (issue #15): an enquiry is written here before
 * anything else happens, sent to the server, and crossed off only once the server has answered
 * that it keeps it. If the server cannot be reached, it waits here and is sent again on the next
 * page the visitor opens (app/islands/runtime.ts looks for it on every page). The server stores
 * one enquiry per key, however often it arrives.
 */
import { PENDING_ENQUIRIES } from "./pending-enquiries";

export interface PendingEnquiry {
  key: string;
  reference: string;
  kind: string;
  [field: string]: unknown;
}

function read(): PendingEnquiry[] {
  try {
    const stored = JSON.parse(localStorage.getItem(PENDING_ENQUIRIES) ?? "[]") as unknown;
    return Array.isArray(stored) ? (stored as PendingEnquiry[]).filter((e) => typeof e?.key === "string") : [];
  } catch {
    return [];
  }
}

function write(pending: PendingEnquiry[]): void {
  try {
    if (pending.length === 0) localStorage.removeItem(PENDING_ENQUIRIES);
    else localStorage.setItem(PENDING_ENQUIRIES, JSON.stringify(pending));
  } catch {
    // Storage full or refused (a private window): the send below is then the only try.
  }
}

/** Keeps an enquiry until the server has it. */
export function queueEnquiry(enquiry: PendingEnquiry): void {
  write([...read().filter((e) => e.key !== enquiry.key), enquiry]);
}

export type SendResult = "sent" | "waiting" | "refused";

/**
 * The server's answer to one enquiry. A refusal carries the server's words and, when it names one,
 * the field they are about (the form shows them in the page's language: app/lib/enquiry-text.ts).
 */
export interface SendAnswer {
  result: SendResult;
  message?: string;
  field?: string;
}

/** Sends one enquiry: "sent" (kept by the server), "waiting" (try again later) or "refused" (it never will be). */
async function post(enquiry: PendingEnquiry): Promise<SendAnswer> {
  try {
    const response = await fetch("/api/enquiries", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(enquiry),
      keepalive: true,
    });
    if (response.ok) return { result: "sent" };
    // A server that is down or busy, or a limit that passes: later.
    if (response.status >= 500 || response.status === 429 || response.status === 408) return { result: "waiting" };
    const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
    return { result: "refused", message: answer.message, field: Object.keys(answer.errors ?? {})[0] };
  } catch {
    return { result: "waiting" };
  }
}

let sending: Promise<void> | null = null;

/** Sends what waits; an enquiry is crossed off once the server keeps it (or refuses it for good). */
export function sendPendingEnquiries(): Promise<void> {
  sending ??= (async () => {
    for (const enquiry of read()) {
      const { result } = await post(enquiry);
      if (result !== "waiting") write(read().filter((e) => e.key !== enquiry.key));
    }
  })().finally(() => {
    sending = null;
  });
  return sending;
}

/** Keeps an enquiry, then sends it at once: the answer for this one enquiry. */
export async function sendEnquiry(enquiry: PendingEnquiry): Promise<SendAnswer> {
  queueEnquiry(enquiry);
  await sending;
  const answer = await post(enquiry);
  if (answer.result !== "waiting") write(read().filter((e) => e.key !== enquiry.key));
  return answer;
}
