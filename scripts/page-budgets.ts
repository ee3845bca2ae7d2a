/**
 * The public pages' budgets on a phone (390×844): how long each page is, in screens, and where the
 * element a visitor came for starts. A page that makes a visitor scroll ten screens to the price
 * or the first photograph of a finished home loses them; these are the limits the site keeps.
 * Each page's HTML as sent counts too: at most 14 KB. `npm run screenshots` prints the table after
 * its pictures; `npm run budgets` prints it alone.
 */
import { get } from "node:http";
import type { Page } from "@playwright/test";

export const PHONE = { width: 390, height: 844 } as const;
/** Every public page's HTML, as sent (Brotli), fits the first round trip's worth of a slow network. */
export const MAX_HTML_BYTES = 14 * 1024;

export interface Budget {
  /** What it is: "the first project". */
  what: string;
  /** Where it is: a CSS selector; the first match counts. */
  selector: string;
  /** Its top edge is at most this many screens from the page's top. */
  within: number;
}

export interface PageBudget {
  name: string;
  /** The page's whole length, in screens, at most. */
  maxScreens?: number;
  budgets: Budget[];
}

/** The limits, by the page's name in the screenshots' list (scripts/screenshots.ts). */
export const PAGE_BUDGETS: Record<string, PageBudget> = {
  home: {
    name: "home",
    maxScreens: 7,
    budgets: [{ what: "the first project", selector: 'main a[href^="/projects/"]', within: 2 }],
  },
  services: {
    name: "services",
    budgets: [
      { what: "the price tiers", selector: "#services-pricing", within: 3 },
      { what: "the estimator", selector: "#estimate", within: 3 },
    ],
  },
  projects: {
    name: "projects",
    budgets: [{ what: "the first project card", selector: 'main a[href^="/projects/"]', within: 1.5 }],
  },
  project: {
    name: "project",
    budgets: [{ what: "the facts", selector: "main [data-facts]", within: 1 }],
  },
};

export interface Measured {
  name: string;
  path: string;
  /** The page's length in screens. */
  screens: number;
  maxScreens?: number;
  elements: Array<Budget & { at: number | null }>;
  /** The page's HTML as the server sends it to a browser (Brotli), in bytes. */
  htmlBytes: number;
  ok: boolean;
}

/** The bytes of a page as sent with Brotli, not decoded (fetch would decode them). */
function sentBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * A kept page is compressed quickly for its first answer and at its best soon after (server/cache):
 * the bytes counted are those every later visitor gets.
 */
async function settledBytes(url: string): Promise<number> {
  await sentBytes(url);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return sentBytes(url);
}

/**
 * Measures the page open in `page` (at the phone's size, scrolled to the top, everything rendered):
 * its length and where each budgeted element starts, in screens.
 */
export async function measureBudget(page: Page, name: string, path: string): Promise<Measured> {
  const budget = PAGE_BUDGETS[name];
  const viewport = page.viewportSize()?.height ?? PHONE.height;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const elements = [];
  for (const entry of budget?.budgets ?? []) {
    const top = await page.evaluate((selector) => {
      const element = document.querySelector(selector);
      return element ? element.getBoundingClientRect().top + window.scrollY : null;
    }, entry.selector);
    elements.push({ ...entry, at: top === null ? null : top / viewport });
  }
  const screens = height / viewport;
  const htmlBytes = await settledBytes(page.url());
  const ok =
    htmlBytes <= MAX_HTML_BYTES &&
    (budget?.maxScreens === undefined || screens <= budget.maxScreens) &&
    elements.every((element) => element.at !== null && element.at <= element.within);
  return { name, path, screens, maxScreens: budget?.maxScreens, elements, htmlBytes, ok };
}

const round = (value: number) => value.toFixed(1);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The table the scripts print: a row per page, its length and its key elements, ✓ or ✗ against the limits. */
export function formatBudgets(rows: Measured[]): string {
  const lines = [
    `Page budgets on a ${PHONE.width}×${PHONE.height} phone, in screens from the top, and each page's HTML as sent (Brotli; ≤ ${kb(MAX_HTML_BYTES)}):`,
    "",
  ];
  lines.push("| page | length | key elements | HTML | |", "|---|---|---|---|---|");
  for (const row of rows) {
    const length = row.maxScreens === undefined ? round(row.screens) : `${round(row.screens)} (≤ ${row.maxScreens})`;
    const elements = row.elements
      .map((element) => `${element.what} at ${element.at === null ? "— (missing)" : round(element.at)} (≤ ${element.within})`)
      .join("; ");
    lines.push(`| ${row.name} \`${row.path}\` | ${length} | ${elements || "—"} | ${kb(row.htmlBytes)} | ${row.ok ? "✓" : "✗"} |`);
  }
  return lines.join("\n");
}
