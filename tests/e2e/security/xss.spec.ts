import { expect, imageFile, loginAsAdmin, test } from "../fixtures";

/**
 * Thirty script-injection payloads in every text field of every kind of record; every public and
 * admin page that shows them is opened in Chromium, and not one of them runs.
 */
const HIT = "window.__xss=(window.__xss||0)+1";
const PAYLOADS = [
  `<script>${HIT}</script>`,
  `<img src=x onerror="${HIT}">`,
  `"><img src=x onerror=${HIT}>`,
  `'><svg onload=${HIT}>`,
  `<svg><script>${HIT}</script></svg>`,
  `<iframe srcdoc="<script>parent.${HIT}</script>"></iframe>`,
  `<body onload=${HIT}>`,
  `<a href="javascript:${HIT}">click</a>`,
  `javascript:${HIT}`,
  `<details open ontoggle=${HIT}>`,
  `<input autofocus onfocus=${HIT}>`,
  `<video><source onerror="${HIT}"></video>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${HIT}>`,
  `<object data="javascript:${HIT}"></object>`,
  `<embed src="javascript:${HIT}">`,
  `<marquee onstart=${HIT}>x</marquee>`,
  `<div style="background:url(javascript:${HIT})">x</div>`,
  `<link rel=stylesheet href="javascript:${HIT}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${HIT}">`,
  `<base href="javascript:${HIT}//">`,
  `</script><script>${HIT}</script>`,
  `</textarea><script>${HIT}</script>`,
  `</title><script>${HIT}</script>`,
  `\u003cscript\u003e${HIT}\u003c/script\u003e`,
  `&lt;script&gt;${HIT}&lt;/script&gt;`,
  `<scr<script>ipt>${HIT}</scr</script>ipt>`,
  `<img src="x" onerror="&#119;indow.__xss=1">`,
  `{{constructor.constructor('${HIT}')()}}`,
  `<form><button formaction="javascript:${HIT}">x</button></form>`,
  `<isindex type=image src=1 onerror=${HIT}>`,
];

test.describe("no script from content ever runs", () => {
  test.describe.configure({ timeout: 600_000 });

  test("thirty payloads in every text field, on every page that shows them", async ({ page, api }) => {
    expect(PAYLOADS).toHaveLength(30);
    const cover = await imageFile("cover.jpg");
    const ids = { projects: [] as string[], blogs: [] as string[], galleries: [] as string[] };
    for (const payload of PAYLOADS) {
      const text = payload.slice(0, 200);
      ids.projects.push((await api.createProject({ title: text, description: payload, location: text, coverImage: cover }))._id);
      ids.blogs.push(
        (await api.createBlog({ title: text, content: `${payload}\n\n${payload}`, author: text, tags: [payload.slice(0, 50)] }))._id,
      );
      ids.galleries.push((await api.createGallery({ title: text, description: payload, gallery: cover }))._id);
    }

    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const check = async (path: string) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0), path).toBe(0);
    };

    const publicPaths = ["/", "/projects", "/gallery", "/blog", "/sitemap.xml"];
    for (const path of publicPaths) await check(path);
    for (const id of ids.projects) await check(`/projects/${id}`);
    for (const id of ids.blogs) await check(`/blog/${id}`);

    await loginAsAdmin(page);
    for (const path of ["/dashboard", "/manage-projects", "/manage-gallery", "/manage-blogs"]) await check(path);
    for (const id of ids.projects.slice(0, 10)) await check(`/edit-project/${id}`);
    for (const id of ids.blogs.slice(0, 10)) await check(`/edit-blog/${id}`);
    for (const id of ids.galleries.slice(0, 10)) await check(`/edit-gallery/${id}`);

    // The text is shown as text: the payload is visible, not interpreted.
    await page.goto(`/blog/${ids.blogs[1]}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAYLOADS[1]!);
    expect(dialogs).toEqual([]);

    for (const id of ids.projects) await api.remove("projects", id);
    for (const id of ids.blogs) await api.remove("blogs", id);
    for (const id of ids.galleries) await api.remove("galleries", id);
  });
});
