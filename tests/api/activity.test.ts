/**
 * The Activity page's timeline (docs/product.md §6, docs/api.md "Activity"): the content's change
 * events and the accounts' events together, newest first, filtered by person, kind and the
 * company's days, a page at a time; for owners and editors only; and what is older than
 * ACTIVITY_RETENTION_DAYS removed by the scheduler.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyDate } from "../../domain/company-clock";
import { loadConfig } from "../../server/config";
import { ApiClient, formData } from "../support/client";
import { makeImage } from "../support/images";
import { ADMIN, startServer, type TestServer } from "./harness";

interface Entry {
  id: string;
  at: string;
  source: "content" | "account";
  action: string;
  actor: { id: string | null; name: string };
  kind: string;
  item: { id: string; title: string; path: string | null; state: string } | null;
  subject?: { id: string | null; name: string } | null;
  detail?: string | null;
  address?: string | null;
}
interface Answer {
  entries: Entry[];
  next: string | null;
  people: Array<{ id: string; name: string }>;
}

const DAY = 86_400_000;
let server: TestServer;
let editor: ApiClient;
let editorId: string;
let sales: ApiClient;
let salesId: string;

beforeAll(async () => {
  server = await startServer({ ACTIVITY_RETENTION_DAYS: "30", SCHEDULER_INTERVAL_MS: "100" });
  ({ client: editor, id: editorId } = await member("devi@builder.test", "editor", "Devi"));
  ({ client: sales, id: salesId } = await member("rahul@builder.test", "sales", "Rahul"));
});
afterAll(async () => {
  await server.close();
});

/** Invites `email` as `role` and joins with the link the answer carries: a client signed in as them, and their id. */
async function member(email: string, role: "editor" | "sales", name: string): Promise<{ client: ApiClient; id: string }> {
  const invited = await server.api.json<{ link: string }>("POST", "/api/admin/accounts/invitations", { email, role });
  const client = new ApiClient(server.baseUrl);
  const joined = await client.json<{ token: string }>("POST", "/api/join", {
    token: invited.link.split("#")[1],
    name,
    password: "a long password 1",
  });
  client.token = joined.token;
  const { admin } = await client.json<{ admin: { id: string } }>("GET", "/api/session");
  return { client, id: admin.id };
}

const activity = (query = "", client = server.api) => client.json<Answer>("GET", `/api/admin/activity${query ? `?${query}` : ""}`);

/** Every entry the filters match, page after page. */
async function everything(query: string): Promise<Entry[]> {
  const all: Entry[] = [];
  let before: string | null = null;
  do {
    const params = new URLSearchParams(query);
    if (before) params.set("before", before);
    const page = await activity(params.toString());
    expect(page.entries.length).toBeLessThanOrEqual(50);
    all.push(...page.entries);
    before = page.next;
  } while (before);
  return all;
}

const hex = () => `${Date.now().toString(16).padStart(12, "0")}${randomBytes(6).toString("hex")}`;

/** A change event written as a write would, at `at` (and recorded then too, unless told). */
async function changeAt(
  at: Date,
  fields: { kind?: string; item?: string; actor?: { id: string | null; name: string }; recorded?: Date } = {},
) {
  const id = hex();
  await server.db
    .insertInto("change_events")
    .values({
      id,
      at: at.toISOString(),
      kind: fields.kind ?? "projects",
      item_id: fields.item ?? hex(),
      action: "updated",
      actor_id: fields.actor?.id ?? null,
      actor_name: fields.actor?.name ?? "scheduler",
      fields: "[]",
      recorded_at: (fields.recorded ?? at).toISOString(),
    })
    .execute();
  return id;
}

async function accountEventAt(at: Date, actor: { id: string | null; name: string } = { id: null, name: "Someone" }) {
  const id = hex();
  await server.db
    .insertInto("account_events")
    .values({
      id,
      at: at.toISOString(),
      action: "sign-in-failed",
      actor_id: actor.id,
      actor_name: actor.name,
      subject_id: null,
      subject_name: "x@y.test",
      detail: null,
      address: "1.2.3.4",
    })
    .execute();
  return id;
}

const newestFirst = (entries: Entry[]) => entries.every((entry, i) => i === 0 || entries[i - 1]!.at >= entry.at);

