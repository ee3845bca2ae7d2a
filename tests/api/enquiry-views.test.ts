/**
 * The inbox's views and one visitor's enquiries together (docs/product.md §10, docs/api.md):
 * `view=new|follow-up|all` with the three counts, and `group=phone`, a page of visitors by their
 * number however it was typed (domain/phone.ts), each with the enquiries the view keeps.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyDate } from "../../domain/company-clock";
import type { Enquiry } from "../../domain/enquiries";
import { addDays } from "../../domain/visits";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "127.0.0.1" });
});
afterAll(() => server.close());

let address = 0;

interface Page {
  enquiries: Enquiry[];
  total: number;
  page: number;
  pages: number;
  counts: { new: number; due: number; all: number };
  groups?: Array<{ key: string; count: number; enquiries: Enquiry[] }>;
  visitors?: number;
}

const inbox = (query: string) => server.api.json<Page>("GET", `/api/enquiries?${query}`);

/** Sends a visitor's call-back request, then finds it in the inbox. */
async function send(name: string, phone: string): Promise<Enquiry> {
  const response = await fetch(`${server.baseUrl}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++address}` },
    body: JSON.stringify({ kind: "call-back", key: randomBytes(16).toString("hex"), name, phone, page: "/contact", elapsed: 20_000 }),
  });
  expect(response.status).toBe(201);
  const { reference } = ((await response.json()) as { enquiry: { reference: string } }).enquiry;
  const [enquiry] = (await inbox(`q=${reference}`)).enquiries;
  return enquiry!;
}

const put = (id: string, change: object) => server.api.json("PUT", `/api/enquiries/${id}`, change);
const today = () => companyDate(new Date());

describe("the inbox's views", () => {
  it("keeps the new ones, those to follow up today or earlier, or all, newest first; and counts the three whatever the view", async () => {
    const tag = randomBytes(3).toString("hex");
    await send(`Fresh ${tag}`, "9847000001");
    const dueToday = await send(`Due ${tag}`, "9847000002");
    const overdue = await send(`Late ${tag}`, "9847000003");
    const later = await send(`Later ${tag}`, "9847000004");
    const won = await send(`Won ${tag}`, "9847000005");
    await put(dueToday.id, { status: "contacted", followUpOn: today() });
    await put(overdue.id, { followUpOn: addDays(today(), -3) });
    await put(later.id, { status: "quoted", followUpOn: addDays(today(), 2) });
    await put(won.id, { status: "won", followUpOn: addDays(today(), -1) });

    const names = async (query: string) => (await inbox(`q=${tag}&${query}`)).enquiries.map((e) => e.name);
    expect(await names("view=new")).toEqual([`Late ${tag}`, `Fresh ${tag}`]);
    expect(await names("view=follow-up")).toEqual([`Late ${tag}`, `Due ${tag}`]);
    expect(await names("view=all")).toHaveLength(5);
    expect(await names("")).toHaveLength(5);
    // A view that is not one is no filter at all, never a reason to show nothing.
    expect(await names("view=archived")).toHaveLength(5);
    // A view and a filter of the tools together.
    expect(await names("view=follow-up&status=contacted")).toEqual([`Due ${tag}`]);

    const { counts } = await inbox("view=new");
    const all = await inbox("view=all&limit=200");
    expect(counts.all).toBe(all.total);
    expect(counts.new).toBe(all.enquiries.filter((e) => e.status === "new").length);
    expect(counts.due).toBe((await inbox("view=follow-up&limit=200")).total);
    expect((await inbox("view=follow-up")).counts).toEqual(counts);
  });

  it("exports the view it is asked for", async () => {
    const tag = randomBytes(3).toString("hex");
    const one = await send(`Export new ${tag}`, "9847000011");
    const two = await send(`Export done ${tag}`, "9847000012");
    await put(two.id, { status: "contacted" });
    const csv = await (await server.api.request("GET", `/api/enquiries/export.csv?q=${tag}&view=new`)).text();
    expect(csv).toContain(one.reference);
    expect(csv).not.toContain(two.reference);
  });
});

describe("one visitor's enquiries, together", () => {
  it("groups by the number however it was typed, the latest first, with the others and how many", async () => {
    const tag = randomBytes(3).toString("hex");
    const first = await send(`Anitha ${tag}`, "098470 55501");
    const second = await send(`Anitha ${tag}`, "+91 98470-55501");
    const alone = await send(`Rahul ${tag}`, "+971 50 123 4567");
    const third = await send(`Anitha N ${tag}`, "919847055501");

    const page = await inbox(`q=${tag}&group=phone`);
    expect(page.total).toBe(4);
    expect(page.visitors).toBe(2);
    expect(page.groups!.map((g) => [g.key, g.count])).toEqual([
      ["919847055501", 3],
      ["971501234567", 1],
    ]);
    expect(page.groups![0]!.enquiries.map((e) => e.id)).toEqual([third.id, second.id, first.id]);
    expect(page.groups![1]!.enquiries.map((e) => e.id)).toEqual([alone.id]);
    // `enquiries` is each visitor's latest, for a client that reads only that.
    expect(page.enquiries.map((e) => e.id)).toEqual([third.id, alone.id]);

    // A view keeps a visitor's enquiries it shows, and counts those.
    await put(second.id, { status: "contacted" });
    const fresh = await inbox(`q=${tag}&group=phone&view=new`);
    expect(fresh.groups!.map((g) => [g.key, g.count])).toEqual([
      ["919847055501", 2],
      ["971501234567", 1],
    ]);
    expect(fresh.groups![0]!.enquiries.map((e) => e.id)).toEqual([third.id, first.id]);

    // Without `group`, the answer is as before.
    const plain = await inbox(`q=${tag}`);
    expect(plain.groups).toBeUndefined();
    expect(plain.enquiries).toHaveLength(4);
  });

  it("pages by visitors, newest first", async () => {
    const tag = randomBytes(3).toString("hex");
    const sent: Enquiry[] = [];
    for (let i = 0; i < 5; i++) sent.push(await send(`Visitor ${i} ${tag}`, `98471000${String(i).padStart(2, "0")}`));
    // The first visitor writes again: they are the newest now.
    const again = await send(`Visitor 0 ${tag}`, "9847100000");
    const one = await inbox(`q=${tag}&group=phone&limit=2`);
    expect(one.visitors).toBe(5);
    expect(one.pages).toBe(3);
    expect(one.groups!.map((g) => g.enquiries[0]!.id)).toEqual([again.id, sent[4]!.id]);
    expect(one.groups![0]!.count).toBe(2);
    const three = await inbox(`q=${tag}&group=phone&limit=2&page=3`);
    expect(three.page).toBe(3);
    expect(three.groups!.map((g) => g.enquiries[0]!.id)).toEqual([sent[1]!.id]);
    const beyond = await inbox(`q=${tag}&group=phone&limit=2&page=99`);
    expect(beyond.page).toBe(3);
    const none = await inbox(`q=nothing-matches-${tag}&group=phone`);
    expect(none).toMatchObject({ groups: [], enquiries: [], total: 0, visitors: 0, page: 1, pages: 1 });
  });

  it("needs the administrator's token", async () => {
    expect((await server.anon.request("GET", "/api/enquiries?view=new&group=phone")).status).toBe(401);
  });
});
