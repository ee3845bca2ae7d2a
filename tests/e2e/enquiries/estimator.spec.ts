/**
 * The estimator as the main tool: bedrooms that suggest an area, a result brought into view above
 * the phone's bottom bar and focused, amounts in lakh, what is not included, the payments by
 * stage, and the range in a Gulf currency; the same without JavaScript through the server's render.
 * The shared site keeps the default services content (rates of 1 Nov 2026, AED at ₹24.2).
 */
import type { Browser, Locator, Page } from "@playwright/test";
import type { Enquiry } from "../../../domain/enquiries";
import { expect, test, waitForIsland } from "../fixtures";

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

// 1,500 sq.ft (3 bedrooms) of Premium at ₹1,999: ₹30,00,000 – ₹34,50,000, midpoint ₹32,25,000.
const RANGE = "₹30–35 lakh";
const AED = "≈ AED 124,000–143,000 at ₹24.2 per AED (rate set 1 Nov 2026)";
const HINT = "Suggested for 3 bedrooms — change it if you know your area";

async function withoutScripts<T>(
  browser: Browser,
  viewport: { width: number; height: number },
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Whether the result is in view: its box inside the viewport, above the bottom action bar where
 * the page shows one, and its heading and range the topmost thing where they are (nothing fixed
 * covers them).
 */
async function resultInView(page: Page): Promise<string> {
  return page.evaluate(() => {
    const result = document.getElementById("estimate-result")!;
    const box = result.getBoundingClientRect();
    const bar = [...document.querySelectorAll("nav")].find((nav) => nav.getAttribute("aria-label") === "Contact us");
    const barTop = bar && getComputedStyle(bar).display !== "none" ? bar.getBoundingClientRect().top : window.innerHeight;
    if (box.top < 0 || box.bottom > barTop) return `box ${Math.round(box.top)}–${Math.round(box.bottom)}, bar at ${Math.round(barTop)}`;
    for (const part of [result.querySelector("h3"), result.querySelector("[role=status] p")]) {
      const at = part!.getBoundingClientRect();
      const top = document.elementFromPoint(at.left + 8, at.top + at.height / 2);
      if (!top || !result.contains(top)) return `"${part!.textContent}" is covered by ${top?.outerHTML.slice(0, 80)}`;
    }
    return "in view";
  });
}

/** The payments table's rows as [stage, share, amount]. */
async function payments(section: Locator): Promise<string[][]> {
  return section
    .getByRole("table", { name: "Payments by stage" })
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? "")));
}

async function expectDetails(section: Locator) {
  const result = section.getByRole("region", { name: "Estimated cost" });
  await expect(result.getByText(RANGE, { exact: true })).toBeVisible();
  await expect(result.getByText(AED)).toBeVisible();
  await expect(result.getByText("Premium at ₹1,999 per sq.ft × 1,500 sq.ft (3 bedrooms) on 2 floors; plot 2,178 sq.ft.")).toBeVisible();
  // On /services the list is the Premium card's, shown again under the estimate; on /estimate the island's own.
  const included = section.getByRole("heading", { name: "Included in Premium" }).locator("xpath=..").getByRole("listitem");
  await expect(included).toHaveText([
    "Everything in Basic",
    "3D elevation and interior layout",
    "Large-format vitrified or granite flooring",
    "Branded sanitary ware and modular switches",
    "Teak main door and windows",
    "Free maintenance for 6 months",
    "3-year warranty",
  ]);
  const notIncluded = section.getByRole("heading", { name: "Not included" }).locator("xpath=..").getByRole("listitem");
  await expect(notIncluded).toContainText(["Compound wall and gate", "Well or borewell", "Interiors and furniture"]);
  await expect(section.getByText("On ₹32 lakh, the middle of the estimate.")).toBeVisible();
  expect(await payments(section)).toEqual([
    ["Agreement", "10%", "₹3.2 lakh"],
    ["Foundation", "15%", "₹4.8 lakh"],
    ["Plinth and ground floor slab", "20%", "₹6.5 lakh"],
    ["Roof slab", "20%", "₹6.5 lakh"],
    ["Brickwork and plastering", "15%", "₹4.8 lakh"],
    ["Flooring and finishing", "15%", "₹4.8 lakh"],
    ["Handover", "5%", "₹1.6 lakh"],
  ]);
}

