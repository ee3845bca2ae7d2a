/** Site visits (issue #15): two-hour slots within the office hours, on the company's days. */
import { companyDate, companyMinutes } from "./company-clock";
import { formatTime } from "./site-content";
export interface DayHours {
  day: string;
  closed: boolean;
  opens: string;
  closes: string;
}

/** Two-hour visits from opening to closing. */
export const VISIT_SLOT_MINUTES = 120;
/** How far ahead a visit may be asked for. */
export const VISIT_MAX_DAYS_AHEAD = 90;

/** 600 → "10:00". */
function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export interface VisitSlot {
  /** "10:00", the slot's start on the company's clock. */
  value: string;
  /** "10:00 AM – 12:00 PM". */
  label: string;
}

/** The weekday (0 Monday … 6 Sunday) of a calendar date "YYYY-MM-DD". */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return (day + 6) % 7;
}

/** The visit slots on a date, from the company's hours (Monday first); none on a closed day. */
export function visitSlots(date: string, hours: readonly DayHours[]): VisitSlot[] {
  const day = hours[weekdayOf(date)];
  if (!day || day.closed) return [];
  const slots: VisitSlot[] = [];
  const closes = minutesOf(day.closes);
  for (let start = minutesOf(day.opens); start + VISIT_SLOT_MINUTES <= closes; start += VISIT_SLOT_MINUTES) {
    slots.push({ value: timeOf(start), label: `${formatTime(timeOf(start))} – ${formatTime(timeOf(start + VISIT_SLOT_MINUTES))}` });
  }
  return slots;
}

/** "Sat 28 Nov 2026": a calendar date as people say it. */
export function formatVisitDate(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(at.getTime())
    ? date
    : at.toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** Adds `days` to a calendar date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `date` is a real calendar date written "YYYY-MM-DD" (not "2026-02-30"). */
export function isCalendarDate(date: string): boolean {
  if (!DATE.test(date)) return false;
  const at = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === date;
}

/** Why a visit on `date` at `slot` cannot be had, or null when it can. */
export function visitProblem(
  date: string,
  slot: string,
  hours: readonly DayHours[],
  now: Date,
): { field: "date" | "slot"; message: string } | null {
  if (!isCalendarDate(date)) {
    return { field: "date", message: "Choose a date for the visit" };
  }
  const today = companyDate(now);
  if (date < today) return { field: "date", message: "Choose a date from today on" };
  if (date > addDays(today, VISIT_MAX_DAYS_AHEAD))
    return { field: "date", message: `Choose a date within the next ${VISIT_MAX_DAYS_AHEAD} days` };
  const slots = visitSlots(date, hours);
  if (slots.length === 0) return { field: "date", message: "We are closed that day: choose another date" };
  const chosen = slots.find((s) => s.value === slot);
  if (!chosen) return { field: "slot", message: "Choose a time for the visit" };
  if (date === today && minutesOf(chosen.value) <= companyMinutes(now))
    return { field: "slot", message: "That time has passed: choose a later one" };
  return null;
}
