import { describe, expect, it } from "vitest";
import { isPublic, parsePublishTime, publicationLabel, toCompanyMinute } from "../../domain/publishing";
import { nextPublication } from "../../server/services/publishing";

const NOW = new Date("2030-05-10T06:00:00.000Z");
const EARLIER = "2030-05-01T06:00:00.000Z";
const LATER = "2030-05-20T06:00:00.000Z";

describe("publication states", () => {
  it("reads the form's company time (IST) and ISO times, and nothing else", () => {
    expect(parsePublishTime("2030-05-10T11:30")).toBe("2030-05-10T06:00:00.000Z");
    expect(parsePublishTime("2030-05-10T06:00:00Z")).toBe("2030-05-10T06:00:00.000Z");
    expect(parsePublishTime("2030-05-10T11:30:00+05:30")).toBe("2030-05-10T06:00:00.000Z");
    for (const bad of ["tomorrow", "2030-05-10", "2030-13-40T99:99", "2030-05-10 11:30"]) expect(parsePublishTime(bad), bad).toBeNull();
    expect(toCompanyMinute("2030-05-10T06:00:00.000Z")).toBe("2030-05-10T11:30");
  });

  it("is public when published, or scheduled for a time that has come", () => {
    expect(isPublic({ status: "published", publishAt: null }, NOW)).toBe(true);
    expect(isPublic({ status: "draft", publishAt: EARLIER }, NOW)).toBe(false);
    expect(isPublic({ status: "scheduled", publishAt: EARLIER }, NOW)).toBe(true);
    expect(isPublic({ status: "scheduled", publishAt: LATER }, NOW)).toBe(false);
    expect(publicationLabel({ status: "scheduled", publishAt: LATER }, NOW)).toBe("Scheduled for 20 May 2030, 11:30 am");
  });

  it("publishes a new item at once unless told otherwise (SPEC §7), dated when it went public", () => {
    expect(nextPublication({}, null, NOW)).toEqual({ status: "published", publish_at: NOW.toISOString(), created_at: NOW.toISOString() });
    expect(nextPublication({ status: "draft" }, null, NOW)).toEqual({ status: "draft", publish_at: null, created_at: NOW.toISOString() });
    expect(nextPublication({ status: "scheduled", publishAt: LATER }, null, NOW)).toMatchObject({ status: "scheduled", publish_at: LATER });
    // A schedule for a time that has passed publishes now, dated at that time.
    expect(nextPublication({ status: "scheduled", publishAt: EARLIER }, null, NOW)).toEqual({
      status: "published",
      publish_at: EARLIER,
      created_at: EARLIER,
    });
    expect(() => nextPublication({ status: "scheduled" }, null, NOW)).toThrow(/date and time/);
  });

  it("keeps an edited item's state when none is sent; a draft published later becomes the newest", () => {
    const published = { status: "published", publish_at: EARLIER, created_at: EARLIER };
    expect(nextPublication({}, published, NOW)).toEqual(published);
    const draft = { status: "draft", publish_at: null, created_at: EARLIER };
    expect(nextPublication({}, draft, NOW)).toEqual(draft);
    expect(nextPublication({ status: "published" }, draft, NOW)).toEqual({
      status: "published",
      publish_at: NOW.toISOString(),
      created_at: NOW.toISOString(),
    });
    // A schedule whose time came before the scheduler marked it went public at its time.
    const due = { status: "scheduled", publish_at: "2030-05-09T06:00:00.000Z", created_at: EARLIER };
    expect(nextPublication({}, due, NOW)).toEqual({ status: "published", publish_at: due.publish_at, created_at: due.publish_at });
  });
});
