import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findIslands, islandEntries, ISLANDS_MODULE } from "../../vite/island-entries";

// An island is found by its file (docs/architecture.md §2): `<name>.island.tsx` under app/components,
// default-exporting the component the browser hydrates, named on the page by `island("<name>", …)`.
// A name that differs from its file's would render a marker the browser cannot hydrate.

const ROOT = path.resolve(import.meta.dirname, "../..");

async function sources(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true, encoding: "utf8" });
  return files.filter((file) => /\.tsx?$/.test(file)).map((file) => path.join(dir, file));
}

describe("the site's islands", () => {
  it("are each a file named after the island it makes, exporting the component it hydrates", async () => {
    const islands = findIslands(ROOT);
    expect(islands.size).toBeGreaterThan(0);
    for (const [name, file] of islands) {
      const text = await readFile(path.join(ROOT, file), "utf8");
      const made = [...text.matchAll(/\bisland\("([^"]+)"/g)].map(([, made]) => made);
      expect(made.length, file).toBeGreaterThan(0);
      expect(new Set(made), file).toEqual(new Set([name]));
      expect(text, file).toMatch(/^export default \w+;$/m);
    }
  });

  it("are made nowhere but in their own file", async () => {
    const islands = findIslands(ROOT);
    for (const file of await sources(path.join(ROOT, "app"))) {
      const text = await readFile(file, "utf8");
      for (const [, name] of text.matchAll(/\bisland\("([^"]+)"/g)) {
        expect(islands.get(name!), `island("${name}") in ${path.relative(ROOT, file)}`).toBe(path.relative(ROOT, file));
      }
    }
  });
});

describe("finding islands by their file name", () => {
  let root: string | undefined;
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
    root = undefined;
  });

  async function tree(files: Record<string, string>): Promise<string> {
    root = await mkdtemp(path.join(tmpdir(), "islands-"));
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    return root;
  }

  it("finds them in any folder of app/components, and nothing else", async () => {
    const dir = await tree({
      "app/components/gallery/lightbox.island.tsx": "",
      "app/components/a/b/deep-one.island.tsx": "",
      "app/components/gallery/grid.tsx": "",
      "app/components/gallery/Upper.island.tsx": "",
      "app/components/gallery/notes.island.ts": "",
      "app/routes/route.island.tsx": "",
    });
    expect(Object.fromEntries(findIslands(dir))).toEqual({
      lightbox: "app/components/gallery/lightbox.island.tsx",
      "deep-one": "app/components/a/b/deep-one.island.tsx",
    });
  });

  it("refuses two islands of one name", async () => {
    const dir = await tree({ "app/components/a/talk.island.tsx": "", "app/components/b/talk.island.tsx": "" });
    expect(() => findIslands(dir)).toThrow(
      'Two islands are named "talk": app/components/a/talk.island.tsx and app/components/b/talk.island.tsx',
    );
  });

  it("gives the runtime each island's loader, which imports the file's default export alone", async () => {
    const dir = await tree({ "app/components/home/home-projects.island.tsx": "" });
    const plugin = islandEntries();
    const call = <T extends (...args: never[]) => unknown>(hook: unknown) =>
      (typeof hook === "function" ? hook : (hook as { handler: T }).handler) as T;
    call<(config: { root: string }) => void>(plugin.configResolved)({ root: dir });
    const resolved = call<(id: string) => string | null>(plugin.resolveId)(ISLANDS_MODULE);
    expect(resolved).toBeTruthy();
    const file = path.join(dir, "app/components/home/home-projects.island.tsx");
    const load = call<(id: string) => string | null>(plugin.load);
    expect(load(resolved!)).toContain(`"home-projects": () => import(${JSON.stringify(`${file}?island`)})`);
    expect(load(`${file}?island`)).toBe(`export { default } from ${JSON.stringify(file)};`);
    expect(load(file)).toBeNull();
  });
});
