/**
 * Issue #6, item 5: the server is SIGKILLed at random moments during a stream of creates, edits
 * and deletes with images, and started again each time. After every kill: the database passes
 * `PRAGMA integrity_check`, every acknowledged write is there, every record's images are served,
 * and after the start-up sweep no file is left that no record references.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesOf } from "../../server/media/process";
import { makeImage } from "../support/images";
import { checkDatabase, mediaNames, referencedInDatabase } from "./support/database";
import { CHILD_ADMIN, freePort, startChild, type ChildServer } from "./support/child-server";
import { LONG, reportFigures, SIZES } from "./support/mode";
import { adminHeaders, readRecords, referencedImages } from "./support/state";
import { WriteModel } from "./support/write-model";

let server: ChildServer | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.kill();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Files and media rows must be exactly those of the images the records use, and all served. */
async function checkFiles(
  baseUrl: string,
  folder: string,
  dbFile: string,
  shown: Set<string>,
): Promise<{ problems: string[]; served: number }> {
  const problems: string[] = [];
  // What the records show, and what the trash and the kept versions hold on to besides.
  const referenced = new Set(referencedInDatabase(dbFile));
  const unknown = [...shown].filter((name) => !referenced.has(name));
  if (unknown.length) problems.push(`records show images no row references: ${unknown.slice(0, 5).join(", ")}`);
  const expected = [...referenced].flatMap(filesOf).sort();
  const listing = (await readdir(path.join(folder, "uploads"))).sort();
  const extra = listing.filter((f) => !expected.includes(f));
  const missing = expected.filter((f) => !listing.includes(f));
  if (extra.length) problems.push(`unreferenced files after the sweep: ${extra.slice(0, 5).join(", ")}`);
  if (missing.length) problems.push(`missing files: ${missing.slice(0, 5).join(", ")}`);
  if (JSON.stringify(mediaNames(dbFile)) !== JSON.stringify([...referenced].sort()))
    problems.push("media rows differ from the images the records use");
  let served = 0;
  const queue = [...expected];
  // The photos the trash and the versions hold are the signed-in administrator's to see.
  const headers = await adminHeaders(baseUrl);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let name = queue.pop(); name; name = queue.pop()) {
        const response = await fetch(`${baseUrl}/uploads/${name}`, { headers });
        const bytes = (await response.arrayBuffer()).byteLength;
        if (response.status !== 200 || bytes === 0) problems.push(`/uploads/${name} answered ${response.status} with ${bytes} bytes`);
        else served++;
      }
    }),
  );
  return { problems, served };
}

describe("crash safety", () => {
  it(
    `survives ${SIZES.kills} SIGKILLs during writes without losing an acknowledged write or leaving a stray file`,
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "site-crash-"));
      const dbFile = path.join(dataDir, "site.db");
      const port = await freePort();
      const start = () => startChild({ dataDir: dataDir!, port });
      server = await start();
      const login = await fetch(`${server.baseUrl}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(CHILD_ADMIN),
      });
      const { token } = (await login.json()) as { token: string };
      // Small photos make many writes; a large one keeps a write busy long enough to be cut.
      const small = await makeImage({ width: 320, height: 240, noise: true });
      const images = [
        small,
        small,
        small,
        await makeImage({ width: 640, height: 480, noise: true }),
        await makeImage({ width: 1600, height: 1200, noise: true }),
      ];
      const model = new WriteModel(images, token, server.baseUrl);
      const figures = { kills: 0, killsDuringWrites: 0, killsDuringStart: 0, acknowledgedChecks: 0, filesServed: 0, cycles: 0 };

      for (let cycle = 0; cycle < SIZES.kills; cycle++) {
        let stop = false;
        let inFlight = 0;
        const workers = Array.from({ length: 3 }, async () => {
          while (!stop) {
            inFlight++;
            await model.step();
            inFlight--;
          }
        });
        await sleep(LONG ? 800 + Math.random() * 3_200 : 500 + Math.random() * 2_000);
        stop = true;
        if (inFlight > 0) figures.killsDuringWrites++;
        await server.kill();
        figures.kills++;
        await Promise.all(workers);
        expect(checkDatabase(dbFile), `after kill ${figures.kills}`).toEqual([]);

        if (LONG && cycle % 10 === 9) {
          // A kill during start-up: migrations, the sweep or the first answers.
          const starting = await startChild({ dataDir, port, ready: false });
          await sleep(100 + Math.random() * 1_500);
          await starting.kill();
          figures.kills++;
          figures.killsDuringStart++;
          expect(checkDatabase(dbFile), `after a kill during start-up`).toEqual([]);
        }

        server = await start();
        const records = await readRecords(server.baseUrl);
        const { problems, verified } = model.reconcile(records);
        const files = await checkFiles(server.baseUrl, dataDir, dbFile, referencedImages(records));
        figures.acknowledgedChecks += verified;
        figures.filesServed += files.served;
        figures.cycles++;
        expect([...model.failures, ...problems, ...files.problems], `after kill ${figures.kills}`).toEqual([]);
      }
      reportFigures("crash-safety", { mode: LONG ? "long" : "short", ...figures, ...model.figures });
      expect(figures.killsDuringWrites).toBeGreaterThan(0);
      expect(model.figures.creates).toBeGreaterThan(0);
    },
    LONG ? 60 * 60_000 : 180_000,
  );
});
