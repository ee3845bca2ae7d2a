/**
 * MEDIA_URL (docs/architecture.md §5): with a CDN in front of the site's photos, a public page's
 * images (its srcset, its preload, its lightbox links) come from the CDN, and the page's policy
 * lets the browser load them from there; a preview's photos and the admin's, which may not be
 * public, still come from the site itself. The CDN here is a proxy on a port of its own, whose
 * origin is the site, as a CDN's would be: it forwards what it is asked for, without cookies.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
let cdn: Server;
let media: string;

beforeAll(async () => {
  let origin = "";
  cdn = createServer((request, response) => {
    void fetch(origin + request.url).then(async (answer) => {
      response.writeHead(answer.status, {
        "content-type": answer.headers.get("content-type") ?? "application/octet-stream",
        "cache-control": answer.headers.get("cache-control") ?? "no-store",
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => cdn.listen(0, "127.0.0.1", resolve));
  media = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/uploads`;
  server = await startServer({ MEDIA_URL: `${media}/` }, { pages: true });
  origin = server.baseUrl;
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => cdn?.close(resolve));
});

const page = async (path: string) => {
  const response = await fetch(server.baseUrl + path);
  return { response, html: await response.text() };
};

describe("photos behind a CDN (MEDIA_URL)", () => {
  it("are fetched from it by a public page, which allows its origin for images and for nothing else", async () => {
    const project = await server.api.createProject({
      title: "Seen through the CDN",
      coverImage: { name: "c.jpg", data: await makeImage() },
    });
    const { response, html } = await page(`/projects/${project.slug}`);
    expect(response.status).toBe(200);
    const policy = response.headers.get("content-security-policy")!;
    const origin = new URL(media).origin;
    expect(policy).toMatch(new RegExp(`img-src 'self' data: blob: ${origin.replace(/[.:/]/g, "\\$&")}(;|$)`));
    expect(policy.replace(/img-src[^;]*/, "")).not.toContain(origin);
    expect(html).toContain(`data-media="${media}"`);
    expect(html).toContain(`src="${media}/${project.coverImage}"`);
    expect(html).toContain(`${media}/${project.coverImage!.replace(".jpg", "-w480.webp")} `);
    expect(html).not.toMatch(/(src|srcSet|srcset|href)="\/uploads\//);
    expect(server.config.mediaUrl).toBe(media);
    // What the CDN asks the site for is there, public and immutable.
    const fetched = await fetch(`${media}/${project.coverImage}`);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("are not used by a preview, whose photos may not be public: they come from the site", async () => {
    const draft = await server.api.createProject({
      title: "Not public yet",
      status: "draft",
      coverImage: { name: "d.jpg", data: await makeImage({ color: "#225588" }) },
    });
    const { url } = await server.api.json<{ url: string }>("POST", "/api/admin/preview", { kind: "projects", id: draft._id });
    const { response, html } = await page(url);
    expect(response.status).toBe(200);
    expect(html).not.toContain("data-media=");
    expect(html).toContain(`src="/uploads/${draft.coverImage}"`);
    expect(html).not.toContain(media);
    // Nor can the CDN fetch it: it is not public.
    expect((await fetch(`${media}/${draft.coverImage}`)).status).toBe(404);
  });

  it("are not used by the admin area", async () => {
    const { html } = await page("/login");
    expect(html).not.toContain("data-media=");
  });
});
