/**
 * Photos shared from the phone's gallery to the installed admin app (the manifest's share target,
 * docs/decisions/014): the phone posts them to /admin/share, the admin's service worker keeps them
 * on the phone and opens "Shared photos", and the form chosen there starts with them on their way.
 * The test posts what Android's share sheet posts, as a navigation, so the worker answers it.
 */
import type { Project } from "../../../domain/entities";
import { expect, test, waitForHydration } from "../fixtures";
import { upload, uniqueTitle, useToken } from "./support";

test("photos shared to the app open a new project with them, already on their way", async ({ page, api, request }) => {
  await useToken(page, api.token);
  await page.goto("/dashboard");
  await waitForHydration(page);

  const manifest = (await (await request.get("/admin/manifest.webmanifest")).json()) as { share_target?: unknown };
  expect(manifest.share_target).toEqual({
    action: "/admin/share",
    method: "POST",
    enctype: "multipart/form-data",
    params: { files: [{ name: "photos", accept: ["image/*"] }] },
  });
  // The worker is installed and active, as it is once the app is on the phone.
  const active = await page.evaluate(async () => {
    for (let tries = 0; tries < 100; tries++) {
      if ((await navigator.serviceWorker.getRegistration("/admin/"))?.active) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  });
  expect(active).toBe(true);

  // What the share sheet sends: the photos, multipart, as a navigation to the share target.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<form id="share" method="post" action="/admin/share" enctype="multipart/form-data"><input type="file" name="photos" multiple></form>',
    );
  });
  await page
    .locator("#share input")
    .setInputFiles([
      await upload("WA0001.jpg", { color: "#b5651d" }),
      await upload("WA0002.jpg", { color: "#2a9d8f" }),
      await upload("WA0003.jpg", { color: "#6a4c93" }),
    ]);
  await page.evaluate(() => (document.getElementById("share") as HTMLFormElement).submit());

  await expect(page).toHaveURL(/\/shared-photos$/);
  await expect(page.getByText("3 photos shared from your phone.")).toBeVisible();
  await expect(page.getByRole("img", { name: /^Shared \d of 3/ })).toHaveCount(3);
  await page.getByRole("button", { name: "Start a new project" }).click();

  await expect(page).toHaveURL(/\/addprojects\?shared=1$/);
  await expect(page.getByRole("img", { name: /^Preview of WA000/ })).toHaveCount(3);
  await expect(page.getByRole("status").filter({ hasText: "Sent" })).toHaveCount(3, { timeout: 30_000 });
  const title = uniqueTitle("Shared from the gallery");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Use image 2 as the cover" }).click();
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page).toHaveURL(/\/manage-projects$/, { timeout: 60_000 });

  const { projects } = (await (await request.get("/api/projects")).json()) as { projects: Project[] };
  const created = projects.find((project) => project.title === title)!;
  expect(created.gallery).toHaveLength(3);
  expect(created.coverImage).toBeTruthy();

  // Nothing is left waiting: the page says so, and offers the forms.
  await page.goto("/shared-photos");
  await expect(page.getByText(/No shared photos are waiting/)).toBeVisible();
});
