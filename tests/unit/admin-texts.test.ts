/**
 * The admin's Malayalam and Tamil texts come in a module per language, loaded when the admin needs
 * one (app/i18n/admin-texts.ts): until then a message of the admin reads in English; the public
 * site's messages are in every language at once.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminTextsLoaded, loadAdminTexts } from "../../app/i18n/admin-texts";
import * as m from "../../app/i18n/messages";
import { adminTextsFile } from "../../scripts/messages";

describe("the admin's texts in Malayalam and Tamil", () => {
  it("read in English until their language is loaded, then in it, values filled in", async () => {
    expect(adminTextsLoaded("ml")).toBe(false);
    expect(m.adminLanguageSave("ml")).toBe("Save language");
    expect(m.adminTimeMinutesMany("ml", { count: 5 })).toBe("5 minutes ago");
    // The public site's messages do not wait.
    expect(m.commonNotFoundTitle("ml")).toBe("പേജ് കണ്ടെത്താനായില്ല");

    await loadAdminTexts("ml");
    expect(adminTextsLoaded("ml")).toBe(true);
    expect(m.adminLanguageSave("ml")).toBe("ഭാഷ സേവ് ചെയ്യുക");
    expect(m.adminTimeMinutesMany("ml", { count: 5 })).toBe("5 മിനിറ്റ് മുമ്പ്");
    // Tamil is its own module: loading Malayalam does not bring it.
    expect(adminTextsLoaded("ta")).toBe(false);
    expect(m.adminLanguageSave("ta")).toBe("Save language");
    await loadAdminTexts("ta");
    expect(m.adminLanguageSave("ta")).toBe("மொழியைச் சேமி");
    expect(m.adminLanguageSave("en")).toBe("Save language");
  });

  it("are not in the messages every page imports", () => {
    const messages = readFileSync("app/i18n/messages.ts", "utf8");
    expect(messages).not.toContain("ഭാഷ സേവ് ചെയ്യുക");
    expect(readFileSync(adminTextsFile("ml"), "utf8")).toContain("ഭാഷ സേവ് ചെയ്യുക");
    expect(readFileSync(adminTextsFile("ta"), "utf8")).not.toContain("ഭാഷ");
  });
});
