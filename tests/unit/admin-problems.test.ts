/**
 * The server's and domain/'s messages in the admin's language (docs/product.md §11): the API
 * answers in English, and the admin shows each of its messages in the admin's language through
 * the catalogue admin-problems.json (app/i18n/problems.ts). A refusal someone adds to server/ or
 * domain/ without its message in the catalogue fails here, by its words and its place.
 *
 * What the scan (tests/support/problem-texts.ts) cannot see, and so cannot hold to the catalogue:
 * - zod's own words where a schema gives none (`z.boolean()`, `z.enum(WEEKDAYS)`, `.int()`):
 *   "Invalid input: expected boolean, received string";
 * - a message made by code it cannot follow: the estimate's problems (`parsed.errors`, made by
 *   `Object.fromEntries(…)` in domain/estimator.ts: a visitor's, never the admin's), and any text
 *   built in a loop, read from the database or from a library (a push service's reason is a value
 *   of its message: "({reason})");
 * - a value inside a template stays a value: "{label} is required" is one message, and its label
 *   ("Company name") reads in English within the Malayalam or Tamil;
 * - the texts the server sends as data, beyond those DATA_TEXTS names (the dashboard's setup
 *   checklist) and the `message` of its answers; the push notifications' own words
 *   (domain/admin-app.ts), which the phone shows outside the admin.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { beforeAll, describe, expect, it } from "vitest";
import { TRANSLATED_LOCALES } from "../../domain/locales";
import { loadAdminTexts } from "../../app/i18n/admin-texts";
import * as m from "../../app/i18n/messages";
import { problemErrors, problemText, translateProblemValues } from "../../app/i18n/problems";
import { kindLabel } from "../../app/components/admin/kind-labels";
import { PROBLEMS_CATALOGUE, placeholders, readCatalogue } from "../../scripts/messages";
import { scanProblemTexts, shape } from "../support/problem-texts";

// The admin's Malayalam and Tamil texts are a module of their own, loaded when the admin needs them.
beforeAll(() => Promise.all([loadAdminTexts("ml"), loadAdminTexts("ta")]));

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The admin's own words in the catalogue: what it says when no answer comes, not the server's. */
const ADMIN_OWN = [
  "adminProblemUploadCancelled",
  "adminProblemPhotoConnectionLost",
  "adminProblemPhotoNoPlace",
  "adminProblemPushNoService",
  "adminProblemPushUnreachable",
];

/** The places that make a message the scan cannot follow (file: code), each said above. */
const UNREAD = ["server/services/enquiry-intake.ts: parsed.errors"];

const problems = [...readCatalogue("en")].filter(([, { file }]) => file === PROBLEMS_CATALOGUE);
const message = (name: string) => (m as unknown as Record<string, (l: string, v?: Record<string, string>) => string>)[name]!;