describe("the timeline", () => {
  it("lists a project saved by one person and deleted by another, with their names, among the sign-ins, newest first", async () => {
    const project = (
      await editor.json<{ project: { _id: string } }>(
        "POST",
        "/api/create-project",
        formData({ title: "Villa at Kowdiar", coverImage: { name: "c.jpg", data: await makeImage() } }),
      )
    ).project;
    await editor.json("PUT", `/api/projects/${project._id}`, formData({ title: "Villa at Kowdiar", description: "Four bedrooms." }));
    await server.api.json("DELETE", `/api/projects/${project._id}`);
    const failed = await server.anon.request("POST", "/api/login", { email: "nobody@builder.test", password: "not the password" });
    expect(failed.status).toBe(401);

    const { entries, people } = await activity();
    expect(newestFirst(entries)).toBe(true);
    expect(new Set(entries.map((entry) => entry.source))).toEqual(new Set(["content", "account"]));

    const ofProject = entries.filter((entry) => entry.item?.id === project._id);
    expect(ofProject.map((entry) => [entry.action, entry.actor.name])).toEqual([
      ["trashed", ADMIN.email],
      ["updated", "Devi"],
      ["created", "Devi"],
    ]);
    // The item as it is now: in the trash, so its link is the trash.
    for (const entry of ofProject)
      expect(entry.item).toEqual({ id: project._id, title: "Villa at Kowdiar", path: "/trash", state: "trash" });

    const failure = entries.find((entry) => entry.action === "sign-in-failed");
    expect(failure).toMatchObject({
      source: "account",
      kind: "accounts",
      actor: { id: null, name: "Someone" },
      subject: { name: "nobody@builder.test" },
    });
    expect(failure?.address).toBeTruthy();
    expect(entries.find((entry) => entry.action === "joined" && entry.actor.id === editorId)).toMatchObject({ detail: "Editor" });

    expect(people).toEqual(
      expect.arrayContaining([
        { id: editorId, name: "Devi" },
        { id: salesId, name: "Rahul" },
      ]),
    );
  });

  it("names a live item by its edit page, and a site section by its page", async () => {
    const blog = await editor.createBlog({ title: "Monsoon roofs", content: "Text.", author: "Devi" });
    const { entries } = await activity("kind=blogs");
    expect(entries[0]).toMatchObject({
      action: "created",
      item: { id: blog._id, title: "Monsoon roofs", path: `/edit-blog/${blog._id}`, state: "live" },
    });

    const { content } = await server.anon.json<{ content: Record<string, unknown> }>("GET", "/api/site/company");
    await editor.json("PUT", "/api/site/company", { ...content, tagline: "Homes built to last" });
    const site = await activity("kind=site");
    expect(site.entries[0]).toMatchObject({
      action: "updated",
      actor: { id: editorId, name: "Devi" },
      item: { id: "company", title: "Company details", path: "/site/company", state: "live" },
    });
  });

  it("names an item deleted for good as gone", async () => {
    const id = hex();
    await changeAt(new Date(Date.now() - 1000), { item: id });
    const { entries } = await activity("kind=projects");
    expect(entries.find((entry) => entry.item?.id === id)?.item).toEqual({ id, title: "(deleted)", path: null, state: "gone" });
  });
});

