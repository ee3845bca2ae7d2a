import { beforeAll, describe, expect, it } from "vitest";
import { ITEM_KINDS, type ItemKind } from "../../domain/kinds";
import { LOCALES } from "../../domain/locales";
import { MESSAGES } from "../../domain/messages";
import { KIND_LABELS, countOf, kindLabel } from "../../app/components/admin/kind-labels";
import * as m from "../../app/i18n/messages";
import { loadAdminTexts } from "../../app/i18n/admin-texts";

// The admin's Malayalam and Tamil texts are a module of their own, loaded when the admin needs them.
beforeAll(() => Promise.all([loadAdminTexts("ml"), loadAdminTexts("ta")]));

// The admin shows each kind's declared texts in the admin's language (docs/product.md §11) through
// app/components/admin/kind-labels.ts: a text added to a declaration must be added there too.
const kinds: readonly ItemKind[] = ITEM_KINDS;

/** What in an admin declaration is not a text a person reads: pages, field names, widget kinds, values. */
const NOT_TEXT = new Set([
  "paths",
  "field",
  "widget",
  "base",
  "shownIn",
  "layout",
  "thumbnail",
  "shown",
  "to",
  "initial",
  "keeps",
  "when",
  "inputMode",
  "autoComplete",
]);

function textsOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string") found.push(value);
  else if (Array.isArray(value)) for (const entry of value) textsOf(entry, found);
  else if (value && typeof value === "object")
    for (const [key, entry] of Object.entries(value)) if (!NOT_TEXT.has(key)) textsOf(entry, found);
  return found;
}

/** Every text of a kind the admin shows: its fields' labels, a choice's values, and its form's and list's words. */
function declaredTexts(kind: ItemKind): string[] {
  const fields = Object.values(kind.fields).flatMap((field) => [field.label, ...(field.type === "choice" ? field.values : [])]);
  return [...new Set([...fields, ...textsOf(kind.admin)])];
}

describe.each(kinds.map((kind) => [kind.name, kind] as const))("the declared texts of %s", (_name, kind) => {
  it("are translated, and read in English as declared", () => {
    const untranslated = declaredTexts(kind).filter((text) => !Object.hasOwn(KIND_LABELS, text));
    expect(untranslated).toEqual([]);
    for (const text of declaredTexts(kind)) {
      expect(kindLabel("en", text)).toBe(text);
      for (const locale of LOCALES) expect(kindLabel(locale, text).trim()).not.toBe("");
    }
  });
});

describe("kindLabel", () => {
  it("keeps a text it does not know, such as a category the company typed", () => {
    expect(kindLabel("ml", "Villa")).toBe("Villa");
    expect(kindLabel("ta", "toString")).toBe("toString");
  });

  it("keeps the placeholders of a hint naming years, for the form to fill", () => {
    for (const locale of LOCALES) expect(kindLabel(locale, "Done, or begun ({from}–{to})")).toMatch(/\{from\}–\{to\}/);
  });

  it("counts with the declared nouns", () => {
    expect(countOf("en", 1, "project", "projects")).toBe("1 project");
    expect(countOf("en", 1200, "image", "images")).toBe("1200 images");
    expect(countOf("ml", 3, "project", "projects")).toBe("3 പ്രോജക്ടുകൾ");
    expect(countOf("ta", 1200, "image", "images")).toBe("1,200 படங்கள்");
  });
});

describe("the photo notes", () => {
  it("say in English what the shared messages say", () => {
    expect(m.adminPhotosAlreadyStored("en")).toBe(MESSAGES.alreadyStored);
    expect(m.adminPhotosDuplicatesSkipped("en")).toBe(MESSAGES.duplicatesSkipped);
  });
});
