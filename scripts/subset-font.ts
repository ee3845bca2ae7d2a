/**
 * `npm run fonts`: makes the site's one font file, app/fonts/inter.woff2, and the @font-face rule
 * that loads it (app/fonts/inter.css), from Inter's full variable font (the inter-ui package).
 *
 * Why a subset of our own: the published per-script files split the Latin alphabet from the rupee
 * sign (₹ lives in "latin-ext"), so a page quoting a price downloaded two files of 130 KB together.
 * This keeps the characters a Kerala builder's site writes (ASCII, Latin-1 for names, typographic
 * punctuation, ₹ and €), the weights the design uses (400–900 on the variable axis, optical size
 * pinned to text) and the layout features that shape plain text (kerning, ligatures, contextual
 * forms), and leaves out stylistic alternates. Any other character falls back to the system font.
 *
 * The output is committed; run this again only to change the character set or the Inter version.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const SOURCE = require.resolve("inter-ui/variable/InterVariable.woff2");
/** The display face of the headlines: Fraunces at one weight (the @fontsource/fraunces package, a dev dependency). */
const DISPLAY_SOURCE = require.resolve("@fontsource/fraunces/files/fraunces-latin-600-normal.woff2");
/** What headlines write: Basic Latin and typographic punctuation (any other character, a ₹ or an accent, is drawn in Inter). */
const DISPLAY_RANGES: Array<[number, number]> = [
  [0x0020, 0x007e],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2026, 0x2026],
];
const OUT_DIR = path.resolve("app/fonts");

/**
 * The Malayalam and Tamil faces (docs/product.md §11), from the @fontsource-variable packages (dev
 * dependencies): the letters of the script's block that today's texts use (tests/unit/fonts.test.ts
 * checks every text of the site's own does), the joiners that pick a conjunct's form and the dandas,
 * on the weight axis the design uses (400–700), with the shaping features a script of conjuncts
 * needs (the layout closure stays on: a syllable is drawn from glyphs no code point names). They
 * are named after Inter in every font stack (app.css), so a page downloads one only when it draws
 * a letter of its script, and a page in that language preloads its own.
 */
const SCRIPT_FACES = [
  {
    family: "Noto Sans Malayalam",
    file: "noto-sans-malayalam",
    source: require.resolve("@fontsource-variable/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-wght-normal.woff2"),
    // The letters, signs and chillus of Malayalam as it is written today; the archaic letters,
    // the old dot reph, Malayalam digits and fractions (a third of the file) are drawn by the phone.
    ranges: [
      [0x0d02, 0x0d03],
      [0x0d05, 0x0d0c],
      [0x0d0e, 0x0d10],
      [0x0d12, 0x0d28],
      [0x0d2a, 0x0d39],
      [0x0d3e, 0x0d44],
      [0x0d46, 0x0d48],
      [0x0d4a, 0x0d4d],
      [0x0d57, 0x0d57],
      [0x0d7a, 0x0d7f],
      [0x0964, 0x0965],
      [0x200c, 0x200d],
      [0x25cc, 0x25cc],
    ] as Array<[number, number]>,
  },
  {
    family: "Noto Sans Tamil",
    file: "noto-sans-tamil",
    source: require.resolve("@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2"),
    // The letters and signs; Tamil digits and number signs are drawn by the phone.
    ranges: [
      [0x0b82, 0x0bd7],
      [0x0964, 0x0965],
      [0x200c, 0x200d],
      [0x25cc, 0x25cc],
    ] as Array<[number, number]>,
  },
];
const SCRIPT_WEIGHTS = { min: 400, max: 700 };

/** Inclusive code point ranges kept in the font; the CSS unicode-range is written from the same list. */
const RANGES: Array<[number, number]> = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1: no-break space, ©, °, ·, ×, accented letters of names
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2032, 0x2033], // ′ ″
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x20b9, 0x20b9], // ₹
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212, 0x2212], // −
];
const WEIGHTS = { min: 400, max: 900 };
const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk"];

function rangeText(ranges = RANGES): string {
  let text = "";
  for (const [from, to] of ranges) for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return text;
}

