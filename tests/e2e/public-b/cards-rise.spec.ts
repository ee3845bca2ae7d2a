/**
 * The cards' stagger (docs/decisions/012), only for the cards that come into view (issue #26): the cards on the
 * screen as the page opens are simply there (nothing animates while a phone is still drawing the
 * page); a card below the screen waits unseen and rises as it is scrolled to, the cards that come
 * into view together one after another, 0.1 s apart in projects and 0.05 s in the gallery; a
 * visitor who asked for reduced motion sees every card still. Each test has a site of its own.
 */
import type { Page } from "@playwright/test";
import type { ApiClient } from "../../support/client";
import { expect, test, waitForHydration } from "../fixtures";
import { makeGallery, makeProject, siteWith } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const nineProjects = async (api: ApiClient) => {
  for (let i = 1; i <= 9; i++) await makeProject(api, { title: `Home number ${i}` });
};
const threeCollections = async (api: ApiClient) => {
  for (let i = 1; i <= 3; i++) await makeGallery(api, { title: `Collection ${i}`, images: 4 });
};

/**
 * Records, from the page's start, each group of cards set rising together (one task's changes):
 * their animation delays in document order.
 */
async function recordRises(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const groups: string[][] = [];
    (window as unknown as { riseGroups: string[][] }).riseGroups = groups;
    new MutationObserver((records) => {
      const rising = records
        .map((record) => record.target as HTMLElement)
        .filter((card, i, all) => card.dataset.riseState === "rising" && all.indexOf(card) === i)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      if (rising.length > 0) groups.push(rising.map((card) => card.style.animationDelay));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-rise-state"] });
  });
}

const riseGroups = (page: Page) => page.evaluate(() => (window as unknown as { riseGroups: string[][] }).riseGroups);

/** Where each card stands: waiting unseen, rising, or simply there; and whether it is seen now. */
const cardStates = (page: Page) =>
  page.locator("[data-rise]").evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      return {
        state: (card as HTMLElement).dataset.riseState ?? "there",
        onScreen: box.bottom > 0 && box.top < window.innerHeight,
        opacity: Number(getComputedStyle(card).opacity),
      };
    }),
  );

async function expectStaggered(page: Page, step: number) {
  const cards = page.locator("[data-rise]");
  await expect(page.locator('[data-rise-state="waiting"]').first()).toBeAttached();
  // Nothing rises while the page opens: the cards on the screen are simply there, the others wait.
  const atStart = await cardStates(page);
  expect(atStart.filter((card) => card.onScreen).every((card) => card.state === "there" && card.opacity === 1)).toBe(true);
  expect(atStart.filter((card) => !card.onScreen).every((card) => card.state === "waiting" && card.opacity === 0)).toBe(true);
  expect(atStart.some((card) => card.state === "waiting")).toBe(true);
  expect(await riseGroups(page)).toEqual([]);

  // Scrolled down a screen at a time, each card rises as it comes into view.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(80);
  }
  await expect(cards.and(page.locator("[data-rise-state]"))).toHaveCount(0);
  const groups = await riseGroups(page);
  expect(groups.flat()).toHaveLength(atStart.filter((card) => card.state === "waiting").length);
  // The cards that came into view together rose one after another, `step` apart.
  for (const group of groups) expect(group.map((delay) => parseFloat(delay))).toEqual(group.map((_, i) => Number((i * step).toFixed(2))));
  for (const card of await cardStates(page)) expect(card.opacity).toBe(1);
}

test("project cards below the screen rise as they come into view, 0.1 s apart; those on the screen are there from the start", async ({
  page,
  isMobile,
}) => {
  const site = await siteWith(nineProjects);
  try {
    await recordRises(page);
    await page.goto(`${site.baseUrl}/projects`);
    await waitForHydration(page);
    await expectStaggered(page, 0.1);
    // Three to a row on a wide screen: a row comes into view together, and its cards rise in turn.
    if (!isMobile) expect((await riseGroups(page)).some((group) => group.length > 1)).toBe(true);
  } finally {
    await site.close();
  }
});

test("gallery photos below the screen rise as they come into view, 0.05 s apart", async ({ page }) => {
  const site = await siteWith(threeCollections);
  try {
    await recordRises(page);
    await page.goto(`${site.baseUrl}/gallery`);
    await waitForHydration(page);
    await expectStaggered(page, 0.05);
  } finally {
    await site.close();
  }
});

test("with reduced motion asked for, no card waits or rises", async ({ page }) => {
  const site = await siteWith(nineProjects);
  try {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordRises(page);
    await page.goto(`${site.baseUrl}/projects`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await page.waitForTimeout(300);
    for (const card of await cardStates(page)) expect(card).toMatchObject({ state: "there", opacity: 1 });
    expect(await riseGroups(page)).toEqual([]);
  } finally {
    await site.close();
  }
});
