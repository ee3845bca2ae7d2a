import { describe, expect, it } from "vitest";
import {
  callWindowSentence,
  clockTime,
  GULF_ZONES,
  gulfCallWindows,
  openSpansIn,
  spanOnClock,
  zoneOffsetMinutes,
  zonePlace,
} from "../../domain/gulf-time";
import { WEEKDAYS, type OpeningHours } from "../../domain/site-content";
import { DEFAULT_COMPANY } from "../../domain/site-defaults";

/** A week of office hours: the same hours every day but those given. */
function week(opens: string, closes: string, days: Partial<Record<OpeningHours["day"], Partial<OpeningHours>>> = {}): OpeningHours[] {
  return WEEKDAYS.map((day) => ({ day, closed: false, opens, closes, ...days[day] }));
}

/** What the time-zone database says the clock reads in `timeZone` when it is `time` in Thiruvananthapuram. */
function realClock(time: string, timeZone: string): string {
  const instant = new Date(`2026-11-23T${time}:00+05:30`);
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hour12: true }).format(instant);
}

describe("the office's hours on Gulf clocks", () => {
  it("reads the default hours (Mon – Sat 8 AM – 6 PM in India) as the Gulf's two clocks show them", () => {
    const [uae, saudi] = gulfCallWindows(DEFAULT_COMPANY.hours);
    expect(uae!.zone.countries).toBe("the UAE and Oman");
    expect(uae!.lines).toEqual(["Mon – Sat, 6:30 AM – 4:30 PM"]);
    expect(saudi!.zone.countries).toBe("Saudi Arabia, Qatar, Kuwait and Bahrain");
    expect(saudi!.lines).toEqual(["Mon – Sat, 5:30 AM – 3:30 PM"]);
    expect(callWindowSentence(uae!)).toBe("Mon – Sat, 6:30 AM – 4:30 PM in the UAE and Oman");
  });

  it("agrees with the time-zone database for every zone", () => {
    for (const zone of GULF_ZONES) {
      for (const time of ["08:00", "09:45", "18:00", "23:30"]) {
        const [span] = openSpansIn(week(time, "23:59"), zone.offsetMinutes);
        expect(clockTime(span!.opens), `${time} in ${zone.timeZone}`).toBe(realClock(time, zone.timeZone));
      }
    }
  });

  it("gives a day with other hours a line of its own, named in full, and leaves closed days out", () => {
    const hours = week("09:00", "18:30", { Saturday: { opens: "09:00", closes: "13:00" }, Sunday: { closed: true } });
    expect(gulfCallWindows(hours).map((w) => w.lines)).toEqual([
      ["Mon – Fri, 7:30 AM – 5:00 PM", "Saturday, 7:30 AM – 11:30 AM"],
      ["Mon – Fri, 6:30 AM – 4:00 PM", "Saturday, 6:30 AM – 10:30 AM"],
    ]);
  });

  it("joins only days in a row: the same hours either side of a closed day are two lines", () => {
    const hours = week("10:00", "17:00", { Tuesday: { closed: true }, Thursday: { closed: true }, Friday: { closed: true } });
    expect(gulfCallWindows(hours)[0]!.lines).toEqual([
      "Monday, 8:30 AM – 3:30 PM",
      "Wednesday, 8:30 AM – 3:30 PM",
      "Sat – Sun, 8:30 AM – 3:30 PM",
    ]);
  });

  it("cuts hours that start before the Gulf's midnight at midnight: Monday 1 AM in India is Sunday night in Riyadh", () => {
    const hours = week("01:00", "10:00", Object.fromEntries(WEEKDAYS.slice(1).map((day) => [day, { closed: true }])));
    expect(openSpansIn(hours, 180)).toEqual([
      { day: "Monday", opens: 0, closes: 7 * 60 + 30 },
      { day: "Sunday", opens: 22 * 60 + 30, closes: 24 * 60 },
    ]);
    expect(gulfCallWindows(hours)[1]!.lines).toEqual(["Monday, 12:00 AM – 7:30 AM", "Sunday, 10:30 PM – 12:00 AM"]);
  });

  it("has no window when the office is never open", () => {
    const closed = week("08:00", "18:00", Object.fromEntries(WEEKDAYS.map((day) => [day, { closed: true }])));
    expect(gulfCallWindows(closed).map((w) => w.lines)).toEqual([[], []]);
  });
});

describe("a time of India's clock on the visitor's own", () => {
  it("knows a zone's offset as the time-zone database does, in summer and in winter", () => {
    expect(zoneOffsetMinutes("Asia/Dubai", new Date("2026-11-23T10:00:00Z"))).toBe(240);
    expect(zoneOffsetMinutes("Asia/Kolkata", new Date("2026-11-23T10:00:00Z"))).toBe(330);
    expect(zoneOffsetMinutes("Europe/London", new Date("2026-07-01T10:00:00Z"))).toBe(60);
    expect(zoneOffsetMinutes("America/New_York", new Date("2026-01-15T10:00:00Z"))).toBe(-300);
    expect(zoneOffsetMinutes("Not/A_Zone", new Date())).toBeNull();
  });

  it("moves a span of India's clock to another, over midnight too", () => {
    expect(spanOnClock([9 * 60, 12 * 60], 240)).toBe("7:30 AM – 10:30 AM");
    expect(spanOnClock([16 * 60, 19 * 60], 180)).toBe("1:30 PM – 4:30 PM");
    expect(spanOnClock([9 * 60, 12 * 60], -300)).toBe("10:30 PM – 1:30 AM");
    expect(spanOnClock([9 * 60, 12 * 60], 330)).toBe("9:00 AM – 12:00 PM");
  });

  it("names the place a zone is named after", () => {
    expect(zonePlace("Asia/Dubai")).toBe("Dubai");
    expect(zonePlace("America/New_York")).toBe("New York");
    expect(zonePlace("UTC")).toBe("UTC");
  });
});
