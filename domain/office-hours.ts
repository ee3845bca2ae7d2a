/**
 * The usual weeks of an office, offered as one tap in the admin's company form: a preset fills the
 * seven days of the office hours (docs/product.md §9), which stay editable day by day.
 */
import { WEEKDAYS, type Weekday } from "./site-content";
import type { OpeningHours } from "./site-schemas";

export interface HoursPreset {
  /** What the button says: "Mon–Sat 9:00–18:00, Sunday closed". */
  label: string;
  hours: OpeningHours[];
}

/** A week from the hours of its open days; the others are closed (their times kept for when they open). */
function week(open: Partial<Record<Weekday, readonly [string, string]>>): OpeningHours[] {
  return WEEKDAYS.map((day) => {
    const times = open[day];
    return times ? { day, closed: false, opens: times[0], closes: times[1] } : { day, closed: true, opens: "09:00", closes: "18:00" };
  });
}

const NINE_TO_SIX = ["09:00", "18:00"] as const;
const HALF_NINE_TO_HALF_FIVE = ["09:30", "17:30"] as const;

export const HOURS_PRESETS: readonly HoursPreset[] = [
  {
    label: "Mon–Sat 9:00–18:00, Sunday closed",
    hours: week({
      Monday: NINE_TO_SIX,
      Tuesday: NINE_TO_SIX,
      Wednesday: NINE_TO_SIX,
      Thursday: NINE_TO_SIX,
      Friday: NINE_TO_SIX,
      Saturday: NINE_TO_SIX,
    }),
  },
  {
    label: "Mon–Fri 9:30–17:30, Sat 9:30–13:30, Sunday closed",
    hours: week({
      Monday: HALF_NINE_TO_HALF_FIVE,
      Tuesday: HALF_NINE_TO_HALF_FIVE,
      Wednesday: HALF_NINE_TO_HALF_FIVE,
      Thursday: HALF_NINE_TO_HALF_FIVE,
      Friday: HALF_NINE_TO_HALF_FIVE,
      Saturday: ["09:30", "13:30"],
    }),
  },
  {
    label: "Every day 9:00–18:00",
    hours: week(Object.fromEntries(WEEKDAYS.map((day) => [day, NINE_TO_SIX]))),
  },
];

/** Whether the office hours are a preset's: the same days open, at the same times. */
export function isPreset(hours: readonly OpeningHours[], preset: HoursPreset): boolean {
  return preset.hours.every((want, i) => {
    const have = hours[i];
    return (
      have?.day === want.day && have.closed === want.closed && (want.closed || (have.opens === want.opens && have.closes === want.closes))
    );
  });
}
