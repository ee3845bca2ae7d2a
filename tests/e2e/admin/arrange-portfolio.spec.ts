/**
 * The owner curates the portfolio on a phone (docs/product.md §2 "Arrange portfolio"): from
 * Manage Projects to "Arrange portfolio", one project moved by its button, one by the keyboard,
 * one dragged by its handle with a finger's worth of steps, one pinned as featured, the leave
 * guard while unsaved, the save; then /projects shows the pinned project as the Featured Project
 * and the list in the new order. A site of its own: a pinned project would lead every other
 * test's list.
 */
import type { Locator, Page } from "@playwright/test";
import { ApiClient } from "../../support/client";
import { makeImage } from "../../support/images";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, expectNoSeriousA11yViolations, startFreshSite, test } from "../fixtures";
import { confirmWith, signInAt } from "./support";

type Site = Awaited<ReturnType<typeof startFreshSite>>;

let site: Site;
let api: ApiClient;

// A production server of its own, and several pages on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async () => {
  site = await startFreshSite();
  api = new ApiClient(site.baseUrl);
  await api.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});

test.afterEach(async () => {
  await site?.close();
});

const TITLES = ["Villa at Kowdiar", "Office at Pattom", "Flat at Vazhuthacaud", "Home at Peroorkada"];

/** The rows' titles, in the order on the page. */
async function rowTitles(list: Locator): Promise<string[]> {
  const texts = await list.getByRole("listitem").locator("p.font-semibold").allTextContents();
  return texts.map((text) => text.replace(/^\d+\.\s*/, ""));
}

/** The rows stand still (no drop animation running): their places are measured at a pick-up. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
}

/** Drags a row by its handle to where another row is, as a finger would: down, a move in steps, up. */
async function drag(page: Page, handle: Locator, target: Locator, picked: RegExp): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 + 10, { steps: 3 });
  await expect(page.locator("[id^=DndLiveRegion]")).toHaveText(picked);
  await page.mouse.move(x, to.y + to.height / 2, { steps: 16 });
  await page.mouse.up();
}

