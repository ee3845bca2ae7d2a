import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashFile, sha256Fallback, skipDuplicateFiles } from "../../app/lib/file-hash";

const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString("hex");
const nodeSha = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

describe("sha256Fallback", () => {
  it("matches Node's SHA-256 across block boundaries", () => {
    for (const size of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 70_000]) {
      const data = new Uint8Array(randomBytes(size));
      expect(hex(sha256Fallback(data)), `size ${size}`).toBe(nodeSha(data));
    }
  });
});

describe("hashFile", () => {
  it("hashes the content, not the name", async () => {
    const bytes = new Uint8Array(randomBytes(2048));
    const a = await hashFile(new File([bytes], "a.jpg"));
    const b = await hashFile(new File([bytes], "b.jpg"));
    expect(a).toBe(nodeSha(bytes));
    expect(b).toBe(a);
  });
});

describe("skipDuplicateFiles", () => {
  it("skips files already known and repeats within the choice", async () => {
    const one = new Uint8Array(randomBytes(100));
    const two = new Uint8Array(randomBytes(100));
    const three = new Uint8Array(randomBytes(100));
    const known = new Set([nodeSha(one)]);
    const files = [new File([one], "1.jpg"), new File([two], "2.jpg"), new File([two], "2-copy.jpg"), new File([three], "3.jpg")];
    const { kept, skipped } = await skipDuplicateFiles(files, known);
    expect(kept.map((entry) => entry.file.name)).toEqual(["2.jpg", "3.jpg"]);
    expect(skipped).toBe(2);
  });
});
