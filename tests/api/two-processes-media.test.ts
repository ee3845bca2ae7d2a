/**
 * Two server processes sharing the uploads (docs/architecture.md §10): while one is placing a
 * photo for a write it has not committed yet, the other's start-up sweep and collection leave the
 * photo's files alone; once the first has died, its marks count for nothing and the sweep removes
 * what it left. Whether a process lives is told by its process id on this machine, and by the
 * age of its mark on another; on PostgreSQL, by its connections to the database.
 */
import { spawn } from "node:child_process";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeImage } from "../support/images";
import { ON_POSTGRES, startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const HASH = "ab".repeat(16);

async function markAs(pid: number, host: string, holder = "another-process", at = new Date()) {
  await sql`insert into placing_files (image, holder, host, pid, at)
    values (${`${HASH}.jpg`}, ${holder}, ${host}, ${pid}, ${at.toISOString()})`.execute(server.db);
}

describe("photos another process is placing", () => {
  it.skipIf(ON_POSTGRES)("are spared by the sweep while that process lives, and swept once it has died", async () => {
    const files = [`${HASH}.jpg`, `${HASH}-w480.webp`];
    for (const file of files) await server.writeUpload(file, "not yet committed");
    // A living process of this machine, other than the server's.
    const living = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      await markAs(living.pid!, (await import("node:os")).hostname());
      await server.services.upkeep.sweep();
      expect(await server.uploads()).toEqual(expect.arrayContaining(files));
    } finally {
      living.kill();
      await new Promise((resolve) => living.once("exit", resolve));
    }
    // Dead now: its marks go, and so do the files it left.
    await server.services.upkeep.sweep();
    const left = await server.uploads();
    for (const file of files) expect(left).not.toContain(file);
    expect(await server.db.selectFrom("placing_files").selectAll().execute()).toEqual([]);
  });

  it.skipIf(ON_POSTGRES)("on another machine, are spared for the longest a request may take, then swept", async () => {
    const file = `${HASH}.jpg`;
    await server.writeUpload(file, "not yet committed");
    await markAs(1, "another-machine");
    await server.services.upkeep.sweep();
    expect(await server.uploads()).toContain(file);
    await server.db.updateTable("placing_files").set({ at: "2020-01-01T00:00:00.000Z" }).execute();
    await server.services.upkeep.sweep();
    expect(await server.uploads()).not.toContain(file);
  });

  it.runIf(ON_POSTGRES)(
    "on PostgreSQL, are spared while that process is connected, whatever its machine, and swept once it is not",
    async () => {
      const files = [`${HASH}.jpg`, `${HASH}-w480.webp`];
      for (const file of files) await server.writeUpload(file, "not yet committed");
      // Another process, named as a site process names its connections; its mark is older than a
      // minute (a long upload), so only its connection keeps it alive.
      const other = new pg.Client({ connectionString: server.config.databaseUrl, application_name: "site:elsewhere" });
      await other.connect();
      try {
        await markAs(1, "another-machine", "site:elsewhere", new Date(Date.now() - 5 * 60_000));
        await server.services.upkeep.sweep();
        expect(await server.uploads()).toEqual(expect.arrayContaining(files));
      } finally {
        await other.end();
      }
      await server.services.upkeep.sweep();
      const left = await server.uploads();
      for (const file of files) expect(left).not.toContain(file);
      expect(await server.db.selectFrom("placing_files").selectAll().execute()).toEqual([]);
    },
  );

  it("leaves no mark of its own once a write is answered", async () => {
    const photo = { name: "a.jpg", data: await makeImage({ width: 320, height: 240, color: "#884400" }) };
    const blog = await server.api.createBlog({ title: "Marked and unmarked", content: "A post.", author: "Office", images: [photo] });
    expect(blog.images).toHaveLength(1);
    expect(await server.db.selectFrom("placing_files").selectAll().execute()).toEqual([]);
  });
});
