/**
 * Phone numbers as people type them, over HTTP: the company's form takes its phone and WhatsApp
 * number with or without +91 and keeps the forms the site shows and WhatsApp needs; a visitor's
 * enquiry keeps the number with its +91, one from the Gulf with its own code; what is not a number
 * is refused with what to type, and changes nothing. The checklist's "Fix" names the field.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Enquiry } from "../../domain/enquiries";
import type { SiteContent } from "../../domain/site-content";
import type { SetupTask } from "../../domain/site-setup";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "127.0.0.1" });
});
afterAll(() => server.close());

async function company(): Promise<SiteContent["company"]> {
  return (await server.api.json<{ content: SiteContent["company"] }>("GET", "/api/site/company")).content;
}

async function saveCompany(fields: Partial<Record<keyof SiteContent["company"], unknown>>) {
  const response = await server.api.request("PUT", "/api/site/company", { ...(await company()), ...fields });
  return {
    status: response.status,
    body: (await response.json()) as { content?: SiteContent["company"]; message?: string; errors?: Record<string, string> },
  };
}

let address = 0;

async function sendEnquiry(phone: string, name: string) {
  const response = await fetch(`${server.baseUrl}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++address}` },
    body: JSON.stringify({
      kind: "call-back",
      key: randomBytes(16).toString("hex"),
      name,
      phone,
      page: "/contact",
      elapsed: 20_000,
    }),
  });
  return { status: response.status, body: (await response.json()) as { enquiry?: { reference: string }; errors?: Record<string, string> } };
}

async function kept(name: string): Promise<Enquiry[]> {
  return (await server.api.json<{ enquiries: Enquiry[] }>("GET", `/api/enquiries?q=${encodeURIComponent(name)}`)).enquiries;
}

describe("the company's phone and WhatsApp number", () => {
  it.each([
    ["98470 12345", "98470 12345"],
    ["+91 98470 12345", "+91 98470 12345"],
  ])("take phone %j and WhatsApp %j and keep +91 98470 12345 and 919847012345", async (phone, whatsapp) => {
    await saveCompany({ phone: "+91 94470 00001", whatsapp: "919447000001" });
    const saved = await saveCompany({ phone, whatsapp });
    expect(saved.status).toBe(200);
    expect(saved.body.content).toMatchObject({ phone: "+91 98470 12345", whatsapp: "919847012345" });
    expect(await company()).toMatchObject({ phone: "+91 98470 12345", whatsapp: "919847012345" });
    // The public site's answer keeps its shape: both numbers, as before.
    const site = await server.anon.json<{ site: SiteContent }>("GET", "/api/site");
    expect(site.site.company).toMatchObject({ phone: "+91 98470 12345", whatsapp: "919847012345" });
  });

  it("takes a WhatsApp number from the Gulf with its own code", async () => {
    const saved = await saveCompany({ phone: "0471 234 5678", whatsapp: "+971 50 123 4567" });
    expect(saved.status).toBe(200);
    expect(saved.body.content).toMatchObject({ phone: "+91 47123 45678", whatsapp: "971501234567" });
  });

  it("refuses what is not a number, says what to type, and changes nothing", async () => {
    const before = await company();
    const refused = await saveCompany({ phone: "call the office", whatsapp: "98470" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Phone must be an Indian number of 10 digits, e.g. 98765 43210 or +91 98765 43210");
    expect(refused.body.errors).toEqual({
      phone: "Phone must be an Indian number of 10 digits, e.g. 98765 43210 or +91 98765 43210",
      whatsapp:
        "WhatsApp number must be a 10-digit mobile number, e.g. 98765 43210, or a number from abroad with + and its country code, e.g. +971 50 123 4567",
    });
    expect(await company()).toEqual(before);
  });
});

describe("a visitor's phone number", () => {
  it("is kept with its +91 however it was typed", async () => {
    const answer = await sendEnquiry("098470-12345", "Lekha Pillai");
    expect(answer.status).toBe(201);
    const [enquiry] = await kept("Lekha Pillai");
    expect(enquiry).toMatchObject({ reference: answer.body.enquiry!.reference, phone: "+91 98470 12345" });
  });

  it("from the Gulf keeps its own country code", async () => {
    expect((await sendEnquiry("+971 50 123 4567", "Shibu Varghese")).status).toBe(201);
    expect((await sendEnquiry("00966 50 765 4321", "Shibu Varghese")).status).toBe(201);
    expect((await kept("Shibu Varghese")).map((e) => e.phone).sort()).toEqual(["+966 507654321", "+971 501234567"]);
  });

  it("that is not a number is refused with what to type, and nothing is kept", async () => {
    const total = async () => (await server.api.json<{ total: number }>("GET", "/api/enquiries")).total;
    const before = await total();
    const answer = await sendEnquiry("ring me pls", "Garbage Sender");
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      phone: "Enter a 10-digit mobile number, e.g. 98470 12345, or a number from abroad with + and its country code, e.g. +971 50 123 4567",
    });
    expect((await sendEnquiry("+91 98470 1234", "Garbage Sender")).body.errors).toEqual({
      phone: "An Indian number has 10 digits after +91, e.g. +91 98470 12345",
    });
    expect(await total()).toBe(before);
    expect(await kept("Garbage Sender")).toEqual([]);
  });
});

describe("the checklist's Fix", () => {
  it("names the field that fixes each task", async () => {
    await saveCompany({ phone: "+91 90000 00000", whatsapp: "919000000000" });
    const { tasks } = await server.api.json<{ tasks: SetupTask[] }>("GET", "/api/admin/setup");
    const to = Object.fromEntries(tasks.map((task) => [task.id, task.to]));
    expect(to).toMatchObject({
      phone: "/site/company#phone",
      whatsapp: "/site/company#whatsapp",
      address: "/site/company#addressLines",
      "hero-photo": "/site/home#hero.photo",
      "service-photos": "/site/services#services.0.photo",
      "team-photos": "/site/about#team.0.photo",
    });
  });
});
