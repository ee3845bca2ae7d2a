/**
 * The islands' build for every language (vite/islands.config.ts): the same code, each with its own
 * language's texts (vite/message-modules.ts). English last: its manifest, build/islands.json, is
 * what tells a later run that the build is complete (scripts/bench/server.ts).
 */
import { build } from "vite";
import { DEFAULT_LOCALE, LOCALES } from "../domain/locales";

for (const locale of [...LOCALES.filter((other) => other !== DEFAULT_LOCALE), DEFAULT_LOCALE]) {
  process.env.ISLANDS_LOCALE = locale;
  // The files are listed once, for English: the other languages' differ only in their texts.
  await build({ configFile: "vite/islands.config.ts", logLevel: locale === DEFAULT_LOCALE ? "info" : "warn" });
}