test.beforeEach(async ({ context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
});

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("bedrooms suggest the area; Estimate brings the result into view above the bar and focuses it, in lakh, with a Gulf currency", async ({
    page,
    api,
  }) => {
    const name = unique("Bedrooms estimate");
    await page.goto("/services");
    const section = page.getByRole("region", { name: "Estimate Your Cost" });
    await section.getByLabel("Plot size").fill("5");
    await waitForIsland(page, "estimator");
    await section.getByLabel("Bedrooms").selectOption("3");
    const area = section.getByLabel("Built-up area (sq.ft, all floors)");
    await expect(area).toHaveValue("1500");
    await expect(section.getByText(HINT)).toBeVisible();
    await expect(area).toHaveAccessibleDescription(HINT);
    // Another choice of bedrooms follows while the area is still the suggestion…
    await section.getByLabel("Bedrooms").selectOption("4");
    await expect(area).toHaveValue("2100");
    await section.getByLabel("Bedrooms").selectOption("3");
    await expect(area).toHaveValue("1500");
    await section.getByLabel("Floors", { exact: true }).selectOption("2");
    await section.getByLabel("Package").selectOption("Premium");
    await section.getByLabel("Also show in").selectOption("AED");

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await section.getByRole("button", { name: "See my estimate" }).click();
    const result = section.getByRole("region", { name: "Estimated cost" });
    await expect(result).toBeFocused();
    await expect.poll(() => resultInView(page)).toBe("in view");
    await expectDetails(section);

    // …but an area typed by the visitor is theirs: bedrooms no longer change it.
    await area.fill("1600");
    await expect(section.getByText(HINT)).toBeHidden();
    await section.getByLabel("Bedrooms").selectOption("2");
    await expect(area).toHaveValue("1600");
    await section.getByLabel("Bedrooms").selectOption("3");
    await area.fill("1500");

    await section.getByLabel("Your name").fill(name);
    await section.getByLabel("Phone number").fill("9447055127");
    await page.waitForFunction(() => performance.now() > 3200);
    const popupPromise = page.waitForEvent("popup");
    await section.getByRole("button", { name: "Send this estimate on WhatsApp" }).click();
    const popup = await popupPromise;
    const text = new URL(popup.url()).searchParams.get("text") ?? "";
    await popup.close();
    expect(text).toContain("Bedrooms: 3\nBuilt-up area: 1,500 sq.ft on 2 floors\n");
    expect(text).toContain(`Estimate: ${RANGE}\n${AED}\n`);
    await expect(section.getByText(/We have your estimate too: its reference is E-/)).toBeVisible();
    const [kept] = (await api.json<{ enquiries: Enquiry[] }>("GET", `/api/enquiries?q=${encodeURIComponent(name)}`)).enquiries;
    expect(kept?.details).toMatchObject({
      kind: "estimate",
      estimate: { bedrooms: 3, builtUpArea: 1500, low: 3_000_000, high: 3_450_000, foreign: { code: "AED", rate: 24.2 } },
    });
  });

  test("a figure to correct takes the focus instead of the result", async ({ page }) => {
    await page.goto("/services");
    const section = page.getByRole("region", { name: "Estimate Your Cost" });
    await section.getByLabel("Plot size").fill("5");
    await waitForIsland(page, "estimator");
    await section.getByRole("button", { name: "See my estimate" }).click();
    const area = section.getByLabel("Built-up area (sq.ft, all floors)");
    await expect(area).toBeFocused();
    await expect(area).toHaveAccessibleDescription("Enter the built-up area");
  });

  test("without JavaScript the server fills the area from the bedrooms and the answer lands on the result, in lakh, with a Gulf currency", async ({
    browser,
  }) => {
    await withoutScripts(browser, { width: 390, height: 844 }, async (page) => {
      await page.goto("/services");
      const section = page.getByRole("region", { name: "Estimate Your Cost" });
      await section.getByLabel("Plot size").fill("5");
      await section.getByLabel("Bedrooms").selectOption("3");
      await section.getByLabel("Floors", { exact: true }).selectOption("2");
      await section.getByLabel("Package").selectOption("Premium");
      await section.getByLabel("Also show in").selectOption("AED");
      await section.getByRole("button", { name: "See my estimate" }).click();
      await expect(page).toHaveURL(
        /\/estimate\?plotSize=5&plotUnit=cents&bedrooms=3&builtUpArea=&floors=2&tier=Premium&currency=AED#estimate-result$/,
      );
      const answer = page.getByRole("region", { name: "Estimate Your Cost" });
      await expect(answer.getByLabel("Built-up area (sq.ft, all floors)")).toHaveValue("1500");
      await expect(answer.getByText(HINT)).toBeVisible();
      await expect(answer.getByLabel("Also show in")).toHaveValue("AED");
      await expectDetails(answer);
      expect(await resultInView(page)).toBe("in view");
    });
  });
});

test("on a wide screen too, Estimate focuses the result where it can be seen", async ({ page }) => {
  await page.goto("/estimate");
  const section = page.getByRole("region", { name: "Estimate Your Cost" });
  await section.getByLabel("Plot size").fill("5");
  await waitForIsland(page, "estimator");
  await section.getByLabel("Bedrooms").selectOption("3");
  await section.getByLabel("Floors", { exact: true }).selectOption("2");
  await section.getByLabel("Also show in").selectOption("AED");
  await section.getByRole("button", { name: "See my estimate" }).click();
  await expect(section.getByRole("region", { name: "Estimated cost" })).toBeFocused();
  await expect.poll(() => resultInView(page)).toBe("in view");
  await expectDetails(section);
});
