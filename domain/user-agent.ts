/**
 * A session's device in words (docs/product.md §6, "Your account"): "Chrome on Android", "Safari on
 * iPhone", from the User-Agent the browser signed in with. Only the browser's family and the
 * system are named, never a version: enough for a person to know their own phone from a laptop.
 */

export interface DeviceParts {
  /** "Chrome", "Safari", "Firefox", "Edge", "Opera", "Samsung Internet"; null when not a browser known here. */
  browser: string | null;
  /** "iPhone", "iPad", "Android", "Windows", "Mac", "ChromeOS", "Linux"; null when not named. */
  system: string | null;
}

/** In order: an iPhone also says "Mac OS X", and Android also says "Linux". */
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPod/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Macintosh|Mac OS X/, "Mac"],
  [/Linux/, "Linux"],
];

/**
 * In order: Edge, Opera and Samsung Internet also say "Chrome", and every browser on an iPhone
 * and most others also say "Safari".
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOPT\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

function first(list: Array<[RegExp, string]>, text: string): string | null {
  return list.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

export function parseUserAgent(userAgent: string | null | undefined): DeviceParts {
  const text = (userAgent ?? "").trim();
  if (!text) return { browser: null, system: null };
  return { browser: first(BROWSERS, text), system: first(SYSTEMS, text) };
}

/** "Chrome on Android"; "Firefox" when the system is not named; "A browser on iPhone"; else "Unknown device". */
export function describeDevice(userAgent: string | null | undefined): string {
  const { browser, system } = parseUserAgent(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return "Unknown device";
}
