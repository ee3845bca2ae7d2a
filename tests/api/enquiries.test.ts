/**
 * Enquiries over HTTP (issue #15): a visitor's enquiry is kept once however often it is sent,
 * checked field by field, refused to robots, other sites and floods, and the company's inbox
 * behind the token: filters, search, statuses, notes, follow-ups, CSV safe for a spreadsheet,
 * everything about one person, and removal after the retention period.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyDate } from "../../domain/company-clock";
import { ENQUIRY_LIMITS, REFERENCE_PATTERN, type Enquiry } from "../../domain/enquiries";
import { addDays, weekdayOf } from "../../domain/visits";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  // Each test sends from addresses of its own (X-Forwarded-For from the trusted local proxy).
  server = await startServer({ TRUST_PROXY: "127.0.0.1" });
});
afterAll(() => server.close());

const key = () => randomBytes(16).toString("hex");
let addressCount = 0;
const newAddress = () => `203.0.113.${++addressCount}`;

interface Answer {
  status: number;
  body: {
    enquiry?: { reference: string; key: string; kind: string };
    created?: boolean;
    message?: string;
    errors?: Record<string, string>;
  };
  headers: Headers;
}

async function send(body: object, headers: Record<string, string> = {}, address = newAddress()): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer["body"], headers: response.headers };
}

const message = (fields: object = {}) => ({
  kind: "message",
  key: key(),
  name: "Anitha Nair",
  email: "anitha@example.in",
  phone: "+91 94470 11223",
  service: "New Building Construction",
  message: "A two-storey house on 6 cents in Peroorkada.",
  page: "/contact",
  elapsed: 25_000,
  ...fields,
});

/** The next date the office is open (Monday to Saturday), at least `from` days ahead. */
function openDay(from = 1): string {
  let date = addDays(companyDate(new Date()), from);
  while (weekdayOf(date) === 6) date = addDays(date, 1);
  return date;
}

async function inbox(query = ""): Promise<{ enquiries: Enquiry[]; total: number; counts: { new: number; due: number } }> {
  return server.api.json("GET", `/api/enquiries${query}`);
}

