/**
 * `npm run seed -- --projects 1000 --posts 1000 --galleries 200 [--data-dir ./data-seeded]`:
 * fills a data folder with realistic content, through the production server and its API — every
 * photo through the real upload pipeline, each one distinct (issue #17). Projects carry facts and
 * a gallery of four photos, posts two photos, gallery items fifteen: 1,000/1,000/200 make about
 * 10,000 photos (about half a second each on two cores: some 80 minutes). The folder must hold no content yet; its
 * administrator is ADMIN_EMAIL / ADMIN_PASSWORD when set, the benchmarks' otherwise (printed at
 * the end). Start the site on it with `DATA_DIR=<folder> npm start`.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { ApiClient } from "../tests/support/client";
import { fillContent, fillSitePhotos, type ContentCounts } from "./bench/content";
import { ADMIN, ensureBuild, startServer } from "./bench/server";

const BUILD_DIR = process.env.SITE_BUILD_DIR ?? "build";
const PORT = Number(process.env.SEED_PORT ?? 4640);

function parseArgs(argv: string[]): { counts: ContentCounts; dataDir: string } {
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const name = /^--([a-z-]+)$/.exec(argv[i]!)?.[1];
    const value = argv[i + 1];
    if (!name || value === undefined)
      throw new Error(`Unexpected argument "${argv[i]}": use --projects N --posts N --galleries N --data-dir FOLDER`);
    options[name] = value;
    i++;
  }
  const number = (name: string, fallback: number) => {
    const value = Number(options[name] ?? fallback);
    if (!Number.isInteger(value) || value < 0 || value > 100_000) throw new Error(`--${name} must be a whole number from 0 to 100000`);
    return value;
  };
  for (const name of Object.keys(options)) {
    if (!["projects", "posts", "galleries", "data-dir"].includes(name)) throw new Error(`Unknown option --${name}`);
  }
  return {
    counts: {
      projects: number("projects", 1000),
      blogs: number("posts", 1000),
      galleries: number("galleries", 200),
      projectGalleryEvery: 1,
      projectGallerySize: 4,
      blogPhotos: 2,
      galleryPhotos: 15,
      facts: true,
    },
    dataDir: path.resolve(options["data-dir"] ?? process.env.DATA_DIR ?? "data-seeded"),
  };
}

async function main(): Promise<void> {
  const { counts, dataDir } = parseArgs(process.argv.slice(2));
  const photos =
    counts.projects * (1 + (counts.projectGallerySize ?? 0)) +
    counts.blogs * (counts.blogPhotos ?? 0) +
    counts.galleries * (counts.galleryPhotos ?? 0);
  console.log(
    `Seeding ${dataDir}: ${counts.projects} projects, ${counts.blogs} posts, ${counts.galleries} gallery items, about ${photos.toLocaleString("en-US")} photos`,
  );
  ensureBuild(BUILD_DIR);
  await mkdir(dataDir, { recursive: true });
  const email = process.env.ADMIN_EMAIL ?? ADMIN.email;
  const password = process.env.ADMIN_PASSWORD ?? ADMIN.password;
  const server = await startServer({ port: PORT, buildDir: BUILD_DIR, dataDir, admin: { email, password } });
  const started = Date.now();
  try {
    const api = new ApiClient(server.base);
    await api.login(email, password);
    const { projects } = await api.json<{ projects: unknown[] }>("GET", "/api/projects?limit=1");
    const { blogs } = await api.json<{ blogs: unknown[] }>("GET", "/api/blogs");
    if (projects.length > 0 || blogs.length > 0) throw new Error(`${dataDir} already has content: seed an empty folder`);
    const totals = { projects: counts.projects, blogs: counts.blogs, galleries: counts.galleries };
    await fillContent(api, counts, (kind, done) => {
      if (done % 50 === 0 || done === totals[kind]) {
        console.log(`  ${kind}: ${done} of ${totals[kind]} (${Math.round((Date.now() - started) / 1000)} s)`);
      }
    });
    await fillSitePhotos(api);
    console.log(
      `Done in ${Math.round((Date.now() - started) / 1000)} s. Sign in as ${email}${process.env.ADMIN_PASSWORD ? "" : ` / ${password}`}.`,
    );
    console.log(`Start the site on it: DATA_DIR=${path.relative(process.cwd(), dataDir) || "."} npm start`);
  } finally {
    await server.stop();
  }
}

await main();
