/**
 * Two server processes sharing the uploads (docs/architecture.md §10): while one is placing a
 * photo for a write it has not committed yet, the other's start-up sweep and collection leave the
 * photo's files alone; once the first has died, its marks count for nothing and the sweep removes
 * what it left.
 */
import { spawn } from "node:child_process";
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const HASH = "ab".repeat(16);

async function markAs(pid: number, host: string) {
  await sql`insert into placing_files (image, holder, host, pid, at)
    values (${`${HASH}.jpg`}, 'another-process', ${host}, ${pid}, ${new Date().toISOString()})`.execute(server.db);
}

describe("photos another process is placing", () => {
  it("are spared by the sweep while that process lives, and swept once it has died", async () => {
    const files = [`${HASH}.jpg`, `${HASH}-w480.webp`];
    for (const file of files) await writeFile(path.join(server.config.uploadsDir, file), "not yet committed");
    // A living process of this machine, other than the server's.
    const living = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      await markAs(living.pid!, (await import("node:os")).hostname());
      await server.services.upkeep.sweep();
      expect(await readdir(server.config.uploadsDir)).toEqual(expect.arrayContaining(files));
    } finally {
      living.kill();
      await new Promise((resolve) => living.once("exit", resolve));
    }
    // Dead now: its marks go, and so do the files it left.
    await server.services.upkeep.sweep();
    const left = await readdir(server.config.uploadsDir);
    for (const file of files) expect(left).not.toContain(file);
    expect(await server.db.selectFrom("placing_files").selectAll().execute()).toEqual([]);
  });

  it("on another machine, are spared for the longest a request may take, then swept", async () => {
    const file = `${HASH}.jpg`;
    await writeFile(path.join(server.config.uploadsDir, file), "not yet committed");
    await markAs(1, "another-machine");
    await server.services.upkeep.sweep();
    expect(await readdir(server.config.uploadsDir)).toContain(file);
    await server.db.updateTable("placing_files").set({ at: "2020-01-01T00:00:00.000Z" }).execute();
    await server.services.upkeep.sweep();
    expect(await readdir(server.config.uploadsDir)).not.toContain(file);
  });

  it("leaves no mark of its own once a write is answered", async () => {
    const photo = { name: "a.jpg", data: await makeImage({ width: 320, height: 240, color: "#884400" }) };
    const blog = await server.api.createBlog({ title: "Marked and unmarked", content: "A post.", author: "Office", images: [photo] });
    expect(blog.images).toHaveLength(1);
    expect(await server.db.selectFrom("placing_files").selectAll().execute()).toEqual([]);
  });
});
