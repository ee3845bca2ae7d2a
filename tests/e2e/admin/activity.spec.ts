/**
 * Activity (docs/product.md §6): an editor saves a project and the owner deletes it; the owner's
 * Activity page lists both, with the two names and the project's title, and the person filter
 * (kept in the URL, so reload keeps it) narrows the list to one of them. On a phone, nothing is
 * wider than the screen.
 */
import { ApiClient, formData } from "../../support/client";
import { expect, expectNoSeriousA11yViolations, imageFile, test } from "../fixtures";
import { uniqueTitle, useToken } from "./support";

test("lists a project saved by one person and deleted by another, with their names, and filters by person", async ({
  page,
  api,
  baseURL,
}) => {
  const suffix = Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
  const editorName = `Devi ${suffix}`;
  const title = uniqueTitle("Villa at Kowdiar");

  // The owner invites an editor; the editor joins with the link and saves a project.
  const { link } = await api.json<{ link: string }>("POST", "/api/admin/accounts/invitations", {
    email: `devi-${suffix}@e2e.test`,
    role: "editor",
  });
  const editor = new ApiClient(baseURL!);
  editor.token = (
    await editor.json<{ token: string }>("POST", "/api/join", {
      token: link.split("#")[1],
      name: editorName,
      password: "a long password 1",
    })
  ).token;
  const { project } = await editor.json<{ project: { _id: string } }>(
    "POST",
    "/api/create-project",
    formData({ title, coverImage: await imageFile("cover.jpg") }),
  );
  await editor.json("PUT", `/api/projects/${project._id}`, formData({ title, description: "Four bedrooms near the lake." }));
  // The owner deletes it (to the trash).
  await api.remove("projects", project._id);
  const { admin: owner } = await api.json<{ admin: { name: string; email: string } }>("GET", "/api/session");
  const ownerName = owner.name || owner.email;

  await useToken(page, api.token);
  await page.goto("/activity");
  await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();

  const entries = page.getByRole("listitem").filter({ hasText: title });
  const saved = entries.filter({ hasText: `${editorName} saved the project` });
  const deleted = entries.filter({ hasText: `${ownerName} deleted the project` });
  await expect(saved).toHaveCount(1);
  await expect(deleted).toHaveCount(1);
  await expect(entries.filter({ hasText: `${editorName} created the project` })).toHaveCount(1);
  // The item is in the trash: its link goes there.
  await expect(deleted.getByRole("link", { name: new RegExp(title) })).toHaveAttribute("href", "/trash");
  await expect(deleted.locator("time")).toContainText(/Just now|minute/);

  // Only the editor's.
  await page.getByLabel("Person", { exact: true }).selectOption({ label: editorName });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]person=[0-9a-f]{24}/);
  await expect(saved).toHaveCount(1);
  await expect(deleted).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: `${editorName} joined the team as Editor` })).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel("Person", { exact: true }).locator("option:checked")).toHaveText(editorName);
  await expect(saved).toHaveCount(1);
  await expect(deleted).toHaveCount(0);

  // Nothing on a day with no activity; the filters clear.
  await page.getByLabel("From", { exact: true }).fill("2001-01-01");
  await page.getByLabel("To", { exact: true }).fill("2001-01-02");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(deleted).toHaveCount(1);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test("adds older entries with Load more, and says when the activity cannot be loaded", async ({ page, api }) => {
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const entry = (n: number) => ({
    id: n.toString(16).padStart(24, "0"),
    at: at(n),
    source: "account",
    action: "signed-in",
    actor: { id: "a".repeat(24), name: `Person ${n}` },
    kind: "accounts",
    item: null,
    subject: null,
    detail: null,
    address: "10.0.0.1",
  });
  let fail = false;
  await page.route(
    (url) => url.pathname === "/api/admin/activity",
    (route) => {
      if (fail) return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "boom" }) });
      const before = new URL(route.request().url()).searchParams.get("before");
      const body = before
        ? { entries: [entry(60), entry(61)], next: null, people: [] }
        : { entries: Array.from({ length: 50 }, (_, i) => entry(i + 1)), next: "b2xkZXI", people: [] };
      return route.fulfill({ contentType: "application/json", body: JSON.stringify(body) });
    },
  );
  await useToken(page, api.token);
  await page.goto("/activity");
  await expect(page.getByText("Person 50 signed in (from 10.0.0.1)")).toBeVisible();
  await expect(page.getByText("Person 61 signed in")).toHaveCount(0);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(page.getByText("Person 61 signed in (from 10.0.0.1)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  await expect(page.getByText("That is everything these filters match.")).toBeVisible();

  fail = true;
  await page.reload();
  await expect(page.getByRole("alert")).toContainText("Failed to load the activity. Please try again.");
  fail = false;
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByText("Person 1 signed in (from 10.0.0.1)")).toBeVisible();
});
