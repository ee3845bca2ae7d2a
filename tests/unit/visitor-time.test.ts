/**
 * The visitor's own time in the inbox (docs/product.md §10, domain/visitor-time.ts): a number from
 * abroad reads as its country's clock, against India's, with summer time where the country keeps
 * it; India's numbers, and countries the table does not list, show none; a call-back's browser
 * zone is more exact and wins.
 */
import { describe, expect, it } from "vitest";
import { ABROAD_CLOCKS, differenceText, hoursText, visitorClock, visitorTimeText, visitorZone } from "../../domain/visitor-time";

/** 7:40 pm in Thiruvananthapuram on a January day (no summer time anywhere north). */
const JANUARY = new Date("2026-01-15T14:10:00Z");
/** The same time in July: London, New York and Sydney have moved their clocks since. */
const JULY = new Date("2026-07-15T14:10:00Z");

const line = (phone: string, at: Date, zone?: string) => {
  const clock = visitorClock(phone, at, zone);
  return clock ? visitorTimeText(clock) : null;
};

describe("the visitor's time", () => {
  it("reads the Gulf's numbers as the Gulf's clocks, however the number is written", () => {
    expect(line("+971 501234567", JANUARY)).toBe("Their time: 6:10 pm (UAE, 1½ hours behind)");
    expect(line("00971 50 123 4567", JANUARY)).toBe("Their time: 6:10 pm (UAE, 1½ hours behind)");
    expect(line("+966 501234567", JANUARY)).toBe("Their time: 5:10 pm (Saudi Arabia, 2½ hours behind)");
    expect(line("+974 33123456", JANUARY)).toBe("Their time: 5:10 pm (Qatar, 2½ hours behind)");
    expect(line("+968 92123456", JANUARY)).toBe("Their time: 6:10 pm (Oman, 1½ hours behind)");
    expect(line("+965 51234567", JANUARY)).toBe("Their time: 5:10 pm (Kuwait, 2½ hours behind)");
    expect(line("+973 36123456", JANUARY)).toBe("Their time: 5:10 pm (Bahrain, 2½ hours behind)");
  });

  it("follows summer time in the UK, the US and Australia", () => {
    expect(line("+44 7700 900123", JANUARY)).toBe("Their time: 2:10 pm (UK, 5½ hours behind)");
    expect(line("+44 7700 900123", JULY)).toBe("Their time: 3:10 pm (UK, 4½ hours behind)");
    expect(line("+1 212 555 0100", JANUARY)).toBe("Their time: 9:10 am (US/Canada, Eastern, 10½ hours behind)");
    expect(line("+1 212 555 0100", JULY)).toBe("Their time: 10:10 am (US/Canada, Eastern, 9½ hours behind)");
    // Sydney is past midnight: its day is India's tomorrow.
    expect(line("+61 412 345 678", JANUARY)).toBe("Their time: 1:10 am tomorrow (Australia, Sydney, 5½ hours ahead)");
    expect(line("+61 412 345 678", JULY)).toBe("Their time: 12:10 am tomorrow (Australia, Sydney, 4½ hours ahead)");
    expect(line("+65 81234567", JANUARY)).toBe("Their time: 10:10 pm (Singapore, 2½ hours ahead)");
    expect(line("+60 12 345 6789", JANUARY)).toBe("Their time: 10:10 pm (Malaysia, 2½ hours ahead)");
  });

  it("says 'yesterday' when their day has not caught up with India's", () => {
    const earlyInIndia = new Date("2026-01-15T20:00:00Z"); // 1:30 am on the 16th in India
    expect(line("+1 212 555 0100", earlyInIndia)).toBe("Their time: 3:00 pm yesterday (US/Canada, Eastern, 10½ hours behind)");
  });

  it("marks the night there, when a call would wake them", () => {
    expect(visitorClock("+61 412 345 678", JANUARY)!.night).toBe(true);
    expect(visitorClock("+971 501234567", JANUARY)!.night).toBe(false);
  });

  it("shows nothing for India's numbers, unreadable ones, or countries the table does not list", () => {
    expect(visitorClock("+91 98470 12345", JANUARY)).toBeNull();
    expect(visitorClock("98470 12345", JANUARY)).toBeNull();
    expect(visitorClock("not a number", JANUARY)).toBeNull();
    expect(visitorClock("+49 1512 3456789", JANUARY)).toBeNull();
  });

  it("takes the zone a call-back's browser named over the country's main one, and ignores one it cannot read", () => {
    expect(line("+1 415 555 0100", JANUARY, "America/Los_Angeles")).toBe("Their time: 6:10 am (Los Angeles, 13½ hours behind)");
    // An Indian number away from home: the browser knows where they are.
    expect(line("+91 98470 12345", JANUARY, "Asia/Dubai")).toBe("Their time: 6:10 pm (UAE, 1½ hours behind)");
    expect(line("+91 98470 12345", JANUARY, "Asia/Kolkata")).toBeNull();
    expect(line("+971 501234567", JANUARY, "Not/A_Zone")).toBe("Their time: 6:10 pm (UAE, 1½ hours behind)");
    expect(visitorZone("+971 501234567", "")).toEqual({ place: "UAE", timeZone: "Asia/Dubai" });
  });

  it("agrees with the time-zone database for every country of the table", () => {
    for (const clock of ABROAD_CLOCKS) {
      for (const at of [JANUARY, JULY]) {
        const theirs = new Intl.DateTimeFormat("en-US", { timeZone: clock.timeZone, hour: "numeric", minute: "2-digit", hour12: true })
          .format(at)
          .replace(/\s/g, " ")
          .toLowerCase();
        const phone = `+${clock.code} ${"5".repeat(clock.code === "1" ? 10 : 9)}`;
        expect(visitorClock(phone, at)?.time, `${clock.place} at ${at.toISOString()}`).toBe(theirs);
      }
    }
  });
});

describe("the difference from India's clock, as said", () => {
  it("reads halves and quarters as people say them", () => {
    expect(hoursText(90)).toBe("1½ hours");
    expect(hoursText(30)).toBe("½ hour");
    expect(hoursText(60)).toBe("1 hour");
    expect(hoursText(120)).toBe("2 hours");
    expect(hoursText(345)).toBe("5¾ hours");
    expect(hoursText(20)).toBe("20 minutes");
    expect(differenceText(0)).toBe("same time as India");
    expect(differenceText(-150)).toBe("2½ hours behind");
    expect(differenceText(15)).toBe("¼ hour ahead");
  });
});
