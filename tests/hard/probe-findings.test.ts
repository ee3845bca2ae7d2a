/**
 * Issue #27, part B: what an outside security probe found, each run again against the production
 * server as a child process, with a real SMTP server in this process for the company's notices.
 * Each test is the one that would have caught its finding (docs/RELIABILITY.md, "The probe of
 * issue #27").
 */
import http from "node:http";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Blog, GalleryItem, Project } from "../../domain/entities";
import { ApiClient, formData } from "../support/client";
import { makeImage } from "../support/images";
import { CHILD_ADMIN, freePort, startChild, type ChildServer } from "./support/child-server";

let server: ChildServer;
let dataDir: string;
let admin: ApiClient;
const mails: string[] = [];
let smtp: SMTPServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", () => resolve()));
  dataDir = await mkdtemp(path.join(tmpdir(), "site-probe-findings-"));
  const port = await freePort();
  server = await startChild({
    dataDir,
    port,
    env: {
      SITE_URL: "https://www.example-builder.in",
      LOG_LEVEL: "info",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAIL: "office@example-builder.in",
      TRUST_PROXY: "127.0.0.1",
    },
  });
  admin = new ApiClient(server.baseUrl);
  await admin.login(CHILD_ADMIN.email, CHILD_ADMIN.password);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

const jpeg = async (name: string, color: string) => ({ name, data: await makeImage({ width: 800, height: 600, color }) });
const anonymous = async (url: string, headers: Record<string, string> = {}) => fetch(server.baseUrl + url, { headers, redirect: "manual" });