test("arranging the portfolio on a phone: move, drag, pin, save, and /projects follows", async ({ page }) => {
  // Created oldest first: a list never arranged shows them newest first.
  for (const title of TITLES) {
    await api.createProject({
      title,
      category: "Residential",
      coverImage: { name: "c.jpg", data: await makeImage({ width: 480, height: 360 }) },
    });
  }
  await signInAt(page, site.baseUrl);
  await page.goto(`${site.baseUrl}/manage-projects`);
  await expect(page.getByText("Total: 4 projects")).toBeVisible();
  await page.getByRole("link", { name: "Arrange portfolio" }).click();
  await expect(page).toHaveURL(/\/arrange-projects$/);
  await expect(page.getByRole("heading", { level: 1, name: "Arrange portfolio" })).toBeVisible();

  const list = page.getByRole("list", { name: "Projects in the order visitors see them" });
  const row = (title: string) => list.getByRole("listitem").filter({ hasText: title });
  await expect.poll(() => rowTitles(list)).toEqual(["Home at Peroorkada", "Flat at Vazhuthacaud", "Office at Pattom", "Villa at Kowdiar"]);
  await expectNoSeriousA11yViolations(page);

  // By button: the oldest, one place earlier; the focus stays on the button.
  const earlier = page.getByRole("button", { name: "Move Villa at Kowdiar earlier" });
  await earlier.click();
  await expect.poll(() => rowTitles(list)).toEqual(["Home at Peroorkada", "Flat at Vazhuthacaud", "Villa at Kowdiar", "Office at Pattom"]);
  await expect(earlier).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Villa at Kowdiar moved to place 3 of 4." })).toBeAttached();

  // By the keyboard, with the handle: Space, the arrow up, Space. What a screen reader is told
  // (dnd-kit's live region) is also the sign that each step has been taken.
  const announced = page.locator("[id^=DndLiveRegion]");
  await settled(page);
  await page.getByRole("button", { name: "Drag Office at Pattom to its place" }).focus();
  await page.keyboard.press("Space");
  await expect(announced).toHaveText(/^(Picked up Office at Pattom, place 4 of 4|Office at Pattom is over place 4 of 4)\.$/);
  await page.keyboard.press("ArrowUp");
  await expect(announced).toHaveText("Office at Pattom is over place 3 of 4.");
  await page.keyboard.press("Space");
  await expect(announced).toHaveText("Office at Pattom dropped at place 3 of 4.");
  await expect.poll(() => rowTitles(list)).toEqual(["Home at Peroorkada", "Flat at Vazhuthacaud", "Office at Pattom", "Villa at Kowdiar"]);

  // By dragging the handle: the newest goes to the end.
  await settled(page);
  await drag(
    page,
    page.getByRole("button", { name: "Drag Home at Peroorkada to its place" }),
    row("Villa at Kowdiar"),
    /^(Picked up Home at Peroorkada, place 1 of 4|Home at Peroorkada is over place \d of 4)\.$/,
  );
  await expect.poll(() => rowTitles(list)).toEqual(["Flat at Vazhuthacaud", "Office at Pattom", "Villa at Kowdiar", "Home at Peroorkada"]);

  // Pinned as featured: it goes first and stays there; the one pinned before would be unpinned.
  await page.getByRole("button", { name: "Pin as featured: Villa at Kowdiar" }).click();
  await expect.poll(() => rowTitles(list)).toEqual(["Villa at Kowdiar", "Flat at Vazhuthacaud", "Office at Pattom", "Home at Peroorkada"]);
  await expect(page.getByRole("button", { name: "Unpin: Villa at Kowdiar" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Move Flat at Vazhuthacaud earlier" })).toBeDisabled();
  await page.getByRole("button", { name: "Pin as featured: Office at Pattom" }).click();
  await expect.poll(() => rowTitles(list)).toEqual(["Office at Pattom", "Villa at Kowdiar", "Flat at Vazhuthacaud", "Home at Peroorkada"]);
  await expect(page.getByRole("button", { name: "Pin as featured: Villa at Kowdiar" })).toBeVisible();
  await page.getByRole("button", { name: "Unpin: Office at Pattom" }).click();
  await page.getByRole("button", { name: "Move Office at Pattom later" }).click();
  await page.getByRole("button", { name: "Pin as featured: Villa at Kowdiar" }).click();
  await expect.poll(() => rowTitles(list)).toEqual(["Villa at Kowdiar", "Office at Pattom", "Flat at Vazhuthacaud", "Home at Peroorkada"]);

  // Unsaved: leaving asks first.
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await confirmWith(page, "Your changes have not been saved.", "Cancel");
  await expect(page).toHaveURL(/\/arrange-projects$/);

  // The save button is in view at the bottom of the phone's screen, above the tab bar.
  const save = page.getByRole("button", { name: "Save order" });
  await expect(save).toBeInViewport();
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Order saved. Visitors see it now." })).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toBeHidden();

  // Saved: the page opens in the same order, and may be left without a question.
  await page.reload();
  await expect.poll(() => rowTitles(list)).toEqual(["Villa at Kowdiar", "Office at Pattom", "Flat at Vazhuthacaud", "Home at Peroorkada"]);
  await expect(page.getByRole("button", { name: "Unpin: Villa at Kowdiar" })).toBeVisible();

  // The public list: the pinned project is the Featured Project, and the list is in the new order.
  await page.goto(`${site.baseUrl}/projects`);
  const featured = page.getByRole("region", { name: "Featured Project" });
  await expect(featured.getByRole("heading", { level: 3 })).toHaveText("Villa at Kowdiar");
  const cards = page.getByRole("region", { name: "Project list" }).getByRole("heading", { level: 3 });
  await expect(cards).toHaveText(["Villa at Kowdiar", "Office at Pattom", "Flat at Vazhuthacaud", "Home at Peroorkada"]);

  // The manage list shows the same order.
  await page.goto(`${site.baseUrl}/manage-projects`);
  await expect(page.getByRole("listitem").getByRole("heading", { level: 2 })).toHaveText([
    "Villa at Kowdiar",
    "Office at Pattom",
    "Flat at Vazhuthacaud",
    "Home at Peroorkada",
  ]);
});
