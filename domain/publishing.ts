/**
 * Drafts and schedules (issue #17): a project, a post or a gallery item is a draft, published, or
 * scheduled to go public at a time of the company's (Asia/Kolkata). Only what is public reaches a
 * public page, the public API, the sitemap or the page cache; an item made through docs/product.md §7 without
 * a status is published at once.
 */
import { COMPANY_TIME_ZONE } from "./company-clock";

export const PUBLISH_STATUSES = ["draft", "published", "scheduled"] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** What every item carries beside docs/product.md §3's fields. */
export interface Publication {
  status: PublishStatus;
  /** Scheduled: when it goes public. Published: when it went public. Draft: null until it has been public. */
  publishAt: string | null;
}

export function toPublishStatus(value: string): PublishStatus {
  return PUBLISH_STATUSES.find((status) => status === value) ?? "published";
}

/** Whether the public may see an item at `now`. */
export function isPublic(item: Publication, now: Date): boolean {
  if (item.status === "published") return true;
  return item.status === "scheduled" && item.publishAt !== null && Date.parse(item.publishAt) <= now.getTime();
}

/** India has one offset all year: UTC+5:30. */
const OFFSET = "+05:30";
const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A time as the admin form's `datetime-local` field gives it ("2026-12-01T09:30", the company's
 * time), or an ISO 8601 time with its offset; as an ISO time in UTC, or null when it is neither.
 */
export function parsePublishTime(value: string): string | null {
  const text = LOCAL_MINUTE.test(value) ? `${value}:00${OFFSET}` : value;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An ISO time as the `datetime-local` field shows it, in the company's time: "2026-12-01T09:30". */
export function toCompanyMinute(iso: string): string {
  const shifted = new Date(Date.parse(iso) + (5 * 60 + 30) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

const WHEN = new Intl.DateTimeFormat("en-IN", {
  timeZone: COMPANY_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "1 Dec 2026, 9:30 am", in the company's time. */
export function formatPublishTime(iso: string): string {
  return WHEN.format(new Date(iso));
}

/** What the admin lists say of an item's state: "Draft", "Scheduled for 1 Dec 2026, 9:30 am", "Published". */
export function publicationLabel(item: Publication, now: Date): string {
  if (item.status === "scheduled" && item.publishAt && !isPublic(item, now)) return `Scheduled for ${formatPublishTime(item.publishAt)}`;
  return item.status === "draft" ? "Draft" : "Published";
}

/** How long a deleted item waits in the trash before it is removed for good. */
export const TRASH_DAYS = 30;

/** A kind of item's name (domain/kinds). */
export type TrashKind = string;

/** An item in the trash, as the admin area lists it. */
export interface TrashedItem {
  kind: TrashKind;
  _id: string;
  title: string;
  /** Its first photo, for a thumbnail. */
  image: string | null;
  deletedAt: string;
  /** When it will be removed for good. */
  removedAt: string;
}

/** How many saved versions of each project, post and gallery item are kept. */
export const ITEM_VERSIONS = 20;

/** The kinds of item whose history the admin's forms open. */
export type VersionKind = "projects" | "blogs" | "galleries";

/** A saved version: the item's text and image order as they were saved then. */
export interface ItemVersion<T> {
  id: string;
  savedAt: string;
  content: T;
}
