/* Made by `npm run fonts` (scripts/subset-font.ts); edit that script, not this file. */
/** The characters each script's face draws: the unicode-range of its @font-face. */
export const SCRIPT_RANGES = {
  "Noto Sans Malayalam": "U+0D02-0D03, U+0D05-0D0C, U+0D0E-0D10, U+0D12-0D28, U+0D2A-0D39, U+0D3E-0D44, U+0D46-0D48, U+0D4A-0D4D, U+0D57, U+0D7A-0D7F, U+0964-0965, U+200C-200D, U+25CC",
  "Noto Sans Tamil": "U+0B82-0BD7, U+0964-0965, U+200C-200D, U+25CC",
} as const;
