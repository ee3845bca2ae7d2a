/**
 * `npm run migrate -- --to postgres` (scripts/migrate.ts, docs/deploy.md): a site made with
 * `npm start` on SQLite and a folder is moved into a new PostgreSQL database and, in the suite's
 * PostgreSQL pass, a bucket; the move checks its copy; two processes then serve every page's data,
 * photo and enquiry as the one machine did. A database that already holds a site is refused.
 * PostgreSQL only.
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkCopy } from "../../scripts/migrate";
import { loadConfig } from "../../server/config";
import { makeImage } from "../support/images";
import { newTestBucket } from "../support/s3";
import { ADMIN, newTestDatabase, ON_BUCKET, ON_POSTGRES, startServer, type TestServer } from "./harness";

/** Runs the move as a person would, in a process of its own. */
function migrate(env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/migrate.ts", "--to", "postgres"], {
      env: { ...process.env, LOG_LEVEL: "silent", ...env },
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => resolve({ code: code ?? 1, out }));
  });
}

/** What the site answers: the public lists, the site's content, the inbox and every photo's bytes. */
async function answers(server: TestServer) {
  const anon = async (url: string) => (await fetch(server.baseUrl + url)).json();
  const [projects, blogs, galleries, site] = await Promise.all(["/api/projects", "/api/blogs", "/api/galleries", "/api/site"].map(anon));
  const inbox = await server.api.json<{ enquiries: Array<{ id: string }> }>("GET", "/api/enquiries");
  const names = (await server.db.selectFrom("media").select("name").orderBy("name").execute()).map((row) => row.name);
  const photos: Record<string, string> = {};
  for (const name of names) {
    const response = await server.api.request("GET", `/uploads/${name}`);
    photos[name] = `${response.status}:${createHash("sha256")
      .update(Buffer.from(await response.arrayBuffer()))
      .digest("hex")}`;
  }
  return { projects, blogs, galleries, site, inbox, photos };
}

describe.skipIf(!ON_POSTGRES)("moving a site from SQLite to PostgreSQL", () => {
  const cleanUp: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it("copies every row and photo, checks the copy, and two processes serve it as one machine did", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "site-move-"));
    cleanUp.push(() => rm(dataDir, { recursive: true, force: true }));
    // The site as `npm start` makes it: SQLite and a folder, whatever this suite runs on.
    const alone = await startServer({ DATABASE_URL: "", S3_BUCKET: "", DATA_DIR: dataDir, TRUST_PROXY: "127.0.0.1" });
    await alone.api.createProject({
      title: "Villa at Kowdiar",
      category: "Residential",
      coverImage: { name: "cover.jpg", data: await makeImage({ color: "#aa5522" }) },
      gallery: [
        { name: "a.jpg", data: await makeImage({ color: "#2255aa" }) },
        { name: "b.jpg", data: await makeImage({ color: "#22aa55", width: 900, height: 1200 }) },
      ],
    });
    await alone.api.createBlog({
      title: "മഴക്കാലത്തെ മേൽക്കൂര",
      content: "Monsoon roofs, in Malayalam and English.",
      author: "Office",
      images: { name: "roof.jpg", data: await makeImage({ color: "#555555" }) },
    });
    const sent = await fetch(`${alone.baseUrl}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify({
        kind: "message",
        key: randomBytes(16).toString("hex"),
        name: "Anitha Nair",
        email: "anitha@example.in",
        phone: "+91 94470 11223",
        service: "New Building Construction",
        message: "A two-storey house on 6 cents in Peroorkada.",
        page: "/contact",
        elapsed: 25_000,
      }),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const before = await answers(alone);
    expect(Object.keys(before.photos).length).toBeGreaterThanOrEqual(4);
    await alone.close();

    const database = (await newTestDatabase())!;
    cleanUp.push(() => database.drop());
    const bucket = ON_BUCKET ? await newTestBucket() : {};
    const target = { DATA_DIR: dataDir, DATABASE_URL: database.url, ...bucket };
    const moved = await migrate(target);
    expect(moved.out).toContain("Checked: every row and every photo is in its new place");
    expect(moved.code).toBe(0);

    // Two processes on the new home; each its own (empty) data folder when the photos are in a bucket.
    const served: TestServer[] = [];
    for (let i = 0; i < 2; i++) {
      const started = await startServer({ DATABASE_URL: database.url, ...bucket, ...(ON_BUCKET ? {} : { DATA_DIR: dataDir }) });
      served.push(started);
      cleanUp.push(() => started.close());
    }
    for (const server of served) {
      // Signed in again: each test server sets the administrator's password, which ends the sessions before.
      await server.api.login(ADMIN.email, ADMIN.password);
      const after = await answers(server);
      expect(after.projects).toEqual(before.projects);
      expect(after.blogs).toEqual(before.blogs);
      expect(after.galleries).toEqual(before.galleries);
      expect(after.site).toEqual(before.site);
      expect(after.inbox).toEqual(before.inbox);
      expect(after.photos).toEqual(before.photos);
    }
    // Again into the same database: refused, and nothing changes.
    const again = await migrate(target);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already holds a site/);
    expect((await answers(served[1]!)).projects).toEqual(before.projects);

    // The move's check sees what differs: a row changed in PostgreSQL, and (with a bucket) a photo's bytes.
    const config = loadConfig(target);
    // (The sessions and sign-ins of the servers since are differences too; the enquiries and photos are not, yet.)
    const since = await checkCopy(config);
    expect(since.filter((problem) => problem.startsWith("enquiries") || problem.includes("bucket"))).toEqual([]);
    await served[0]!.db.updateTable("enquiries").set({ name: "Someone else" }).execute();
    const problems = await checkCopy(config);
    expect(problems).toContain("enquiries: the rows in PostgreSQL differ from the source's");
    if (ON_BUCKET) {
      const cover = (before.projects as { projects: Array<{ coverImage: string }> }).projects[0]!.coverImage;
      await served[0]!.writeUpload(cover, "not the photo");
      expect(await checkCopy(config)).toContain(`${cover}: the bucket's bytes differ from the source's`);
    }
  });
});
