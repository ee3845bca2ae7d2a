import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "../../app/lib/relative-time";

const now = new Date("2025-03-20T12:00:00Z").getTime();
const ago = (ms: number) => new Date(now - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatRelativeTime", () => {
  it("says 'Just now' under 60 seconds", () => {
    expect(formatRelativeTime(ago(0), now)).toBe("Just now");
    expect(formatRelativeTime(ago(59 * SECOND), now)).toBe("Just now");
  });

  it("counts minutes under an hour", () => {
    expect(formatRelativeTime(ago(60 * SECOND), now)).toBe("1 minute ago");
    expect(formatRelativeTime(ago(2 * MINUTE + 30 * SECOND), now)).toBe("2 minutes ago");
    expect(formatRelativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe("59 minutes ago");
  });

  it("counts hours under a day", () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe("1 hour ago");
    expect(formatRelativeTime(ago(5 * HOUR + 10 * MINUTE), now)).toBe("5 hours ago");
    expect(formatRelativeTime(ago(DAY - SECOND), now)).toBe("23 hours ago");
  });

  it("counts days under a week", () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe("1 day ago");
    expect(formatRelativeTime(ago(3 * DAY), now)).toBe("3 days ago");
    expect(formatRelativeTime(ago(7 * DAY - SECOND), now)).toBe("6 days ago");
  });

  it("shows the date from a week on", () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe("Mar 13, 2025");
    expect(formatRelativeTime("2024-01-05T08:00:00Z", now)).toBe("Jan 5, 2024");
  });

  it("treats a time slightly in the future as just now", () => {
    expect(formatRelativeTime(new Date(now + 5 * SECOND), now)).toBe("Just now");
  });

  it("accepts Date objects and epoch milliseconds", () => {
    expect(formatRelativeTime(new Date(now - 3 * MINUTE), new Date(now))).toBe("3 minutes ago");
    expect(formatRelativeTime(now - 2 * HOUR, now)).toBe("2 hours ago");
  });

  it("returns an empty text for an invalid date", () => {
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});