describe("the catalogue of the server's messages", () => {
  const { texts, unread } = scanProblemTexts(ROOT);
  const shapes = new Set(problems.map(([, { text }]) => shape(text)));

  it("has a message for every text the server and domain/ can answer the admin with", () => {
    const missing = [...new Set(texts.filter(({ text }) => !shapes.has(shape(text))).map(({ text, where }) => `"${text}" (${where})`))];
    expect(missing, "add them to app/i18n/catalogue/{en,ml,ta}/admin-problems.json, the English as the code words it").toEqual([]);
  });

  it("holds no message the server no longer gives", () => {
    const given = new Set(texts.map(({ text }) => shape(text)));
    const stale = problems.filter(([name, { text }]) => !ADMIN_OWN.includes(name) && !given.has(shape(text))).map(([name]) => name);
    expect(stale).toEqual([]);
  });

  it("follows every place a message is made, but those it is known not to", () => {
    expect(unread.map(({ where, code }) => `${where.replace(/:\d+$/, "")}: ${code}`)).toEqual(UNREAD);
  });

  it("sees a refusal someone adds, written out or built from its values", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "problem-texts-"));
    try {
      await mkdir(path.join(root, "server/services"), { recursive: true });
      await writeFile(
        path.join(root, "server/services/quotes.ts"),
        [
          'import { Invalid, NotFound } from "../errors";',
          'const GONE = "This quotation was withdrawn.";',
          "export function check(id: string, count: number) {",
          "  if (!id) throw new NotFound(GONE);",
          '  throw new Invalid({ rooms: `At most ${count} room${count === 1 ? "" : "s"} per floor` });',
          "}",
        ].join("\n"),
      );
      const found = scanProblemTexts(root).texts.map(({ text }) => text);
      expect(found).toEqual(["This quotation was withdrawn.", "At most {count} room per floor", "At most {count} rooms per floor"]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("a server's message in the admin's language", () => {
  it("gives the Malayalam and Tamil of a fixed message", () => {
    expect(problemText("ml", "Email is required")).toBe("ഇമെയിൽ നൽകുക");
    expect(problemText("ta", "Email is required")).toBe("மின்னஞ்சலை உள்ளிடுங்கள்");
    expect(problemText("ml", "Another template already has this name")).toBe("ഈ പേരിൽ ഇതിനകം മറ്റൊരു ടെംപ്ലേറ്റ് ഉണ്ട്");
  });

  it("names the values the admin has labels for in its language (a field, who has an address)", () => {
    translateProblemValues((locale, value) => kindLabel(locale, value));
    try {
      expect(problemText("ml", "Title must be at most 200 characters")).toBe("തലക്കെട്ട് 200 അക്ഷരങ്ങളിൽ കൂടരുത്");
      expect(problemText("ml", "Another project already has this URL; choose another")).toContain("മറ്റൊരു പ്രോജക്ട്");
      expect(problemText("ta", "Another post already has this URL; choose another")).toContain("வேறொரு பதிவு");
      // A value without a label stays as it is.
      expect(problemText("ta", '"plan.png" is larger than 20 MB. Choose a smaller image.')).toContain('"plan.png"');
    } finally {
      translateProblemValues((_locale, value) => value);
    }
  });

  it("gives the Malayalam and Tamil of a templated one, its values kept as they are", () => {
    expect(problemText("ml", "Title must be at most 200 characters")).toBe("Title 200 അക്ഷരങ്ങളിൽ കൂടരുത്");
    expect(problemText("ta", "Title must be at most 200 characters")).toBe("Title 200 எழுத்துகளுக்கு மிகக்கூடாது");
    expect(problemText("ta", '"plan.png" is larger than 20 MB. Choose a smaller image.')).toBe(
      '"plan.png" 20 MB-ஐ விடப் பெரியது. சிறிய படத்தைத் தேர்வுசெய்யுங்கள்.',
    );
    // One and many are two messages.
    expect(problemText("ta", "Too many wrong codes. Please try again in 1 minute.")).toContain("1 நிமிடம் ");
    expect(problemText("ta", "Too many wrong codes. Please try again in 5 minutes.")).toContain("5 நிமிடங்கள் ");
    // A value named twice is the same value.
    expect(problemText("ml", "AED rate must be a number of rupees, or empty to hide AED")).toBe(
      "AED നിരക്ക് രൂപയിലുള്ള സംഖ്യ ആയിരിക്കണം; AED മറയ്ക്കാൻ ഒഴിച്ചിടുക",
    );
    // The placeholders a reply template may use are words of the message, and stay.
    expect(problemText("ml", "{fee} is not a placeholder: use {name}, {reference} or {company}")).toBe(
      "{fee} എന്നൊരു പ്ലേസ്ഹോൾഡർ ഇല്ല: {name}, {reference} അല്ലെങ്കിൽ {company} ഉപയോഗിക്കുക",
    );
  });

  it("prefers the more particular of two templates that match", () => {
    expect(problemText("ml", "Each of tags must be at most 50 characters")).toBe("tags: ഓരോന്നും 50 അക്ഷരങ്ങളിൽ കൂടരുത്");
    expect(problemText("ml", "Category must be one of: Residential, Commercial")).toBe(
      "വിഭാഗം ഇവയിൽ ഒന്നായിരിക്കണം: Residential, Commercial",
    );
  });

  it("finds every message of the catalogue by its English", () => {
    for (const [name, { text }] of problems) {
      const values = Object.fromEntries(placeholders(text).map((key, i) => [key, `v${i + 1}`]));
      const english = message(name)("en", values);
      for (const locale of TRANSLATED_LOCALES) {
        const translated = problemText(locale, english);
        expect(translated, `${name} in ${locale}`).toBe(message(name)(locale, values));
        expect(translated, `${name} in ${locale}`).not.toBe(english);
      }
    }
  });

  it("leaves the English as it is in English, and a text it does not know in any language", () => {
    expect(problemText("en", "Email is required")).toBe("Email is required");
    expect(problemText("en", "Title must be at most 200 characters")).toBe("Title must be at most 200 characters");
    expect(problemText("ml", "The moon is not a plot of land")).toBe("The moon is not a plot of land");
    expect(problemText("ta", "")).toBe("");
  });

  it("translates each field's message of an answer", () => {
    expect(problemErrors("ml", { email: "Email is required", name: "Something new" })).toEqual({
      email: "ഇമെയിൽ നൽകുക",
      name: "Something new",
    });
    const errors = { email: "Email is required" };
    expect(problemErrors("en", errors)).toBe(errors);
  });
});
