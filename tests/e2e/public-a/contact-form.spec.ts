import { expect, test } from "../fixtures";
import { waitForHydration } from "./helpers";

const SERVICES = [
  "New Building Construction",
  "Renovation and Remodeling",
  "Site Preparation and Excavation",
  "Foundation and Structural Work",
  "Electrical Installation",
  "Interior Design and Finishing",
  "Other",
];

for (const path of ["/contact", "/"]) {
  test(`enquiry form on ${path}: required fields, then a WhatsApp tab with every field, then cleared`, async ({ page, context }) => {
    // wa.me is outside the test machine's reach; answer for it so the new tab can load.
    await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
    await page.goto(path);
    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Get In Touch" });
    const name = form.getByLabel("Full Name");
    const email = form.getByLabel("Email Address");
    const phone = form.getByLabel("Phone Number");
    const service = form.getByLabel("Service Required");
    const message = form.getByLabel("Message");
    await expect(email).toHaveAttribute("type", "email");
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(message).toHaveAttribute("rows", "4");
    for (const field of [name, email, phone, service, message]) await expect(field).toHaveAttribute("required", "");
    await expect(service.locator("option:not([disabled])")).toHaveText(SERVICES);

    let popups = 0;
    page.on("popup", () => popups++);
    const send = form.getByRole("button", { name: "Send Message" });
    await send.click();
    expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await name.fill("Meera Krishnan");
    await email.fill("not-an-email");
    await phone.fill("+91 94470 11223");
    await service.selectOption("Renovation and Remodeling");
    await message.fill("Roof leaks over the kitchen.\nNeed re-tiling before the monsoon.");
    await send.click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(popups).toBe(0);

    await email.fill("meera@example.org");
    const popupPromise = page.waitForEvent("popup");
    await send.click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe("https://wa.me/919847012345");
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain("Name: Meera Krishnan");
    expect(text).toContain("Email: meera@example.org");
    expect(text).toContain("Phone: +91 94470 11223");
    expect(text).toContain("Service: Renovation and Remodeling");
    expect(text).toContain("Message: Roof leaks over the kitchen.\nNeed re-tiling before the monsoon.");
    // The enquiry's reference ends the message (issue #15).
    expect(text).toMatch(/\nRef: E-\d{4}-[0-9A-Z]{5}$/);
    await popup.close();

    for (const field of [name, email, phone, message]) await expect(field).toHaveValue("");
    await expect(service).toHaveValue("");
    await expect(form.getByRole("status")).toContainText("WhatsApp opened in a new tab");
  });
}

test("the contact section shows phone, email, address and hours", async ({ page }) => {
  await page.goto("/contact");
  const section = page.getByRole("region", { name: "Get In Touch" });
  await expect(section.getByRole("link", { name: "+91 98470 12345" })).toHaveAttribute("href", "tel:+919847012345");
  await expect(section.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(section).toContainText("Thiruvananthapuram, Kerala");
  await expect(section).toContainText("Mon - Sat 8:00 AM - 6:00 PM");
});
