import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../domain/entities";
import type { CompanyContent } from "../../domain/site-content";
import { buildApp } from "../../server/app";
import type { ResponseCache } from "../../server/cache/response-cache";
import { loadConfig } from "../../server/config";
import { ApiClient, formData } from "../support/client";
import { makeImage } from "../support/images";
import { ADMIN, startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request, so that compressed bodies arrive as sent (fetch would decode them). */
function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const rawGet = (path: string, headers: Record<string, string> = {}) => rawRequest(server.baseUrl, "GET", path, headers);

describe("public API answers are kept in memory", () => {
  it("answers from memory the second time, with a strong ETag, 304 on If-None-Match, and no-cache", async () => {
    const first = await rawGet("/api/projects");
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const second = await rawGet("/api/projects");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body.equals(first.body)).toBe(true);
    const notModified = await rawGet("/api/projects", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it("sends Brotli or gzip bytes made once, that decode to the same JSON", async () => {
    await server.api.createProject({
      title: "Compressed",
      description: "words ".repeat(400),
      coverImage: { name: "c.jpg", data: await makeImage() },
    });
    const plain = await rawGet("/api/projects");
    const br = await rawGet("/api/projects", { "accept-encoding": "gzip, deflate, br" });
    const gz = await rawGet("/api/projects", { "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
  });

  it("shows every create, edit and delete on the very next read", async () => {
    const read = async () => (await server.anon.json<{ projects: Project[] }>("GET", "/api/projects")).projects;
    await read();
    const created = await server.api.createProject({ title: "Fresh one", coverImage: { name: "c.jpg", data: await makeImage() } });
    expect((await read()).some((p) => p._id === created._id)).toBe(true);
    expect((await server.anon.json<{ project: Project }>("GET", `/api/projects/${created._id}`)).project.title).toBe("Fresh one");
    await server.api.json("PUT", `/api/projects/${created._id}`, formData({ title: "Fresh two" }));
    expect((await read()).find((p) => p._id === created._id)?.title).toBe("Fresh two");
    expect((await server.anon.json<{ project: Project }>("GET", `/api/projects/${created._id}`)).project.title).toBe("Fresh two");
    await server.api.remove("projects", created._id);
    expect((await read()).some((p) => p._id === created._id)).toBe(false);
    expect((await fetch(`${server.baseUrl}/api/projects/${created._id}`)).status).toBe(404);
  });

  it("keeps blog answers when a project changes, and drops them when a blog changes", async () => {
    await rawGet("/api/blogs");
    expect((await rawGet("/api/blogs")).headers["x-cache"]).toBe("hit");
    await server.api.createProject({ title: "Unrelated", coverImage: { name: "c.jpg", data: await makeImage() } });
    expect((await rawGet("/api/blogs")).headers["x-cache"]).toBe("hit");
    await server.api.createBlog({ title: "New post", content: "Body", author: "Me" });
    expect((await rawGet("/api/blogs")).headers["x-cache"]).toBe("miss");
  });

  it("does not keep answers to requests that carry credentials, nor errors", async () => {
    const withToken = await rawGet("/api/galleries", { authorization: `Bearer ${server.api.token}` });
    expect(withToken.headers["x-cache"]).toBeUndefined();
    const missing = await rawGet("/api/projects/0123456789abcdef01234567");
    expect(missing.status).toBe(404);
    expect((await rawGet("/api/projects/0123456789abcdef01234567")).headers["x-cache"]).toBeUndefined();
  });
});

/**
 * Pages (with a production build, as `npm test` makes before these run): a hit is answered from
 * memory with exactly the headers of the first answer, and a fresh nonce in its policy and body.
 */
describe("kept pages and route discovery", () => {
  let pages: { baseUrl: string; api: ApiClient; cache: ResponseCache; close(): Promise<void> };

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "site-cache-pages-"));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      DEMO_CONTENT: "false",
      SITE_URL: "https://www.example-builder.in",
    });
    const built = await buildApp(config, { pages: true });
    await built.services.auth.setAdmin(ADMIN.email, ADMIN.password);
    await built.app.listen({ port: 0, host: "127.0.0.1" });
    const baseUrl = `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}`;
    const api = new ApiClient(baseUrl);
    await api.login(ADMIN.email, ADMIN.password);
    pages = {
      baseUrl,
      api,
      cache: built.cache,
      close: async () => {
        await built.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
    await api.createProject({
      title: "Courtyard home at Pattom",
      description: "words ".repeat(200),
      coverImage: { name: "c.jpg", data: await makeImage() },
    });
  });
  afterAll(() => pages.close());

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") => rawRequest(pages.baseUrl, method, path, headers);
  const nonceOf = (response: RawResponse) => /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"] ?? ""))?.[1];
  const decode = (response: RawResponse) => {
    const encoding = response.headers["content-encoding"];
    return encoding === "br" ? brotliDecompressSync(response.body) : encoding === "gzip" ? gunzipSync(response.body) : response.body;
  };
  /** Headers that must be equal between two answers of the same kept page. */
  const stable = (response: RawResponse): Record<string, string | string[] | undefined> => {
    const { date: _date, "x-cache": _cache, "content-security-policy": policy, ...rest } = response.headers;
    return { ...rest, "content-security-policy": String(policy ?? "").replace(/'nonce-[^']+'/, "'nonce-N'") };
  };

  it("names the speculation rules in a public page's header, kept or not, and serves them once for every page", async () => {
    for (const path of ["/about-us", "/ml/services", "/projects", "/projects"]) {
      const page = await get(path, { "accept-encoding": "br" });
      expect(page.status, path).toBe(200);
      expect(page.headers["speculation-rules"], path).toBe('"/speculation-rules.json"');
      expect(decode(page).toString()).not.toContain("speculationrules");
    }
    // Sign-in and the admin area are not prerendered, and do not name the rules.
    expect((await get("/login")).headers["speculation-rules"]).toBeUndefined();
    const rules = await get("/speculation-rules.json");
    expect(rules.status).toBe(200);
    expect(rules.headers["content-type"]).toMatch(/^application\/speculationrules\+json/);
    const parsed = JSON.parse(rules.body.toString()) as {
      prerender: Array<{ where: { and: [unknown, { not: { href_matches: string[] } }] } }>;
    };
    const excluded = parsed.prerender[0]!.where.and[1].not.href_matches;
    expect(excluded).toEqual(expect.arrayContaining(["/dashboard", "/login", "/edit-project/*", "/api/*", "/uploads/*"]));
    expect(excluded).not.toContain("/projects");
  });

  it("sends the pages it does not keep (a page not found, an estimate's answer) compressed too, as the client accepts", async () => {
    const estimate = "/estimate?plotSize=10&plotUnit=cents&bedrooms=3&floors=2";
    for (const [path, status, text] of [
      ["/no-such-page", 404, "Page Not Found"],
      [estimate, 200, "lakh"],
    ] as const) {
      const plain = await get(path);
      expect(plain.status).toBe(status);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      for (const encoding of ["br", "gzip"]) {
        const response = await get(path, { "accept-encoding": `${encoding}, identity` });
        expect(response.status).toBe(status);
        expect(response.headers["x-cache"]).not.toBe("hit");
        expect(response.headers["content-encoding"]).toBe(encoding);
        expect(response.body.length).toBeLessThan(plain.body.length / 3);
        const html = decode(response).toString("utf8");
        expect(html).toContain(text);
        expect(html.trimEnd().endsWith("</html>")).toBe(true);
      }
    }
  });

  it("answers hits with the first answer's headers and page, a fresh nonce in the policy, fast and best", async () => {
    const first = await get("/", { "accept-encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    const page = decode(first).toString("latin1");
    // The page's inline scripts are allowed by their hashes, so the page itself carries no nonce.
    expect(page).not.toContain("nonce=");
    const inline = [
      ...decode(first)
        .toString("utf8")
        .matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.length).toBe(2);
    for (const [, text] of inline) {
      expect(String(first.headers["content-security-policy"])).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
    }
    for (const stage of ["fast", "best"]) {
      if (stage === "best") await pages.cache.upgradeNow();
      const seen = new Set([nonceOf(first)]);
      for (const encoding of ["br", "gzip", "identity", "gzip, deflate, br"]) {
        const hit = await get("/", { "accept-encoding": encoding });
        expect(hit.headers["x-cache"], `${stage} ${encoding}`).toBe("hit");
        const nonce = nonceOf(hit)!;
        expect(seen.has(nonce)).toBe(false);
        seen.add(nonce);
        const body = decode(hit).toString("latin1");
        expect(body).toBe(page);
        const expected = stable(first);
        if (encoding === "gzip") expected["content-encoding"] = "gzip";
        if (encoding === "identity") delete expected["content-encoding"];
        expect({ ...stable(hit), "content-length": "" }).toEqual({ ...expected, "content-length": "" });
        expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
      }
    }
  });

  it("names in a page's policy the hashes of its own language's scripts only, missed or hit", async () => {
    const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const loaders: Record<string, string> = {};
    for (const path of ["/ml/about-us", "/ta/about-us", "/about-us"]) {
      for (const time of [1, 2]) {
        const answer = await get(path, { "accept-encoding": "br" });
        if (time === 2) expect(answer.headers["x-cache"], path).toBe("hit");
        const policy = String(answer.headers["content-security-policy"]);
        const inline = [
          ...decode(answer)
            .toString("utf8")
            .matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
        ].map(([, text]) => text!);
        expect(inline, path).toHaveLength(2);
        for (const text of inline) expect(policy, path).toContain(hashOf(text));
        loaders[path] = hashOf(inline[1]!);
        // Both forms of the head's script and this language's loader: three, not every language's.
        expect(policy.match(/'sha256-/g), path).toHaveLength(3);
      }
    }
    expect(new Set(Object.values(loaders)).size).toBe(3);
  });

  it("gives every one of many concurrent hits its own nonce in the policy, and the same page", async () => {
    await get("/projects", { "accept-encoding": "br" });
    for (const encoding of ["br", "gzip", "identity"]) {
      const answers = await Promise.all(Array.from({ length: 150 }, () => get("/projects", { "accept-encoding": encoding })));
      const nonces = new Set<string>();
      for (const answer of answers) {
        expect(answer.headers["x-cache"]).toBe("hit");
        const nonce = nonceOf(answer)!;
        nonces.add(nonce);
        expect(decode(answer).equals(decode(answers[0]!))).toBe(true);
      }
      expect(nonces.size).toBe(answers.length);
    }
  });

  it("answers HEAD and If-None-Match hits from memory as it answered them the first time", async () => {
    const path = "/about-us";
    const first = await get(path, { "accept-encoding": "br" });
    const head = await get(path, { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["x-cache"]).toBe("hit");
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(stable(head)).toEqual(stable(first));
    const notModified = await get(path, { "accept-encoding": "br", "if-none-match": String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers["content-security-policy"]).toBeUndefined();
    expect(notModified.headers["x-frame-options"]).toBe("DENY");
    expect(notModified.headers["strict-transport-security"]).toContain("max-age=");
    const json = await get("/api/projects");
    const jsonNotModified = await get("/api/projects", { "if-none-match": String(json.headers.etag) });
    expect(jsonNotModified.status).toBe(304);
    expect(jsonNotModified.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("keeps route discovery answers compressed, with React Router's immutable caching", async () => {
    // Public pages load islands, not the router; the sign-in page is React Router's.
    const login = decode(await get("/login")).toString("utf8");
    const manifestModule = /\/assets\/manifest-[\w-]+\.js/.exec(login)![0];
    const version = /"version":"([^"]+)"/.exec((await get(manifestModule)).body.toString("utf8"))![1]!;
    const path = `/__manifest?paths=${encodeURIComponent("/,/projects")}&version=${version}`;
    const first = await get(path, { "accept-encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    const hit = await get(path, { "accept-encoding": "gzip, deflate, br" });
    expect(hit.headers["x-cache"]).toBe("hit");
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(hit.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(hit.headers["content-security-policy"]).toContain("default-src 'none'");
    const routes = JSON.parse(decode(hit).toString("utf8")) as Record<string, unknown>;
    expect(Object.keys(routes)).toEqual(expect.arrayContaining(["root", "routes/home"]));
    // Another build's version is told to reload, and that answer is not kept.
    const stale = await get("/__manifest?paths=%2F&version=not-this-build");
    expect(stale.status).toBe(204);
    expect((await get("/__manifest?paths=%2F&version=not-this-build")).headers["x-cache"]).toBeUndefined();
  });

  it("drops every kept page that shows the company's facts when they are saved, before the save is answered", async () => {
    const paths = ["/", "/about-us", "/services", "/contact", "/projects", "/blog", "/gallery"];
    for (const path of paths) {
      await get(path);
      expect((await get(path)).headers["x-cache"], path).toBe("hit");
    }
    const { content } = await pages.api.json<{ content: CompanyContent }>("GET", "/api/site/company");
    await pages.api.json("PUT", "/api/site/company", { ...content, phone: "+91 94460 77777", whatsapp: "919446077777" });
    for (const path of paths) {
      const after = await get(path);
      expect(after.headers["x-cache"], path).toBe("miss");
      const html = decode(after).toString("utf8");
      expect(html, path).toContain("tel:+919446077777");
      expect(html, path).toContain("https://wa.me/919446077777");
      expect(html, path).not.toContain("tel:+919000000000");
    }
  });

  it("shows an edit on the next request, also when it lands before the best compression", async () => {
    const project = await pages.api.createProject({ title: "Villa before", coverImage: { name: "c.jpg", data: await makeImage() } });
    expect(decode(await get("/", { "accept-encoding": "br" })).toString("utf8")).toContain("Villa before");
    await pages.api.json("PUT", `/api/projects/${project._id}`, formData({ title: "Villa after" }));
    await pages.cache.upgradeNow();
    const after = await get("/", { "accept-encoding": "br" });
    expect(after.headers["x-cache"]).toBe("miss");
    expect(decode(after).toString("utf8")).toContain("Villa after");
    await pages.cache.upgradeNow();
    const hit = decode(await get("/", { "accept-encoding": "gzip" })).toString("utf8");
    expect(hit).toContain("Villa after");
    expect(hit).not.toContain("Villa before");
  });
});
