/**
 * The estimator as the main tool, over HTTP: what the company adds to every estimate in the services
 * section (what is not included, the payments by stage, Gulf currency rates), checked with messages
 * a person understands and read from content an older release stored; and an estimate enquiry that
 * carries the bedrooms and a Gulf currency, while one from an older form still works.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Enquiry } from "../../domain/enquiries";
import type { SiteContent } from "../../domain/site-content";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "127.0.0.1" });
});
afterAll(() => server.close());

type Services = SiteContent["services"];

const key = () => randomBytes(16).toString("hex");
let addressCount = 0;
const newAddress = () => `198.51.100.${++addressCount}`;

async function read(): Promise<Services> {
  return (await server.api.json<{ content: Services }>("GET", "/api/site/services")).content;
}

async function put(content: object): Promise<{ status: number; body: { content?: Services; errors?: Record<string, string> } }> {
  const response = await server.api.request("PUT", "/api/site/services", content);
  return { status: response.status, body: (await response.json()) as { content?: Services; errors?: Record<string, string> } };
}

async function sendEstimate(
  fields: object,
): Promise<{ status: number; body: { enquiry?: { reference: string }; errors?: Record<string, string> } }> {
  const response = await fetch(`${server.baseUrl}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": newAddress() },
    body: JSON.stringify({
      kind: "estimate",
      key: key(),
      name: "Fathima Beevi",
      phone: "9847066778",
      plotSize: "5",
      plotUnit: "cents",
      builtUpArea: "1800",
      floors: "2",
      tier: "Premium",
      elapsed: 30_000,
      ...fields,
    }),
  });
  return { status: response.status, body: (await response.json()) as { enquiry?: { reference: string }; errors?: Record<string, string> } };
}

async function enquiryOf(reference: string): Promise<Enquiry> {
  const { enquiries } = await server.api.json<{ enquiries: Enquiry[] }>("GET", `/api/enquiries?q=${reference}`);
  expect(enquiries).toHaveLength(1);
  return enquiries[0]!;
}

describe("the estimator's details in the services section", () => {
  it("start with what a Kerala house usually leaves out, stages that make 100%, and Gulf rates with their day", async () => {
    const { estimator } = await read();
    expect(estimator.exclusions).toContain("Compound wall and gate");
    expect(estimator.exclusions).toContain("KSEB and water connection deposits");
    expect(estimator.payments[0]).toEqual({ stage: "Agreement", percent: 10 });
    expect(estimator.payments.reduce((sum, s) => sum + s.percent, 0)).toBe(100);
    expect(Object.keys(estimator.rates)).toEqual(["AED", "SAR", "QAR", "OMR", "KWD", "BHD"]);
    expect(estimator.ratesSetOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("are saved as the company sets them: an empty rate hides that currency", async () => {
    const services = await read();
    const estimator = {
      exclusions: ["Compound wall", "Borewell"],
      payments: [
        { stage: "Agreement", percent: 12.5 },
        { stage: "Structure", percent: 50 },
        { stage: "Finishing", percent: 37.5 },
      ],
      rates: { ...services.estimator.rates, AED: 22.6, QAR: null },
      ratesSetOn: "2026-11-01",
    };
    const saved = await put({ ...services, estimator });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.content?.estimator).toEqual(estimator);
    expect((await read()).estimator).toEqual(estimator);
  });

  it("are refused with a message per field: stages that do not make 100%, a negative rate, a rate that is not a number, a bad date", async () => {
    const services = await read();
    const answer = await put({
      ...services,
      estimator: {
        ...services.estimator,
        payments: [
          { stage: "Agreement", percent: 10 },
          { stage: "Everything else", percent: 85 },
        ],
        rates: { ...services.estimator.rates, SAR: -23.7, OMR: "lots" },
        ratesSetOn: "2026-02-30",
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      "estimator.payments": "Payment stages must add up to 100% (now 95%)",
      "estimator.rates.SAR": "SAR rate must be more than ₹0, or empty to hide SAR",
      "estimator.rates.OMR": "OMR rate must be a number of rupees, or empty to hide OMR",
      "estimator.ratesSetOn": "Rates set on must be a date",
    });
    const more = await put({
      ...services,
      estimator: { ...services.estimator, payments: [{ stage: "", percent: 0 }, ...services.estimator.payments] },
    });
    expect(more.body.errors).toEqual({
      "estimator.payments.0.stage": "Stage is required",
      "estimator.payments.0.percent": "Percent must be more than 0",
    });
    // Nothing changed.
    expect((await read()).estimator).toEqual(services.estimator);
  });

  it("are today's defaults for services content stored by an older release, which reads whole", async () => {
    const { estimator: _estimator, ...older } = await read();
    older.tiers[0]!.price = "₹1,555";
    await server.db
      .updateTable("site_sections")
      .set({ content: JSON.stringify(older) })
      .where("name", "=", "services")
      .execute();
    const now = await server.services.site.get("services");
    expect(now.tiers[0]!.price).toBe("₹1,555");
    expect(now.estimator).toEqual(server.services.site.defaults().services.estimator);
    expect(await server.services.site.check()).toEqual({});
  });
});

describe("an estimate enquiry", () => {
  it("carries the bedrooms and the Gulf currency asked for, at the company's rate of the day", async () => {
    const services = await read();
    const rates = { ...services.estimator.rates, AED: 22.6 };
    expect((await put({ ...services, estimator: { ...services.estimator, rates, ratesSetOn: "2026-11-01" } })).status).toBe(200);

    const answer = await sendEstimate({ bedrooms: "3", builtUpArea: "1500", currency: "AED" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const enquiry = await enquiryOf(answer.body.enquiry!.reference);
    expect(enquiry.details).toMatchObject({
      kind: "estimate",
      tier: "Premium",
      estimate: {
        bedrooms: 3,
        builtUpArea: 1500,
        low: 3_000_000,
        high: 3_450_000,
        currency: "AED",
        foreign: { code: "AED", rate: 22.6, low: 133_000, high: 153_000, setOn: "2026-11-01" },
      },
    });
  });

  it("from an older form (no bedrooms, no currency) is kept as before, and a currency without a rate is rupees only", async () => {
    const old = await sendEstimate({});
    expect(old.status, JSON.stringify(old.body)).toBe(201);
    const kept = (await enquiryOf(old.body.enquiry!.reference)).details;
    expect(kept).toMatchObject({ kind: "estimate", estimate: { low: 3_600_000, high: 4_140_000 } });
    expect(kept.kind === "estimate" && kept.estimate).not.toHaveProperty("bedrooms");
    expect(kept.kind === "estimate" && kept.estimate).not.toHaveProperty("foreign");

    const services = await read();
    await put({ ...services, estimator: { ...services.estimator, rates: { ...services.estimator.rates, QAR: null } } });
    const hidden = await sendEstimate({ currency: "QAR" });
    expect(hidden.status).toBe(201);
    expect((await enquiryOf(hidden.body.enquiry!.reference)).details).not.toHaveProperty("estimate.foreign");
  });

  it("refuses bedrooms that are not offered", async () => {
    expect((await sendEstimate({ bedrooms: "12" })).body.errors).toEqual({ bedrooms: "Choose the bedrooms from 1 to 5+" });
  });

  it("sent without JavaScript carries the bedrooms into its WhatsApp text, with the estimate in lakh", async () => {
    const response = await fetch(`${server.baseUrl}/api/enquiries`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl, "x-forwarded-for": newAddress() },
      body: new URLSearchParams({
        kind: "estimate",
        name: "Suresh Pillai",
        phone: "9447077889",
        plotSize: "5",
        plotUnit: "cents",
        bedrooms: "4",
        builtUpArea: "2100",
        floors: "2",
        tier: "Premium",
        currency: "AED",
        page: "/estimate",
      }).toString(),
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    const sent = await server.services.enquiries.sent(new URL(location, server.baseUrl).searchParams.get("key")!);
    expect(sent?.whatsAppText).toContain("Bedrooms: 4\nBuilt-up area: 2,100 sq.ft on 2 floors\n");
    expect(sent?.whatsAppText).toContain("Estimate: ₹42–48 lakh\n≈ AED 186,000–214,000 at ₹22.6 per AED (rate set 1 Nov 2026)\n");
  });
});
