/**
 * The fixed texts' compiler (docs/architecture.md §12): each language's catalogue is a folder of
 * JSON files under app/i18n/catalogue/<locale>/, one per part of the site, mapping a message's
 * name to its text, with `{name}` where a value goes. This writes app/i18n/messages.ts: one
 * exported function per message, taking the page's language (and the values), so that the
 * bundler keeps in a page's script only the messages its islands use, with no runtime of their
 * own. Every language must have every message, with the same placeholders; English is the
 * source (the SPEC's texts word for word).
 *
 * The admin's messages (files named admin-*.json) are English in app/i18n/messages.ts and, in
 * Malayalam and Tamil, in a module of their own per language (app/i18n/admin/ml.ts, ta.ts) that
 * the admin loads once it knows it needs it (app/i18n/admin-texts.ts): a person who reads the
 * admin in English never downloads the other two languages' admin texts, and nobody downloads both.
 *
 * The admin's catalogue of the server's messages (admin-problems.json: the API's answers and the
 * shared schemas' messages, in English as the server words them) is listed in
 * app/i18n/problem-messages.ts too, for app/i18n/problems.ts to find a message by its English.
 *
 *   npm run messages          writes app/i18n/messages.ts, app/i18n/admin/{ml,ta}.ts and app/i18n/problem-messages.ts
 *   npm run messages -- --check   fails if they are not what the catalogues make
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCALES, TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from "../domain/locales";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CATALOGUE_DIR = path.join(ROOT, "app/i18n/catalogue");
export const MESSAGES_FILE = path.join(ROOT, "app/i18n/messages.ts");
/** The admin's texts in a translated language (see above). */
export const adminTextsFile = (locale: TranslatedLocale) => path.join(ROOT, `app/i18n/admin/${locale}.ts`);

/** The admin's catalogue of the server's messages, and the list of them app/i18n/problems.ts reads. */
export const PROBLEMS_CATALOGUE = "admin-problems.json";
export const PROBLEM_LIST_FILE = path.join(ROOT, "app/i18n/problem-messages.ts");

/** Whether a message is the admin's: its catalogue file is admin-*.json. */
const isAdminFile = (file: string) => file.startsWith("admin-");

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

const HEADER = "// Made by `npm run messages` from app/i18n/catalogue/<locale>/*.json (scripts/messages.ts): edit those, not this.";

function readCatalogues(dir: string): Record<Locale, Catalogue> {
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, readCatalogue(locale, dir)])) as Record<Locale, Catalogue>;
  const problems = catalogueProblems(catalogues);
  if (problems.length > 0) throw new Error(`The catalogues differ:\n${problems.join("\n")}`);
  return catalogues;
}

const byName = (catalogue: Catalogue) => [...catalogue].sort(([a], [b]) => (a < b ? -1 : 1));

export function compileMessages(dir = CATALOGUE_DIR): string {
  const catalogues = readCatalogues(dir);
  const lines = [
    HEADER,
    'import type { Locale } from "../../domain/locales";',
    'import { adminText } from "./admin-texts";',
    "",
    "type Value = string | number;",
    "",
  ];
  const admin = adminNames(catalogues);
  for (const [name, { text, file }] of byName(catalogues.en)) {
    const values = placeholders(text);
    const params = values.length > 0 ? `, v: { ${values.map((value) => `${value}: Value`).join("; ")} }` : "";
    lines.push(`/** ${comment(text)} */`, `export const ${name} = (l: Locale${params}): string =>`);
    if (isAdminFile(file)) {
      // The admin's: its Malayalam or Tamil once loaded (app/i18n/admin-texts.ts), by its place in
      // that language's list, else the English.
      lines.push(`  (l !== "en" && adminText(l, ${admin.indexOf(name)}${values.length > 0 ? ", v" : ""})) || ${expression(text)};`);
    } else {
      const [ml, ta] = [catalogues.ml.get(name)!.text, catalogues.ta.get(name)!.text];
      lines.push(`  l === "ml" ? ${expression(ml)} : l === "ta" ? ${expression(ta)} : ${expression(text)};`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** The admin's messages, in the order of the lists of app/i18n/admin/. */
function adminNames(catalogues: Record<Locale, Catalogue>): string[] {
  return byName(catalogues.en)
    .filter(([, { file }]) => isAdminFile(file))
    .map(([name]) => name);
}

/**
 * The admin's texts in one translated language, `{name}` where a value goes (app/i18n/admin-texts.ts
 * fills them in): a list, each message at its place, named in a comment.
 */
export function compileAdminTexts(locale: TranslatedLocale, dir = CATALOGUE_DIR): string {
  const catalogues = readCatalogues(dir);
  const entries = adminNames(catalogues).map((name, i) => `  ${JSON.stringify(catalogues[locale].get(name)!.text)}, // ${i} ${name}`);
  return `${HEADER}\nconst texts: readonly string[] = [\n${entries.join("\n")}\n];\nexport default texts;\n`;
}

/**
 * The messages of admin-problems.json, as the functions of app/i18n/messages.ts: each gives its
 * English, and so the text app/i18n/problems.ts matches a server's message against.
 */
export function compileProblemList(dir = CATALOGUE_DIR): string {
  const catalogues = readCatalogues(dir);
  const entries = byName(catalogues.en)
    .filter(([, { file }]) => file === PROBLEMS_CATALOGUE)
    .map(([name, { text }]) => `  m.${name}${placeholders(text).length > 0 ? " as ProblemMessage" : ""},`);
  return [
    HEADER,
    'import type { Locale } from "../../domain/locales";',
    'import * as m from "./messages";',
    "",
    "/** A message of admin-problems.json, given its values by name. */",
    "export type ProblemMessage = (l: Locale, v: Record<string, string | number>) => string;",
    "",
    `/** The messages of app/i18n/catalogue/<locale>/${PROBLEMS_CATALOGUE} (app/i18n/problems.ts). */`,
    "export const PROBLEM_MESSAGES: readonly ProblemMessage[] = [",
    ...entries,
    "];",
    "",
  ].join("\n");
}

/** Every file the catalogues make, with what it should hold. */
export function compiledFiles(dir = CATALOGUE_DIR): Array<[file: string, text: string]> {
  return [
    [MESSAGES_FILE, compileMessages(dir)],
    [PROBLEM_LIST_FILE, compileProblemList(dir)],
    ...TRANSLATED_LOCALES.map((locale) => [adminTextsFile(locale), compileAdminTexts(locale, dir)] as [string, string]),
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const [file, compiled] of compiledFiles()) {
    if (process.argv.includes("--check")) {
      if (!existsSync(file) || readFileSync(file, "utf8") !== compiled) {
        console.error(`${path.relative(ROOT, file)} is not what the catalogues make: run \`npm run messages\`.`);
        process.exit(1);
      }
    } else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, compiled);
    }
  }
}
