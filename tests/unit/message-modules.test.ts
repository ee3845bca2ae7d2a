import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { build, type Rollup } from "vite";
import { messageModules } from "../../vite/message-modules";

// An islands build is made for one language (docs/architecture.md §12): each message a module reads
// as `m.<name>` comes in that language alone, and nothing else of the catalogue comes with it.

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

const CATALOGUE = {
  en: { hello: "Welcome home", rooms: "{count} rooms", unused: "Never shown" },
  ml: { hello: "വീട്ടിലേക്ക് സ്വാഗതം", rooms: "{count} മുറികൾ", unused: "ഒരിക്കലും കാണില്ല" },
  ta: { hello: "வீட்டுக்கு வருக", rooms: "{count} அறைகள்", unused: "ஒருபோதும் காணாது" },
};

async function site(entry: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "message-modules-"));
  roots.push(root);
  for (const [locale, messages] of Object.entries(CATALOGUE)) {
    await mkdir(path.join(root, "app/i18n/catalogue", locale), { recursive: true });
    await writeFile(path.join(root, "app/i18n/catalogue", locale, "home.json"), JSON.stringify(messages));
  }
  await writeFile(path.join(root, "app/entry.ts"), entry);
  return root;
}

async function bundle(root: string, locale: "en" | "ml" | "ta"): Promise<string> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [messageModules(locale)],
    build: { write: false, minify: false, lib: { entry: path.join(root, "app/entry.ts"), formats: ["es"], fileName: "entry" } },
  })) as Rollup.RollupOutput[];
  return output[0]!.output.map((chunk) => (chunk.type === "chunk" ? chunk.code : "")).join("\n");
}

const ENTRY = `import * as m from "./i18n/messages";
export const title = (locale) => m.hello(locale);
export const count = (locale, n) => m.rooms(locale, { count: n });
`;

describe("the islands' messages", () => {
  it("come in the build's language alone, with their values, and only those a module reads", async () => {
    const root = await site(ENTRY);
    const malayalam = await bundle(root, "ml");
    expect(malayalam).toContain("വീട്ടിലേക്ക് സ്വാഗതം");
    expect(malayalam).toContain("മുറികൾ");
    expect(malayalam).not.toMatch(/Welcome home|வீட்டுக்கு|ഒരിക്കലും/);
    const module = `data:text/javascript;base64,${Buffer.from(malayalam).toString("base64")}`;
    const built = (await import(module)) as { title: (l: string) => string; count: (l: string, n: number) => string };
    expect(built.title("ml")).toBe("വീട്ടിലേക്ക് സ്വാഗതം");
    expect(built.count("ml", 3)).toBe("3 മുറികൾ");

    const english = await bundle(root, "en");
    expect(english).toContain("Welcome home");
    expect(english).not.toMatch(/[\u0D00-\u0D7F\u0B80-\u0BFF]|Never shown/);
  });

  it("refuse a message the catalogue lacks, and the namespace used as a value", async () => {
    await expect(bundle(await site(`import * as m from "./i18n/messages";\nexport const x = m.missing("en");\n`), "en")).rejects.toThrow(
      /"missing" is not a message of the en catalogue/,
    );
    await expect(bundle(await site(`import * as m from "./i18n/messages";\nexport const all = m;\n`), "en")).rejects.toThrow(
      /read the messages as `m.<name>`/,
    );
  });
});