describe("the filters", () => {
  it("by person: what they did, and the account events about them", async () => {
    await server.api.json("PUT", `/api/admin/accounts/${salesId}`, { role: "editor" });
    await server.api.json("PUT", `/api/admin/accounts/${salesId}`, { role: "sales" });
    const devi = await everything(`person=${editorId}`);
    expect(devi.length).toBeGreaterThan(0);
    for (const entry of devi) expect(entry.actor.id === editorId || entry.subject?.id === editorId).toBe(true);
    expect(devi.some((entry) => entry.source === "content")).toBe(true);

    const rahul = await everything(`person=${salesId}`);
    const roles = rahul.filter((entry) => entry.action === "role-changed");
    expect(roles.map((entry) => [entry.actor.name, entry.subject?.name, entry.detail])).toEqual([
      [ADMIN.email, "Rahul", "Editor → Sales"],
      [ADMIN.email, "Rahul", "Sales → Editor"],
    ]);
  });

  it("by kind: one kind of item, the site, or the accounts alone", async () => {
    const projects = await everything("kind=projects");
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.every((entry) => entry.source === "content" && entry.kind === "projects")).toBe(true);
    const accounts = await everything("kind=accounts");
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.every((entry) => entry.source === "account" && entry.kind === "accounts")).toBe(true);
    expect(await everything("kind=galleries")).toEqual([]);
  });

  it("by the company's days: from and to both included, in India's time", async () => {
    const day = companyDate(new Date(Date.now() - 5 * DAY));
    const start = new Date(`${day}T00:00:00+05:30`);
    const before = await changeAt(new Date(start.getTime() - 1));
    const first = await changeAt(start);
    const last = await accountEventAt(new Date(start.getTime() + DAY - 1));
    const after = await accountEventAt(new Date(start.getTime() + DAY));
    const ids = (entries: Entry[]) => entries.map((entry) => entry.id);

    expect(ids(await everything(`from=${day}&to=${day}`))).toEqual([last, first]);
    const since = ids(await everything(`from=${day}`));
    expect(since).toEqual(expect.arrayContaining([after, last, first]));
    expect(since).not.toContain(before);
    const until = ids(await everything(`to=${day}`));
    expect(until).toEqual(expect.arrayContaining([last, first, before]));
    expect(until).not.toContain(after);
  });

  it("reads a bad value as not given", async () => {
    const all = await everything("");
    expect(await everything("kind=Not%20a%20kind&from=2026-02-30&to=yesterday&person=%3Cscript%3E&before=%21%21")).toEqual(all);
    expect((await activity("before=bm90IGEgY3Vyc29y")).entries).toEqual((await activity()).entries);
  });

  it("pages 50 at a time, through entries of the same moment in both tables, missing none", async () => {
    const day = companyDate(new Date(Date.now() - 3 * DAY));
    const start = new Date(`${day}T00:00:00+05:30`).getTime() + 3_600_000;
    const made = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const at = new Date(start + Math.floor(i / 4) * 1000);
      made.add(await changeAt(at));
      made.add(await accountEventAt(at));
    }
    const pages: number[] = [];
    const all: Entry[] = [];
    let before: string | null = null;
    do {
      const query: string = `from=${day}&to=${day}${before ? `&before=${before}` : ""}`;
      const page = await activity(query);
      pages.push(page.entries.length);
      all.push(...page.entries);
      before = page.next;
    } while (before);
    expect(pages).toEqual([50, 50, 20]);
    expect(new Set(all.map((entry) => entry.id))).toEqual(made);
    expect(newestFirst(all)).toBe(true);
  });
});

describe("who may read it", () => {
  it("an editor can; a sales account gets 403, and no one signed out", async () => {
    const { entries } = await activity("", editor);
    expect(entries.length).toBeGreaterThan(0);
    const refused = await sales.request("GET", "/api/admin/activity");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Sales/);
    expect((await server.anon.request("GET", "/api/admin/activity")).status).toBe(401);
  });
});

describe("retention", () => {
  it("the scheduler removes the events older than ACTIVITY_RETENTION_DAYS, never one the change feed may still read", async () => {
    const now = Date.now();
    const oldChange = await changeAt(new Date(now - 31 * DAY));
    const oldAccount = await accountEventAt(new Date(now - 31 * DAY));
    const keptChange = await changeAt(new Date(now - 29 * DAY));
    const keptAccount = await accountEventAt(new Date(now - 29 * DAY));
    // Old by its own time, but recorded just now by the wall clock: a change feed may not have read it yet.
    const justRecorded = await changeAt(new Date(now - 31 * DAY), { recorded: new Date(now) });

    const exists = async (table: "change_events" | "account_events", id: string) =>
      (await server.db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
    await expect.poll(() => exists("change_events", oldChange), { timeout: 5000 }).toBe(false);
    await expect.poll(() => exists("account_events", oldAccount), { timeout: 5000 }).toBe(false);
    expect(await exists("change_events", keptChange)).toBe(true);
    expect(await exists("account_events", keptAccount)).toBe(true);
    expect(await exists("change_events", justRecorded)).toBe(true);

    // Writes still reach the change feed: a new post is on the public list at once.
    await server.api.createBlog({ title: "After the clean-up", content: "Text.", author: "Office" });
    const { blogs } = await server.anon.json<{ blogs: Array<{ title: string }> }>("GET", "/api/blogs");
    expect(blogs.map((blog) => blog.title)).toContain("After the clean-up");
  });

  it("ACTIVITY_RETENTION_DAYS is 365 days unless set, and a bad value stops the start with a clear message", () => {
    expect(loadConfig({}).activityRetentionDays).toBe(365);
    expect(loadConfig({ ACTIVITY_RETENTION_DAYS: "90" }).activityRetentionDays).toBe(90);
    expect(() => loadConfig({ ACTIVITY_RETENTION_DAYS: "0" })).toThrow("ACTIVITY_RETENTION_DAYS must be at least 1");
    expect(() => loadConfig({ ACTIVITY_RETENTION_DAYS: "a year" })).toThrow("ACTIVITY_RETENTION_DAYS must be a number of days");
  });
});
