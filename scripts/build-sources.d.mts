/** When what the build reads last changed (ms since the epoch): scripts/build-sources.mjs. */
export function latestSourceChange(): number;
