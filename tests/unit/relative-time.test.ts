import { beforeAll, describe, expect, it } from "vitest";
import { formatRelativeTime } from "../../app/lib/relative-time";
import { loadAdminTexts } from "../../app/i18n/admin-texts";

// The admin's Malayalam and Tamil texts are a module of their own, loaded when the admin needs them.
beforeAll(() => Promise.all([loadAdminTexts("ml"), loadAdminTexts("ta")]));

const now = new Date("2025-03-20T12:00:00Z").getTime();
const ago = (ms: number) => new Date(now - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatRelativeTime", () => {
  it("says 'Just now' under 60 seconds", () => {
    expect(formatRelativeTime("en", ago(0), now)).toBe("Just now");
    expect(formatRelativeTime("en", ago(59 * SECOND), now)).toBe("Just now");
  });

  it("counts minutes under an hour", () => {
    expect(formatRelativeTime("en", ago(60 * SECOND), now)).toBe("1 minute ago");
    expect(formatRelativeTime("en", ago(2 * MINUTE + 30 * SECOND), now)).toBe("2 minutes ago");
    expect(formatRelativeTime("en", ago(59 * MINUTE + 59 * SECOND), now)).toBe("59 minutes ago");
  });

  it("counts hours under a day", () => {
    expect(formatRelativeTime("en", ago(HOUR), now)).toBe("1 hour ago");
    expect(formatRelativeTime("en", ago(5 * HOUR + 10 * MINUTE), now)).toBe("5 hours ago");
    expect(formatRelativeTime("en", ago(DAY - SECOND), now)).toBe("23 hours ago");
  });

  it("counts days under a week", () => {
    expect(formatRelativeTime("en", ago(DAY), now)).toBe("1 day ago");
    expect(formatRelativeTime("en", ago(3 * DAY), now)).toBe("3 days ago");
    expect(formatRelativeTime("en", ago(7 * DAY - SECOND), now)).toBe("6 days ago");
  });

  it("shows the date from a week on", () => {
    expect(formatRelativeTime("en", ago(7 * DAY), now)).toBe("Mar 13, 2025");
    expect(formatRelativeTime("en", "2024-01-05T08:00:00Z", now)).toBe("Jan 5, 2024");
  });

  it("treats a time slightly in the future as just now", () => {
    expect(formatRelativeTime("en", new Date(now + 5 * SECOND), now)).toBe("Just now");
  });

  it("accepts Date objects and epoch milliseconds", () => {
    expect(formatRelativeTime("en", new Date(now - 3 * MINUTE), new Date(now))).toBe("3 minutes ago");
    expect(formatRelativeTime("en", now - 2 * HOUR, now)).toBe("2 hours ago");
  });

  it("returns an empty text for an invalid date", () => {
    expect(formatRelativeTime("en", "not a date", now)).toBe("");
  });
});

describe("formatRelativeTime in the admin's other languages", () => {
  it("counts in Malayalam and Tamil, and writes older dates with the language's month names", () => {
    expect(formatRelativeTime("ml", ago(2 * MINUTE), now)).toBe("2 മിനിറ്റ് മുമ്പ്");
    expect(formatRelativeTime("ta", ago(DAY), now)).toBe("1 நாள் முன்பு");
    expect(formatRelativeTime("ta", ago(3 * DAY), now)).toBe("3 நாட்களுக்கு முன்பு");
    expect(formatRelativeTime("ml", "2024-01-05T08:00:00Z", now)).toMatch(/ജനു/);
  });
});