describe("a visitor's enquiry", () => {
  it("is kept with a reference and answered 201; the same key again is the same enquiry, answered 200", async () => {
    const body = message({ reference: "E-2511-7KQ3M" });
    const first = await send(body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ created: true, enquiry: { reference: "E-2511-7KQ3M", key: body.key, kind: "message" } });
    const again = await send({ ...body, message: "sent twice" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, enquiry: { reference: "E-2511-7KQ3M" } });
    const found = await inbox("?q=E-2511-7KQ3M");
    expect(found.enquiries).toHaveLength(1);
    expect(found.enquiries[0]).toMatchObject({
      name: "Anitha Nair",
      message: "A two-storey house on 6 cents in Peroorkada.",
      status: "new",
    });
  });

  it("gets a reference from the server when the browser sent none", async () => {
    const answer = await send(message({ key: undefined }));
    expect(answer.status).toBe(201);
    expect(answer.body.enquiry?.reference).toMatch(REFERENCE_PATTERN);
  });

  it("sent twenty times at once is stored once", async () => {
    const body = message();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(body, {}, "203.0.113.250")));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    expect((await inbox(`?q=${encodeURIComponent(body.message)}`)).total).toBeGreaterThanOrEqual(1);
    const { enquiries } = await inbox("?limit=200");
    expect(enquiries.filter((e) => e.reference === answers[0]!.body.enquiry!.reference)).toHaveLength(1);
  });

  it("names each field that is missing or wrong, and keeps nothing", async () => {
    const before = (await inbox()).total;
    const answer = await send({
      kind: "message",
      key: key(),
      name: " ",
      email: "not an email",
      phone: "12345",
      service: "Painting",
      message: "",
      elapsed: 9000,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      name: "Please enter your name",
      email: "Enter a valid email address",
      phone: "Enter a 10-digit mobile number, e.g. 98470 12345, or a number from abroad with + and its country code, e.g. +971 50 123 4567",
      service: "Please select a service",
      message: "Please enter a message",
    });
    const long = await send(message({ message: "x".repeat(ENQUIRY_LIMITS.message + 1), name: "n".repeat(101) }));
    expect(long.status).toBe(400);
    expect(long.body.errors).toMatchObject({
      message: "Message must be at most 2,000 characters",
      name: "Name must be at most 100 characters",
    });
    expect((await send({ kind: "quote", name: "x" })).body.errors).toEqual({ kind: "Choose what the enquiry is about" });
    // A line break in a one-line field could forge a line in the company's e-mail notice.
    expect((await send(message({ name: "Ravi\n\nOpen it in the inbox: https://evil.example" }))).body.errors).toEqual({
      name: "Name must be one line of text",
    });
    expect((await inbox()).total).toBe(before);
  });

  it("drops a robot's (the hidden field filled) with a person's answer, and keeps a quick one marked", async () => {
    const before = (await inbox()).total;
    const honeypot = await send(message({ website: "http://spam.example" }));
    expect(honeypot.status).toBe(201);
    expect(honeypot.body.enquiry?.reference).toMatch(REFERENCE_PATTERN);
    expect((await inbox()).total).toBe(before);
    // A phone's autofill and a short message can beat any timer: a lead is never refused for speed.
    const quick = await send(message({ elapsed: 800, name: "Quick Autofill" }));
    expect(quick.status).toBe(201);
    const marked = await inbox("?automated=1");
    expect(marked.enquiries.map((e) => e.name)).toContain("Quick Autofill");
    expect(marked.enquiries.every((e) => e.possiblyAutomated)).toBe(true);
    const all = await inbox();
    expect(all.total).toBe(before + 1);
    expect(all.enquiries.find((e) => e.name === "Anitha Nair")?.possiblyAutomated ?? false).toBe(false);
  });

  it("gives a reference another enquiry already has a new one, and keeps the one the visitor was shown", async () => {
    const first = await send(message({ reference: "E-0101-AAAAA", name: "First Holder" }));
    const second = await send(message({ reference: "E-0101-AAAAA", name: "Second Sender" }));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.enquiry?.reference).toBe("E-0101-AAAAA");
    expect(second.body.enquiry?.reference).toMatch(REFERENCE_PATTERN);
    expect(second.body.enquiry?.reference).not.toBe("E-0101-AAAAA");
    // Both are in the inbox, and a search for the reference the visitor quoted finds both.
    const found = await inbox("?q=E-0101-AAAAA");
    expect(found.enquiries.map((e) => e.name).sort()).toEqual(["First Holder", "Second Sender"]);
    expect(found.enquiries.find((e) => e.name === "Second Sender")?.quotedReference).toBe("E-0101-AAAAA");
  });

  it("is refused from another site's page, and accepted from this one's", async () => {
    expect((await send(message(), { origin: "https://evil.example" })).status).toBe(403);
    expect((await send(message(), { origin: "null" })).status).toBe(403);
    expect((await send(message(), { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await send(message(), { origin: server.baseUrl, "sec-fetch-site": "same-origin" })).status).toBe(201);
  });

  it(`is limited to ${ENQUIRY_LIMITS.perAddressPerHour} an hour from one address, with a message that says what to do`, async () => {
    const address = newAddress();
    for (let i = 0; i < ENQUIRY_LIMITS.perAddressPerHour; i++) expect((await send(message(), {}, address)).status).toBe(201);
    const refused = await send(message(), {}, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(refused.body.message).toMatch(/call or WhatsApp us/);
    expect((await send(message(), {}, newAddress())).status).toBe(201);
  });

  it("is refused when larger than 32 KB", async () => {
    expect((await send(message({ message: "x".repeat(40_000) }))).status).toBe(413);
  });

  it("from an HTML form without JavaScript is kept and sent on to the thank-you page", async () => {
    const form = new URLSearchParams({
      kind: "call-back",
      name: "Rahul Menon",
      phone: "9847011223",
      message: "After 5 pm please",
      page: "/contact",
    });
    const response = await fetch(`${server.baseUrl}/api/enquiries`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl, "x-forwarded-for": newAddress() },
      body: form.toString(),
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/enquiry-sent\?key=[\w-]{16,64}$/);
    const sent = await server.services.enquiries.sent(new URL(location, server.baseUrl).searchParams.get("key")!);
    // The number is kept, and written, as the site keeps every number: with its +91.
    expect(sent?.whatsAppText).toContain("Call-back request from the website\nName: Rahul Menon\nPhone: +91 98470 11223");
    expect(sent?.whatsAppText).toMatch(/\nRef: E-\d{4}-\w{5}$/);

    const bad = await fetch(`${server.baseUrl}/api/enquiries`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": newAddress() },
      body: new URLSearchParams({ kind: "call-back", name: "Rahul", phone: "123" }).toString(),
    });
    expect(bad.status).toBe(303);
    // A code, never text: anyone can put text in a link to the thank-you page.
    expect(bad.headers.get("location")).toBe("/enquiry-sent?problem=phone");
  });

  it("is the only route that reads an HTML form", async () => {
    const response = await fetch(`${server.baseUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.c&password=whatever-it-is",
    });
    expect(response.status).toBe(415);
  });
});

describe("an estimate", () => {
  it("is computed by the server from the tier the site shows, and kept with its figures", async () => {
    const answer = await send({
      kind: "estimate",
      key: key(),
      name: "Deepa",
      phone: "9447012345",
      plotSize: "5",
      plotUnit: "cents",
      builtUpArea: "1800",
      floors: "2",
      tier: "Premium",
      elapsed: 30_000,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [enquiry] = (await inbox(`?q=${answer.body.enquiry!.reference}`)).enquiries;
    expect(enquiry?.details).toMatchObject({
      kind: "estimate",
      tier: "Premium",
      estimate: { plotSqft: 2178, rate: 1999, low: 3_600_000, high: 4_140_000, warranty: "3-year warranty", floors: 2 },
    });
  });

  it("says which figure is wrong: floors larger than the plot, an unknown package, no area", async () => {
    const base = {
      kind: "estimate",
      name: "Deepa",
      phone: "9447012345",
      plotSize: 3,
      plotUnit: "cents",
      floors: 1,
      tier: "Premium",
      elapsed: 30_000,
    };
    expect((await send({ ...base, key: key(), builtUpArea: 2000 })).body.errors).toEqual({
      builtUpArea: "Each floor would be larger than the plot (1,307 sq.ft): check the areas or the floors",
    });
    expect((await send({ ...base, key: key(), builtUpArea: 1000, tier: "Platinum" })).body.errors).toEqual({
      tier: "Choose one of the packages shown",
    });
    expect((await send({ ...base, key: key(), builtUpArea: "" })).body.errors).toEqual({
      builtUpArea: "Enter the built-up area",
    });
    expect((await send({ ...base, key: key(), builtUpArea: 50, floors: 1.5 })).body.errors).toEqual({
      builtUpArea: "Built-up area must be at least 100",
      floors: "Floors must be a whole number",
    });
  });
});

describe("a site visit", () => {
  const visit = (fields: object) => ({ kind: "site-visit", key: key(), name: "Joseph", phone: "9895012345", elapsed: 30_000, ...fields });

  it("is kept with its date and two-hour slot within office hours", async () => {
    const date = openDay(2);
    const answer = await send(visit({ date, slot: "10:00", locality: "Vattiyoorkavu" }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [enquiry] = (await inbox(`?q=${answer.body.enquiry!.reference}`)).enquiries;
    expect(enquiry?.details).toEqual({
      kind: "site-visit",
      date,
      slot: "10:00",
      slotLabel: "10:00 AM – 12:00 PM",
      locality: "Vattiyoorkavu",
    });
  });

  it("is refused on a Sunday, in the past, out of hours and too far ahead", async () => {
    let sunday = addDays(companyDate(new Date()), 1);
    while (weekdayOf(sunday) !== 6) sunday = addDays(sunday, 1);
    expect((await send(visit({ date: sunday, slot: "10:00" }))).body.errors).toEqual({
      date: "We are closed that day: choose another date",
    });
    expect((await send(visit({ date: addDays(companyDate(new Date()), -1), slot: "10:00" }))).body.errors).toEqual({
      date: "Choose a date from today on",
    });
    expect((await send(visit({ date: openDay(1), slot: "18:00" }))).body.errors).toEqual({ slot: "Choose a time for the visit" });
    expect((await send(visit({ date: addDays(companyDate(new Date()), 200), slot: "10:00" }))).body.errors).toEqual({
      date: "Choose a date within the next 90 days",
    });
    expect((await send(visit({ date: "2026-02-30", slot: "10:00" }))).body.errors).toEqual({ date: "Choose a date for the visit" });
  });
});

describe("the inbox", () => {
  it("answers 401 to every call without the token", async () => {
    const id = "0".repeat(24);
    const calls: Array<[string, string]> = [
      ["GET", "/api/enquiries"],
      ["GET", "/api/enquiries/export.csv"],
      ["GET", "/api/enquiries/person?phone=9847011223"],
      ["DELETE", "/api/enquiries/person?phone=9847011223"],
      ["GET", `/api/enquiries/${id}`],
      ["PUT", `/api/enquiries/${id}`],
      ["POST", `/api/enquiries/${id}/notes`],
      ["DELETE", `/api/enquiries/${id}`],
    ];
    for (const [method, path] of calls) {
      const response = await server.anon.request(method, path, method === "GET" || method === "DELETE" ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("lists newest first, filters by status and kind, and searches name, phone digits and text", async () => {
    const tag = randomBytes(4).toString("hex");
    const first = await send(message({ name: `Meera ${tag}`, phone: "+91 90480 55501" }));
    const second = await send({
      kind: "call-back",
      key: key(),
      name: `Suresh ${tag}`,
      phone: "9048055502",
      message: `roof leak ${tag}`,
      elapsed: 9000,
    });
    const { enquiries } = await inbox(`?q=${tag}`);
    expect(enquiries.map((e) => e.reference)).toEqual([second.body.enquiry!.reference, first.body.enquiry!.reference]);
    expect((await inbox(`?q=${tag}&kind=call-back`)).enquiries.map((e) => e.name)).toEqual([`Suresh ${tag}`]);
    expect((await inbox(`?q=9048055501`)).enquiries.map((e) => e.name)).toContain(`Meera ${tag}`);
    expect((await inbox(`?q=${encodeURIComponent("+91 90480-55501")}`)).enquiries.map((e) => e.name)).toContain(`Meera ${tag}`);
    // A reference or a name with digits in it is not a phone number: "x55501" finds no phone ending in 55501.
    expect((await inbox(`?q=x55501`)).enquiries.map((e) => e.name)).not.toContain(`Meera ${tag}`);
    expect((await inbox(`?q=ROOF LEAK ${tag.toUpperCase()}`)).enquiries).toHaveLength(1);
    // Wildcards are text: "%" matches only a "%".
    expect((await inbox(`?q=${encodeURIComponent("%")}`)).enquiries.every((e) => JSON.stringify(e).includes("%"))).toBe(true);

    const id = enquiries[0]!.id;
    const updated = await server.api.json<{ enquiry: Enquiry }>("PUT", `/api/enquiries/${id}`, { status: "contacted" });
    expect(updated.enquiry.status).toBe("contacted");
    expect((await inbox(`?q=${tag}&status=contacted`)).enquiries.map((e) => e.id)).toEqual([id]);
    expect((await inbox(`?q=${tag}&status=new`)).enquiries.map((e) => e.id)).not.toContain(id);
  });

  it("keeps notes with their time and a follow-up date, and counts what is due today", async () => {
    const answer = await send(message({ name: "Follow Me" }));
    const [enquiry] = (await inbox(`?q=${answer.body.enquiry!.reference}`)).enquiries;
    const before = (await inbox()).counts.due;
    const today = companyDate(new Date());
    await server.api.json("PUT", `/api/enquiries/${enquiry!.id}`, { followUpOn: today });
    const noted = await server.api.json<{ enquiry: Enquiry }>("POST", `/api/enquiries/${enquiry!.id}/notes`, {
      text: "Called, wants a visit on Saturday <b>ok</b>",
    });
    expect(noted.enquiry.notes).toHaveLength(1);
    expect(noted.enquiry.notes[0]).toMatchObject({ text: "Called, wants a visit on Saturday <b>ok</b>" });
    expect(Date.parse(noted.enquiry.notes[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const after = await inbox();
    expect(after.counts.due).toBe(before + 1);
    expect((await inbox("?due=1")).enquiries.map((e) => e.id)).toContain(enquiry!.id);
    // Won: no longer due.
    await server.api.json("PUT", `/api/enquiries/${enquiry!.id}`, { status: "won" });
    expect((await inbox()).counts.due).toBe(before);

    const refused = await server.api.request("PUT", `/api/enquiries/${enquiry!.id}`, { status: "archived" });
    expect(refused.status).toBe(400);
    expect((await server.api.request("PUT", `/api/enquiries/${enquiry!.id}`, { name: "changed" })).status).toBe(400);
    expect((await server.api.request("POST", `/api/enquiries/${enquiry!.id}/notes`, { text: " " })).status).toBe(400);
    expect((await server.api.request("GET", "/api/enquiries/not-an-id")).status).toBe(404);
  });

  it("exports CSV that a spreadsheet shows as text, never as a formula", async () => {
    const tag = randomBytes(4).toString("hex");
    await send(
      message({ name: `=HYPERLINK("http://evil.example","${tag}")`, message: `+cmd|' /C calc'!A0 ${tag}`, email: "x@example.in" }),
    );
    const response = await server.api.request("GET", `/api/enquiries/export.csv?q=${tag}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    // A byte order mark first, so that a spreadsheet reads the file as UTF-8 (Malayalam names).
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(header).toBe('"Reference","Received","Kind","Status","Name","Phone","Email","About","Message","Follow up","Notes"');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""${tag}"")"`);
    expect(row).toContain(`"'+cmd|' /C calc'!A0 ${tag}"`);
    expect(row).not.toMatch(/(^|,)"[=+\-@]/);
  });

  it("exports and deletes everything about one phone number or e-mail", async () => {
    const phone = `+91 70340 ${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
    await send(message({ phone, email: "same.person@example.in" }));
    await send({ kind: "call-back", key: key(), name: "Same person", phone: phone.replace(/\D/g, "").slice(2), elapsed: 9000 });
    const exported = await server.api.request("GET", `/api/enquiries/person?phone=${encodeURIComponent(phone)}`);
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment;/);
    const data = (await exported.json()) as { enquiries: Enquiry[] };
    expect(data.enquiries).toHaveLength(2);
    expect((await server.api.json<{ removed: number }>("DELETE", `/api/enquiries/person?phone=${encodeURIComponent(phone)}`)).removed).toBe(
      2,
    );
    const again = (await (await server.api.request("GET", `/api/enquiries/person?phone=${encodeURIComponent(phone)}`)).json()) as {
      enquiries: Enquiry[];
    };
    expect(again.enquiries).toEqual([]);
    expect((await server.api.request("GET", "/api/enquiries/person?phone=123")).status).toBe(400);
  });

  it("deletes one enquiry with its notes", async () => {
    const answer = await send(message());
    const [enquiry] = (await inbox(`?q=${answer.body.enquiry!.reference}`)).enquiries;
    await server.api.json("POST", `/api/enquiries/${enquiry!.id}/notes`, { text: "note" });
    expect((await server.api.json<{ message: string }>("DELETE", `/api/enquiries/${enquiry!.id}`)).message).toBe("Enquiry deleted");
    expect((await server.api.request("GET", `/api/enquiries/${enquiry!.id}`)).status).toBe(404);
    expect((await server.api.request("DELETE", `/api/enquiries/${enquiry!.id}`)).status).toBe(404);
  });
});

describe("retention", () => {
  it("removes enquiries older than the configured months, and keeps the rest", async () => {
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 25);
    const kept = await server.services.enquiries.submit(message({ key: key() }), { address: "198.51.100.1" });
    const expired = await server.services.enquiries.submit(message({ key: key(), name: "Long ago" }), { address: "198.51.100.2" }, old);
    expect(await server.services.enquiries.removeExpired()).toBeGreaterThanOrEqual(1);
    expect((await server.api.request("GET", `/api/enquiries/${expired.enquiry.id}`)).status).toBe(404);
    expect((await server.api.request("GET", `/api/enquiries/${kept.enquiry.id}`)).status).toBe(200);
  });

  it("runs on its own at start, with ENQUIRY_RETENTION_MONTHS", async () => {
    const short = await startServer({ ENQUIRY_RETENTION_MONTHS: "1", SCHEDULER_INTERVAL_MS: "100" });
    try {
      const old = new Date(Date.now() - 40 * 24 * 3_600_000);
      const expired = await short.services.enquiries.submit(message({ key: key() }), { address: "198.51.100.3" }, old);
      await expect
        .poll(async () => (await short.api.request("GET", `/api/enquiries/${expired.enquiry.id}`)).status, { timeout: 5000 })
        .toBe(404);
    } finally {
      await short.close();
    }
  });
});

describe("sends at once", () => {
  it(`from one address take ${ENQUIRY_LIMITS.perAddressPerHour} an hour, not one more, however many arrive together`, async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 30 }, () => send(message(), {}, address)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ENQUIRY_LIMITS.perAddressPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - ENQUIRY_LIMITS.perAddressPerHour);
  });

  it("asking for one reference from several addresses get one each, none refused", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(message({ reference: "E-0202-BBBBB", name: `Sender ${i}` }), {}, newAddress())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const references = answers.map((answer) => answer.body.enquiry!.reference);
    expect(new Set(references).size).toBe(8);
    expect(references).toContain("E-0202-BBBBB");
  });
});
