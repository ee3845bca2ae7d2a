import { describe, expect, it } from "vitest";
import { factsLine } from "../../domain/project-facts";

describe("a project card's facts line", () => {
  it("reads the built-up area, the bedrooms and the plot a family compares homes by", () => {
    expect(factsLine({ builtUpSqft: 2100, bedrooms: 3, plotCents: 8, year: 2025 })).toBe("2,100 sq.ft · 3 BHK · 8 cents");
    expect(factsLine({ builtUpSqft: 1850, bedrooms: 3, plotCents: 6.5 })).toBe("1,850 sq.ft · 3 BHK · 6.5 cents");
    expect(factsLine({ bedrooms: 2, plotCents: 1 })).toBe("2 BHK · 1 cent");
  });

  it("keeps to three facts, the year filling in for one that is not set", () => {
    expect(factsLine({ builtUpSqft: 3200, bedrooms: 4, year: 2026 })).toBe("3,200 sq.ft · 4 BHK · 2026");
    expect(factsLine({ bedrooms: 4, plotCents: 10, year: 2026 })).toBe("4 BHK · 10 cents · 2026");
    expect(factsLine({ year: 2024 })).toBe("2024");
    expect(factsLine({})).toBe("");
  });

  it("names the floors of a building without bedrooms", () => {
    expect(factsLine({ builtUpSqft: 38000, floors: 7, plotCents: 45, year: 2025 })).toBe("38,000 sq.ft · 7 floors · 45 cents");
    expect(factsLine({ builtUpSqft: 2600, bedrooms: 4, floors: 2, plotCents: 12 })).toBe("2,600 sq.ft · 4 BHK · 12 cents");
  });
});
