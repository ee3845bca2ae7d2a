import { beforeAll, describe, expect, it } from "vitest";
import { GULF_CURRENCIES } from "../../domain/amounts";
import { ITEM_KINDS, SECTION_KINDS } from "../../domain/kinds";
import { HOURS_PRESETS } from "../../domain/office-hours";
import { SECTION_INFO, SITE_SECTIONS, WEEKDAYS } from "../../domain/site-content";
import { translatableTexts } from "../../domain/translations";
import {
  CURRENCY_LABELS,
  HOURS_PRESET_LABELS,
  SECTION_TEXT_LABELS,
  WEEKDAY_LABELS,
  currencyName,
  hoursPresetLabel,
  sectionTextLabel,
  sectionTitle,
  weekdayName,
} from "../../app/components/admin/site/section-labels";
import { ITEM_TEXT_LABELS, NOUNS, languageName, textLabel, translationNoun } from "../../app/components/admin/translation-labels";
import { loadAdminTexts } from "../../app/i18n/admin-texts";

// The admin's Malayalam and Tamil texts are a module of their own, loaded when the admin needs them.
beforeAll(() => Promise.all([loadAdminTexts("ml"), loadAdminTexts("ta")]));

// What domain/ names in English about the site's sections and the texts to translate is shown in
// the admin's language (docs/product.md §11): each name declared there has its messages, which
// read as the declaration in English and otherwise in Malayalam and Tamil.

const OTHERS = ["ml", "ta"] as const;

/** A declared label as the translation page shows it: each "#" numbered. */
const numbered = (label: string) => {
  let n = 1;
  return label.replace(/#/g, () => String(++n));
};

describe("the site's sections in the admin's language", () => {
  it("names every section as SECTION_INFO does, in English, and otherwise in the language", () => {
    for (const section of SITE_SECTIONS) {
      expect(sectionTitle("en", section)).toBe(SECTION_INFO[section].title);
      for (const locale of OTHERS) expect(sectionTitle(locale, section)).not.toBe(SECTION_INFO[section].title);
    }
  });

  it("has a label for every text of a section a translation covers (domain/kinds/sections.ts)", () => {
    for (const section of SITE_SECTIONS) {
      for (const { label } of SECTION_KINDS[section].translatable) {
        expect(SECTION_TEXT_LABELS, `${section}: "${label}"`).toHaveProperty([label]);
        const shown = numbered(label);
        expect(sectionTextLabel("en", shown)).toBe(shown);
        for (const locale of OTHERS) {
          const translated = sectionTextLabel(locale, shown);
          expect(translated, `${locale}: "${shown}"`).not.toBe(shown);
          // The numbers stay, in their order.
          expect(translated.match(/\d+/g) ?? []).toEqual(shown.match(/\d+/g) ?? []);
        }
      }
    }
  });

  it("leaves a label it does not know in English", () => {
    expect(sectionTextLabel("ml", "Something new 3")).toBe("Something new 3");
  });

  it("names the office hours' presets, the weekdays and the Gulf currencies", () => {
    for (const preset of HOURS_PRESETS) {
      expect(HOURS_PRESET_LABELS).toHaveProperty([preset.label]);
      expect(hoursPresetLabel("en", preset.label)).toBe(preset.label);
      for (const locale of OTHERS) expect(hoursPresetLabel(locale, preset.label)).not.toBe(preset.label);
    }
    for (const day of WEEKDAYS) {
      expect(WEEKDAY_LABELS).toHaveProperty([day]);
      expect(weekdayName("en", day)).toBe(day);
      for (const locale of OTHERS) expect(weekdayName(locale, day)).not.toBe(day);
    }
    for (const code of GULF_CURRENCIES) {
      expect(CURRENCY_LABELS).toHaveProperty([code]);
      for (const locale of OTHERS) expect(currencyName(locale, code)).not.toBe(currencyName("en", code));
    }
  });
});

describe("the translation pages in the admin's language", () => {
  it("names what each kind of item is, and the site's sections", () => {
    const nouns = [...ITEM_KINDS.map((kind) => kind.admin.list.nouns.one), "Site section"];
    for (const noun of nouns) {
      expect(NOUNS, noun).toHaveProperty([noun]);
      expect(translationNoun("en", noun)).toBe(noun);
      for (const locale of OTHERS) expect(translationNoun(locale, noun)).not.toBe(noun);
    }
  });

  it("has a label for every text of an item a translation covers, and for its photos' descriptions", () => {
    for (const kind of ITEM_KINDS) {
      for (const { label } of translatableTexts(kind)) {
        expect(ITEM_TEXT_LABELS, `${kind.name}: "${label}"`).toHaveProperty([label]);
        expect(textLabel("en", kind.name, label)).toBe(label);
        for (const locale of OTHERS) expect(textLabel(locale, kind.name, label)).not.toBe(label);
      }
      expect(textLabel("en", kind.name, "Photo 2: what it shows")).toBe("Photo 2: what it shows");
      for (const locale of OTHERS) expect(textLabel(locale, kind.name, "Photo 2: what it shows")).toMatch(/2/);
      for (const locale of OTHERS) expect(textLabel(locale, kind.name, "Photo 2: what it shows")).not.toMatch(/what it shows/);
    }
  });

  it("reads a section's text labels as the sections' own", () => {
    expect(textLabel("en", "site", "Service 2: feature 3")).toBe("Service 2: feature 3");
    expect(textLabel("ml", "site", "Service 2: feature 3")).toBe(sectionTextLabel("ml", "Service 2: feature 3"));
  });

  it("names the languages a translation is in", () => {
    expect(languageName("en", "ml")).toBe("Malayalam");
    expect(languageName("en", "ta")).toBe("Tamil");
    expect(languageName("ml", "ml")).toBe("മലയാളം");
    expect(languageName("ta", "ta")).toBe("தமிழ்");
  });
});
