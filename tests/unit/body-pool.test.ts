import { describe, expect, it } from "vitest";
import { giveBack, takeBody } from "../../server/cache/body-pool";

describe("the body pool", () => {
  it("hands out buffers of the length asked, and reuses one given back", () => {
    const first = takeBody(13_000);
    expect(first).toHaveLength(13_000);
    first.fill(7);
    giveBack(first);
    const second = takeBody(12_000);
    expect(second).toHaveLength(12_000);
    expect(second.buffer).toBe(first.buffer);
    expect(takeBody(12_000).buffer).not.toBe(first.buffer);
  });

  it("never keeps a buffer it did not make: shared slabs, views inside a buffer, large bodies", () => {
    const small = Buffer.allocUnsafe(100);
    giveBack(small);
    const inside = Buffer.allocUnsafeSlow(32 * 1024).subarray(16 * 1024);
    giveBack(inside);
    const large = takeBody(200_000);
    expect(large).toHaveLength(200_000);
    giveBack(large);
    for (let i = 0; i < 40; i++) {
      const body = takeBody(100);
      expect(body.buffer).not.toBe(small.buffer);
      expect(body.buffer).not.toBe(inside.buffer);
    }
    expect(takeBody(200_000).buffer).not.toBe(large.buffer);
  });
});