/** A request with any Host header (fetch would not send one of ours). */
function raw(
  method: string,
  url: string,
  headers: Record<string, string>,
  body = "",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: server.port, method, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

const enquiry = (fields: object = {}) => ({
  kind: "message",
  key: randomBytes(16).toString("hex"),
  name: "Probe Visitor",
  email: "visitor@example.in",
  phone: "+91 94470 11223",
  service: "New Building Construction",
  message: "A house in Kowdiar.",
  page: "/contact",
  elapsed: 20_000,
  ...fields,
});

/** A visitor's enquiry from `address` (the trusted proxy's X-Forwarded-For), with `fields` over the usual ones. */
function sendEnquiry(address: string, fields: object): ReturnType<typeof raw> {
  return raw("POST", "/api/enquiries", { "content-type": "application/json", "x-forwarded-for": address }, JSON.stringify(enquiry(fields)));
}

async function preview(kind: "projects" | "blogs" | "galleries", id: string): Promise<string> {
  const { url } = await admin.json<{ url: string }>("POST", "/api/admin/preview", { kind, id });
  return url;
}

describe("a preview outlives its link (low)", () => {
  it("is never kept by the page cache, however its name is spelled, and takes only the token the server wrote", async () => {
    const draft = await admin.json<{ blog: Blog }>(
      "POST",
      "/api/add-blog",
      formData({ title: "Draft for the probe", content: "Not yet public.", author: "Office", category: "Tips", status: "draft" }),
    );
    const url = await preview("blogs", draft.blog._id);
    const [pathname, query] = url.split("?") as [string, string];
    const token = new URLSearchParams(query).get("preview")!;
    // The name spelled with an escape, as the probe did: opened, and not kept.
    const spelled = await anonymous(`${pathname}?%70review=${token}`);
    expect(spelled.status).toBe(200);
    expect(spelled.headers.get("cache-control")).toBe("no-store");
    expect(spelled.headers.get("x-cache")).toBeNull();
    const again = await anonymous(`${pathname}?%70review=${token}`);
    expect(again.headers.get("x-cache")).toBeNull();
    // A token in another spelling than the server's (a leading zero) opens nothing.
    expect((await anonymous(`${pathname}?preview=0${token}`)).status).toBe(404);
    // Without the link, the draft is not there, and no kept copy answers for it.
    expect((await anonymous(pathname)).status).toBe(404);
  });
});

describe("the enquiry origin check trusts Host (low)", () => {
  it("refuses a post whose Host and Origin name another site, and accepts one from SITE_URL's origin", async () => {
    const body = JSON.stringify(enquiry());
    const rebound = await raw(
      "POST",
      "/api/enquiries",
      { host: "evil.example", origin: "http://evil.example", "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
      body,
    );
    expect(rebound.status).toBe(403);
    const own = await raw(
      "POST",
      "/api/enquiries",
      {
        host: "www.example-builder.in",
        origin: "https://www.example-builder.in",
        "content-type": "application/json",
        "x-forwarded-for": "198.51.100.8",
      },
      JSON.stringify(enquiry()),
    );
    expect(own.status).toBe(201);
  });
});

describe("secrets and personal data in the log (low)", () => {
  it("keeps no preview token, no phone or e-mail of a privacy request and no inbox search", async () => {
    const secretSearch = `search${randomBytes(6).toString("hex")}`;
    const phone = "+91 97531 86420";
    const email = `gone${randomBytes(4).toString("hex")}@example.in`;
    const token = `${Math.floor(Date.now() / 1000) + 3600}.${"A".repeat(43)}`;
    await anonymous(`/blog/anything?preview=${token}`);
    await admin.request("GET", `/api/enquiries?q=${secretSearch}`);
    await admin.request("GET", `/api/enquiries/person?phone=${encodeURIComponent(phone)}`);
    await admin.request("DELETE", `/api/enquiries/person?email=${encodeURIComponent(email)}`);
    const marker = randomBytes(8).toString("hex");
    await anonymous(`/api/projects?marker=${marker}`);
    for (let i = 0; i < 50 && !server.output().includes(marker); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    const log = server.output();
    expect(log).toContain(marker);
    for (const secret of [token, secretSearch, "97531", email]) expect(log).not.toContain(secret);
  });
});

describe("any unknown query string renders afresh and evicts real pages (low)", () => {
  it("answers a page with a query it does not read from the kept page, and keeps the real pages through 300 of them", async () => {
    expect((await anonymous("/about-us")).status).toBe(200);
    expect((await anonymous("/about-us")).headers.get("x-cache")).toBe("hit");
    for (let i = 0; i < 300; i++) {
      const answer = await anonymous(`/?x=${i}`);
      expect(answer.status).toBe(200);
      // The first is rendered (or was kept before); every other one comes from memory.
      if (i > 0) expect(answer.headers.get("x-cache")).toBe("hit");
    }
    // A query the page does read is its own page, and a flood of them evicts no page.
    for (let i = 0; i < 60; i++) expect((await anonymous(`/blog?q=probe${i}`)).status).toBe(200);
    expect((await anonymous("/about-us")).headers.get("x-cache")).toBe("hit");
  });
});

describe("the smaller findings (info)", () => {
  it("gives a reused reference a new one, and both enquiries reach the inbox", async () => {
    const reference = "E-0202-PRB7K";
    const first = await sendEnquiry("198.51.100.21", { reference });
    const second = await sendEnquiry("198.51.100.22", { reference, name: "Second Visitor" });
    expect([first.status, second.status]).toEqual([201, 201]);
    const references = [JSON.parse(first.body).enquiry.reference, JSON.parse(second.body).enquiry.reference];
    expect(references[0]).toBe(reference);
    expect(references[1]).not.toBe(reference);
    const found = await admin.json<{ enquiries: Array<{ reference: string; quotedReference: string | null }> }>(
      "GET",
      `/api/enquiries?q=${reference}`,
    );
    expect(found.enquiries.map((e) => e.reference).sort()).toEqual([...references].sort());
  });

  it("puts an encoded word of a visitor's name into the notice's subject as typed, never decoded", async () => {
    const name = "=?utf-8?b?VVJHRU5UOiBwYXkgbm93?=";
    const sent = await sendEnquiry("198.51.100.23", { name });
    expect(sent.status).toBe(201);
    const reference = JSON.parse(sent.body).enquiry.reference as string;
    for (let i = 0; i < 100 && !mails.some((mail) => mail.includes(reference)); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const mail = mails.find((m) => m.includes(reference))!;
    expect(mail).toBeDefined();
    const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail)![1]!;
    // The raw header never carries the visitor's encoded word for a mail program to decode.
    expect(subject).not.toContain("=?utf-8?b?VVJHRU5UOiBwYXkgbm93?=");
    expect(subject).not.toContain("VVJHRU5UOiBwYXkgbm93?=");
  });

  it("takes only a map's embed link for the contact page's frame", async () => {
    const company = await admin.json<{ content: { map: { embedUrl: string; openUrl: string } } }>("GET", "/api/site/company");
    const refused = await admin.request("PUT", "/api/site/company", {
      ...company.content,
      map: { ...company.content.map, embedUrl: "https://www.google.com/url?q=https://evil.example" },
    });
    expect(refused.status).toBe(400);
    const page = await (await anonymous("/contact")).text();
    const frame = /<iframe[^>]*>/.exec(page)?.[0] ?? "";
    expect(frame).toMatch(/referrerpolicy="strict-origin"/i);
    expect(frame).toMatch(/sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"/);
  });
});

describe("a real lead was refused (high for the company)", () => {
  it("keeps an enquiry filled in under 3 seconds, marked possibly automated; a filled honeypot gets the same answer and is dropped", async () => {
    const quick = await sendEnquiry("198.51.100.31", { elapsed: 900, name: "Autofill Anitha" });
    expect(quick.status).toBe(201);
    const robot = await sendEnquiry("198.51.100.32", { website: "http://spam.example", name: "Robot Honey" });
    expect(robot.status).toBe(201);
    expect(Object.keys(JSON.parse(robot.body).enquiry).sort()).toEqual(Object.keys(JSON.parse(quick.body).enquiry).sort());
    const marked = await admin.json<{ enquiries: Array<{ name: string; possiblyAutomated: boolean }> }>(
      "GET",
      "/api/enquiries?automated=1",
    );
    expect(marked.enquiries.map((e) => e.name)).toEqual(["Autofill Anitha"]);
    const all = await admin.json<{ enquiries: Array<{ name: string }> }>("GET", "/api/enquiries?q=Robot Honey");
    expect(all.enquiries).toEqual([]);
  });
});

describe("a removed photo is still public (medium)", () => {
  let project: Project;
  let removed: string;

  beforeAll(async () => {
    project = await admin.createProject({
      title: "Villa at Kuravankonam",
      coverImage: await jpeg("cover.jpg", "#204060"),
      gallery: [await jpeg("kept.jpg", "#206040"), await jpeg("removed.jpg", "#602040")],
    });
    removed = project.gallery[1]!;
    await admin.updateProject(project._id, { title: project.title, keepGalleryImages: [project.gallery[0]!] });
  });

  it("1. a photo taken out of a project answers 404 to the public, 200 to the admin (its history still holds it)", async () => {
    expect((await anonymous(`/uploads/${removed}`)).status).toBe(404);
    expect((await anonymous(`/uploads/${removed.replace(/\.\w+$/, "-w480.webp")}`)).status).toBe(404);
    const own = await admin.request("GET", `/uploads/${removed}`);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect((await anonymous(`/uploads/${project.gallery[0]}`)).status).toBe(200);
  });

  it("2. the photos of an item in the trash answer 404 to the public; restored, 200 again", async () => {
    const post = await admin.createBlog({
      title: "Trashed post",
      content: "Text.",
      author: "Office",
      category: "Tips",
      images: await jpeg("post.jpg", "#405060"),
    });
    const photo = post.images[0]!;
    expect((await anonymous(`/uploads/${photo}`)).status).toBe(200);
    await admin.remove("blogs", post._id);
    expect((await anonymous(`/uploads/${photo}`)).status).toBe(404);
    expect((await admin.request("GET", `/uploads/${photo}`)).status).toBe(200);
    await admin.json("POST", `/api/admin/trash/blogs/${post._id}/restore`);
    expect((await anonymous(`/uploads/${photo}`)).status).toBe(200);
  });

  it("3. a draft's photos answer 404 to the public, and its preview link shows them", async () => {
    const { gallery } = await admin.json<{ gallery: GalleryItem }>(
      "POST",
      "/api/gallery-upload",
      formData({
        title: "Draft gallery",
        description: "",
        category: "Interiors",
        status: "draft",
        gallery: await jpeg("draft.jpg", "#605040"),
      }),
    );
    const photo = gallery.images[0]!;
    expect((await anonymous(`/uploads/${photo}`)).status).toBe(404);
    // The preview page gives its holder the pass for this item's photos, and only for them.
    const opened = await anonymous(await preview("galleries", gallery._id));
    expect(opened.status).toBe(200);
    const pass = opened.headers.getSetCookie().find((cookie) => cookie.startsWith(`preview_galleries_${gallery._id}=`))!;
    expect(pass).toMatch(/; Path=\/uploads; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const cookie = pass.split(";")[0]!;
    const shown = await anonymous(`/uploads/${photo}`, { cookie });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect((await anonymous(`/uploads/${removed}`, { cookie })).status).toBe(404);
    // A forged pass opens nothing.
    expect((await anonymous(`/uploads/${photo}`, { cookie: cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A")) })).status).toBe(404);
  });

  it("4. a scheduled item's photos are hidden until its time, a published one's shown", async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await admin.createProject({
      title: "Scheduled home",
      coverImage: await jpeg("scheduled.jpg", "#506070"),
      status: "scheduled",
      publishAt: later,
    });
    expect((await anonymous(`/uploads/${scheduled.coverImage}`)).status).toBe(404);
    await admin.updateProject(scheduled._id, { title: "Scheduled home", status: "published" });
    expect((await anonymous(`/uploads/${scheduled.coverImage}`)).status).toBe(200);
  });

  it("5. a photo only a saved version names stays out of the public's sight, and comes back with a restore", async () => {
    const { versions } = await admin.json<{ versions: Array<{ id: string }> }>("GET", `/api/admin/projects/${project._id}/versions`);
    const first = versions.at(-1)!;
    expect((await anonymous(`/uploads/${removed}`)).status).toBe(404);
    await admin.json("POST", `/api/admin/projects/${project._id}/versions/${first.id}/restore`);
    expect((await anonymous(`/uploads/${removed}`)).status).toBe(200);
  });

  it("6. the signed-in admin's photo pass comes with its session check, and goes with signing out", async () => {
    const session = await admin.request("GET", "/api/session");
    const pass = session.headers.getSetCookie().find((cookie) => cookie.startsWith("media_session="))!;
    expect(pass).toMatch(/; Path=\/uploads; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    await admin.remove("projects", project._id);
    const cookie = pass.split(";")[0]!;
    expect((await anonymous(`/uploads/${project.coverImage}`)).status).toBe(404);
    expect((await anonymous(`/uploads/${project.coverImage}`, { cookie })).status).toBe(200);
    const other = new ApiClient(server.baseUrl);
    await other.login(CHILD_ADMIN.email, CHILD_ADMIN.password);
    const out = await other.request("POST", "/api/logout");
    expect(out.headers.getSetCookie().some((c) => c.startsWith("media_session=;") && c.includes("Max-Age=0"))).toBe(true);
    await admin.request("POST", "/api/logout");
    expect((await anonymous(`/uploads/${project.coverImage}`, { cookie })).status).toBe(404);
  });
});