function unicodeRange(ranges = RANGES): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

async function main() {
  const font = await subsetFont(await readFile(SOURCE), rangeText(), {
    targetFormat: "woff2",
    noLayoutClosure: true,
    keepFeatures: FEATURES,
    variationAxes: { opsz: 14, wght: WEIGHTS },
  });
  await writeFile(path.join(OUT_DIR, "inter.woff2"), font);
  const css = `/* Made by \`npm run fonts\` (scripts/subset-font.ts); edit that script, not this file. */
@font-face {
  font-family: "Inter";
  font-style: normal;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  font-display: swap;
  src: url("./inter.woff2") format("woff2");
  unicode-range: ${unicodeRange()};
}
`;
  await writeFile(path.join(OUT_DIR, "inter.css"), css);
  console.log(
    `app/fonts/inter.woff2: ${(font.length / 1024).toFixed(1)} KB, ${rangeText().length} characters, weights ${WEIGHTS.min}–${WEIGHTS.max}`,
  );

  // The display face: \`optional\`, so a headline never changes its shape once on screen (no layout
  // shift): on a slow first visit it stays in the fallback serif, and the next page has the face.
  const display = await subsetFont(await readFile(DISPLAY_SOURCE), rangeText(DISPLAY_RANGES), {
    targetFormat: "woff2",
    noLayoutClosure: true,
    keepFeatures: FEATURES,
  });
  await writeFile(path.join(OUT_DIR, "fraunces.woff2"), display);
  await writeFile(
    path.join(OUT_DIR, "fraunces.css"),
    `/* Made by \`npm run fonts\` (scripts/subset-font.ts); edit that script, not this file. */
@font-face {
  font-family: "Fraunces";
  font-style: normal;
  font-weight: 600;
  font-display: optional;
  src: url("./fraunces.woff2") format("woff2");
  unicode-range: ${unicodeRange(DISPLAY_RANGES)};
}
`,
  );
  console.log(
    `app/fonts/fraunces.woff2: ${(display.length / 1024).toFixed(1)} KB, ${rangeText(DISPLAY_RANGES).length} characters, weight 600`,
  );

  for (const face of SCRIPT_FACES) {
    const font = await subsetFont(await readFile(face.source), rangeText(face.ranges), {
      targetFormat: "woff2",
      variationAxes: { wght: SCRIPT_WEIGHTS },
    });
    await writeFile(path.join(OUT_DIR, `${face.file}.woff2`), font);
    // `optional`: a line never changes its shape once on screen (no layout shift). The page in the
    // language preloads its face, so it is there for the first paint; if a slow network has not
    // brought it by then, the phone's own face for the script draws the page (on Android, Noto too).
    await writeFile(
      path.join(OUT_DIR, `${face.file}.css`),
      `/* Made by \`npm run fonts\` (scripts/subset-font.ts); edit that script, not this file. */
@font-face {
  font-family: "${face.family}";
  font-style: normal;
  font-weight: ${SCRIPT_WEIGHTS.min} ${SCRIPT_WEIGHTS.max};
  font-display: optional;
  src: url("./${face.file}.woff2") format("woff2");
  unicode-range: ${unicodeRange(face.ranges)};
}
`,
    );
    console.log(`app/fonts/${face.file}.woff2: ${(font.length / 1024).toFixed(1)} KB, weights ${SCRIPT_WEIGHTS.min}–${SCRIPT_WEIGHTS.max}`);
  }
  // The same ranges for the admin, which adds a script's face itself (app/lib/admin-language.ts).
  await writeFile(
    path.join(OUT_DIR, "script-ranges.ts"),
    `/* Made by \`npm run fonts\` (scripts/subset-font.ts); edit that script, not this file. */
/** The characters each script's face draws: the unicode-range of its @font-face. */
export const SCRIPT_RANGES = {
${SCRIPT_FACES.map((face) => `  ${JSON.stringify(face.family)}: ${JSON.stringify(unicodeRange(face.ranges))},`).join("\n")}
} as const;
`,
  );
}

await main();
