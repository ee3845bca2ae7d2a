/**
 * Issue #6, item 5: a full disk during an upload. The data folder is a 20 MB tmpfs filled to
 * leave less and less room, so the upload fails at each stage in turn (the temporary upload,
 * the stored files, the database commit). Every refusal is a clear 507, nothing is left
 * half-written, the database stays sound, and pages and images keep being served.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, statfs, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { GalleryItem, Project } from "../../domain/entities";
import { filesOf } from "../../server/media/process";
import { ApiClient, formData } from "../support/client";
import { makeImage } from "../support/images";
import { CHILD_ADMIN, freePort, startChild, type ChildServer } from "./support/child-server";
import { checkDatabase } from "./support/database";
import { withJpegComment } from "./support/hostile-files";
import { reportFigures } from "./support/mode";
import { fingerprint, referencedImages } from "./support/state";

let server: ChildServer | undefined;
let mountPoint: string | undefined;
let mounted = false;

afterAll(async () => {
  if (server && server.process.exitCode !== null) console.warn(`The server exited with ${server.process.exitCode}:\n${server.output()}`);
  await server?.stop();
  if (mounted) execFileSync("umount", [mountPoint!]);
  if (mountPoint) await rm(mountPoint, { recursive: true, force: true });
});

async function freeBytes(folder: string): Promise<number> {
  const info = await statfs(folder);
  return info.bavail * info.bsize;
}

describe("a full disk", () => {
  it("refuses an upload with 507 at every stage, keeps nothing of it, and keeps serving reads", async (context) => {
    mountPoint = await mkdtemp(path.join(tmpdir(), "site-full-"));
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=20m", "tmpfs", mountPoint], { stdio: "pipe" });
      mounted = true;
    } catch (error) {
      console.warn(
        `Skipping the full-disk test: mounting a tmpfs is not permitted here (${String(error).split("\n")[0]}). Run the tests as root to include it.`,
      );
      context.skip();
      return;
    }
    const dataDir = mountPoint;
    server = await startChild({ dataDir, port: await freePort() });
    const api = new ApiClient(server.baseUrl);
    await api.login(CHILD_ADMIN.email, CHILD_ADMIN.password);
    const project = await api.createProject({
      title: "Before the disk filled",
      coverImage: { name: "c.jpg", data: await makeImage({ width: 300, height: 200 }) },
    });
    const photo = await makeImage({ width: 1400, height: 1050, noise: true });
    const filler = path.join(dataDir, "filler");
    const figures = { attempts: 0, refused507: 0, accepted: 0, otherStatuses: [] as number[] };

    // From no room at all to room for the temporary upload but not the stored files and
    // variants, to room for the files but hardly any for the database.
    for (const room of [16_000, 64_000, 300_000, 800_000, 1_300_000, 1_700_000, 2_200_000, 2_800_000, 3_500_000, 4_500_000]) {
      const free = await freeBytes(dataDir);
      await writeFile(filler, Buffer.alloc(Math.max(0, free - room)));
      const before = await fingerprint(server.baseUrl, dataDir);
      const upload = withJpegComment(photo, `room ${room}`);
      const response = await api.request(
        "POST",
        "/api/gallery-upload",
        formData({ title: `With ${room} bytes free`, gallery: { name: "photo.jpg", data: upload } }),
      );
      const body = (await response.json()) as { message?: string; gallery?: GalleryItem };
      figures.attempts++;
      if (response.status === 507) {
        figures.refused507++;
        expect(body.message).toMatch(/no room to store this upload.*Nothing was saved/);
        // The whole body was read before the answer, so the connection carries on.
        expect(response.headers.get("connection"), `connection after a refusal with ${room} bytes free`).not.toBe("close");
        const after = await fingerprint(server.baseUrl, dataDir);
        expect(after.uploads, `files after a refusal with ${room} bytes free`).toEqual(before.uploads);
        expect(after.temporary).toEqual([]);
        expect(after.records).toEqual(before.records);
      } else if (response.status === 201) {
        figures.accepted++;
        for (const name of body.gallery!.images) expect((await fetch(`${server.baseUrl}/uploads/${name}`)).status).toBe(200);
      } else {
        figures.otherStatuses.push(response.status);
      }
      expect([201, 507], `status with ${room} bytes free: ${JSON.stringify(body)}`).toContain(response.status);

      // Reads go on while the disk is full.
      expect((await fetch(`${server.baseUrl}/api/projects`)).status).toBe(200);
      expect((await fetch(`${server.baseUrl}/projects/${project.slug}`)).status).toBe(200);
      expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);
      expect((await fetch(`${server.baseUrl}/uploads/${project.coverImage}`)).status).toBe(200);
      expect(checkDatabase(path.join(dataDir, "site.db"))).toEqual([]);
      await rm(filler);
    }
    reportFigures("disk-full", figures);
    expect(figures.refused507).toBeGreaterThan(0);

    // With room again, uploads work, and a restart finds files and records in step.
    const again = await api.request(
      "POST",
      "/api/gallery-upload",
      formData({ title: "Room again", gallery: { name: "photo.jpg", data: withJpegComment(photo, "again") } }),
    );
    expect(again.status).toBe(201);
    await server.stop();
    expect(checkDatabase(path.join(dataDir, "site.db"))).toEqual([]);
    server = await startChild({ dataDir, port: server.port });
    const state = await fingerprint(server.baseUrl, dataDir);
    expect(state.uploads.map((f) => f.split(":")[0]).sort()).toEqual([...referencedImages(state.records)].flatMap(filesOf).sort());
    const fresh: Project = ((await (await fetch(`${server.baseUrl}/api/projects/${project._id}`)).json()) as { project: Project }).project;
    expect(fresh.title).toBe("Before the disk filled");
  }, 240_000);
});
