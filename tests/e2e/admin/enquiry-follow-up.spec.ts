/**
 * Answering an enquiry from the phone: a WhatsApp message or a call to a new enquiry offers to mark
 * it contacted (never unasked), and the inbox then shows it so.
 */
import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import type { Enquiry } from "../../../domain/enquiries";
import type { ApiClient } from "../../support/client";
import { expect, test } from "../fixtures";
import { useToken } from "./support";

test.beforeEach(async ({ page, api, context }) => {
  await useToken(page, api.token);
  // wa.me is outside the test machine's reach; answer for it so that the new tab loads.
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
});

async function newEnquiry(request: APIRequestContext, api: ApiClient, name: string) {
  const sent = await request.post("/api/enquiries", {
    data: {
      kind: "message",
      key: randomBytes(16).toString("hex"),
      name,
      email: "visitor@example.in",
      phone: "98470 12345",
      service: "New Building Construction",
      message: "A house on 5 cents in Kazhakoottam.",
      page: "/contact",
      elapsed: 25_000,
    },
  });
  expect(sent.status()).toBe(201);
  const { enquiries } = await api.json<{ enquiries: Enquiry[] }>("GET", `/api/enquiries?q=${encodeURIComponent(name)}`);
  return enquiries[0]!;
}

test("a WhatsApp message to a new enquiry offers to mark it contacted", async ({ page, request, api }) => {
  const name = `Lekha ${Date.now().toString(36)}`;
  const enquiry = await newEnquiry(request, api, name);
  await page.goto(`/enquiries/${enquiry.id}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("group", { name: "Mark as contacted" })).toHaveCount(0);

  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "WhatsApp" }).click();
  await (await popup).close();
  const offer = page.getByRole("group", { name: "Mark as contacted" });
  await expect(offer).toContainText(`Did you send ${name} a message?`);
  await offer.getByRole("button", { name: "Mark as contacted" }).click();
  await expect(page.getByText("Marked as contacted")).toBeVisible();
  await expect(offer).toHaveCount(0);
  await expect(page.getByLabel("Status")).toHaveValue("contacted");
  const { enquiry: saved } = await api.json<{ enquiry: Enquiry }>("GET", `/api/enquiries/${enquiry.id}`);
  expect(saved.status).toBe("contacted");
});

test("'Not now' leaves the enquiry new", async ({ page, request, api }) => {
  const name = `Suresh ${Date.now().toString(36)}`;
  const enquiry = await newEnquiry(request, api, name);
  await page.goto(`/enquiries/${enquiry.id}`);
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "WhatsApp" }).click();
  await (await popup).close();
  await page.getByRole("group", { name: "Mark as contacted" }).getByRole("button", { name: "Not now" }).click();
  await expect(page.getByRole("group", { name: "Mark as contacted" })).toHaveCount(0);
  const { enquiry: kept } = await api.json<{ enquiry: Enquiry }>("GET", `/api/enquiries/${enquiry.id}`);
  expect(kept.status).toBe("new");
});
