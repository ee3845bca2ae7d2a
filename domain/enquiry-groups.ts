/**
 * One visitor's enquiries, together (docs/product.md §10): the inbox groups enquiries by the
 * number they were sent from, read by the one reader of phone numbers (domain/phone.ts), so that
 * "098470 12345", "+91 98470-12345" and "919847012345" are one visitor. The key is the number's
 * WhatsApp digits, with the country code; a number that cannot be read keeps its digits.
 */
import { whatsAppNumberOf } from "./phone";

export function visitorKey(phone: string): string {
  return whatsAppNumberOf(phone) ?? phone.replace(/\D/g, "");
}

/** The inbox's three views: the new enquiries, those to follow up today or earlier, and all of them. */
export const INBOX_VIEWS = ["new", "follow-up", "all"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];
export const INBOX_VIEW_LABELS: Record<InboxView, string> = { new: "New", "follow-up": "Follow up", all: "All" };
