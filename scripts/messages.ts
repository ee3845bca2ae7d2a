/**
 * The fixed texts' compiler (docs/architecture.md §12): each language's catalogue is a folder of
 * JSON files under app/i18n/catalogue/<locale>/, one per part of the site, mapping a message's
 * name to its text, with `{name}` where a value goes. This writes app/i18n/messages.ts: one
 * exported function per message, taking the page's language (and the values), so that the
 * bundler keeps in a page's script only the messages its islands use, with no runtime of their
 * own. Every language must have every message, with the same placeholders; English is the
 * source (the SPEC's texts word for word).
 *
 *   npm run messages          writes app/i18n/messages.ts
 *   npm run messages -- --check   fails if it is not what the catalogues make
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCALES, type Locale } from "../domain/locales";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CATALOGUE_DIR = path.join(ROOT, "app/i18n/catalogue");
export const MESSAGES_FILE = path.join(ROOT, "app/i18n/messages.ts");

const NAME = /^[a-z][A-Za-z0-9]*$/;
const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

export type Catalogue = Map<string, { text: string; file: string }>;

/** A language's catalogue: every file's messages, by name. */
export function readCatalogue(locale: Locale, dir = CATALOGUE_DIR): Catalogue {
  const catalogue: Catalogue = new Map();
  const folder = path.join(dir, locale);
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const data = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as Record<string, unknown>;
    for (const [name, text] of Object.entries(data)) {
      if (!NAME.test(name)) throw new Error(`${locale}/${file}: "${name}" is not a message name (camelCase, from a letter)`);
      if (typeof text !== "string" || text.trim() === "") throw new Error(`${locale}/${file}: "${name}" has no text`);
      const other = catalogue.get(name);
      if (other) throw new Error(`${locale}: "${name}" is in both ${other.file} and ${file}`);
      catalogue.set(name, { text, file });
    }
  }
  return catalogue;
}

export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();
}

/** The differences between the languages' catalogues: messages one lacks, or with other placeholders. */
export function catalogueProblems(catalogues: Record<Locale, Catalogue>): string[] {
  const problems: string[] = [];
  const english = catalogues.en;
  for (const locale of LOCALES) {
    if (locale === "en") continue;
    const other = catalogues[locale];
    for (const [name, { text, file }] of english) {
      const translated = other.get(name);
      if (!translated) problems.push(`${locale}: "${name}" (${file}) is not translated`);
      else if (translated.file !== file) problems.push(`${locale}: "${name}" is in ${translated.file}, not ${file}`);
      else if (placeholders(translated.text).join() !== placeholders(text).join())
        problems.push(
          `${locale}: "${name}" has {${placeholders(translated.text).join("}, {")}}, English {${placeholders(text).join("}, {")}}`,
        );
    }
    for (const name of other.keys()) if (!english.has(name)) problems.push(`${locale}: "${name}" is not an English message`);
  }
  return problems;
}

/** A text as a JavaScript expression: a string, or a concatenation with the values. */
function expression(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(JSON.stringify(text.slice(last, match.index)));
    parts.push(`v.${match[1]}`);
    last = match.index + match[0].length;
  }
  if (last < text.length || parts.length === 0) parts.push(JSON.stringify(text.slice(last)));
  // A value first still makes a string.
  if (!parts[0]!.startsWith('"')) parts.unshift('""');
  return parts.join(" + ");
}

/** One message in one language as a JavaScript function of the language and the values (vite/message-modules.ts). */
export function messageSource(text: string): string {
  return `(${placeholders(text).length > 0 ? "_l, v" : ""}) => ${expression(text)}`;
}

function comment(text: string): string {
  return text.replace(/\*\//g, "*\\/").replace(/\s+/g, " ");
}

export function compileMessages(dir = CATALOGUE_DIR): string {
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, readCatalogue(locale, dir)])) as Record<Locale, Catalogue>;
  const problems = catalogueProblems(catalogues);
  if (problems.length > 0) throw new Error(`The catalogues differ:\n${problems.join("\n")}`);
  const lines = [
    "// Made by `npm run messages` from app/i18n/catalogue/<locale>/*.json (scripts/messages.ts): edit those, not this.",
    'import type { Locale } from "../../domain/locales";',
    "",
    "type Value = string | number;",
    "",
  ];
  for (const [name, { text }] of [...catalogues.en].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const values = placeholders(text);
    const params = values.length > 0 ? `, v: { ${values.map((value) => `${value}: Value`).join("; ")} }` : "";
    const [ml, ta] = [catalogues.ml.get(name)!.text, catalogues.ta.get(name)!.text];
    lines.push(
      `/** ${comment(text)} */`,
      `export const ${name} = (l: Locale${params}): string =>`,
      `  l === "ml" ? ${expression(ml)} : l === "ta" ? ${expression(ta)} : ${expression(text)};`,
    );
  }
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const compiled = compileMessages();
  if (process.argv.includes("--check")) {
    if (readFileSync(MESSAGES_FILE, "utf8") !== compiled) {
      console.error("app/i18n/messages.ts is not what the catalogues make: run `npm run messages`.");
      process.exit(1);
    }
  } else {
    writeFileSync(MESSAGES_FILE, compiled);
  }
}
