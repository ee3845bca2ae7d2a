/**
 * `npx tsx scripts/wordpress/export.ts <site URL> <folder>`: reads from our running site what
 * `npm run lighthouse` audits (the home page and a blog post) and writes it into `<folder>` as
 * content.json and the photos, so that scripts/wordpress/fill.php can put the same content into
 * WordPress and the two sites are compared on the same words and pictures.
 *
 * The home page's texts are read from its rendered HTML, as a visitor sees them (the headings,
 * paragraphs, lists, quotes and links of each section, in order), not from the site content API:
 * the page also shows texts that other sections or the components themselves hold. The posts
 * come from the public JSON API (docs/api.md): the post Lighthouse audits, chosen as
 * scripts/bench/content.ts readContent chooses it, and the two newest others.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Blog } from "../../domain/entities";
import { splitParagraphs } from "../../app/lib/paragraphs";

/** A piece of a page, as a WordPress block will show it. */
export type Block =
  | { type: "heading"; level: number; text: string }
  /** Lines that the page shows one under the other are kept apart. */
  | { type: "paragraph"; lines: string[] }
  | { type: "list"; items: string[] }
  | { type: "quote"; text: string; cite: string }
  | { type: "buttons"; links: Array<{ text: string; href: string }> };

export interface Photo {
  /** The file's name in the folder. */
  file: string;
  alt: string;
}

export interface Post {
  slug: string;
  title: string;
  author: string;
  /** When it was published (ISO 8601, UTC). */
  date: string;
  category: string;
  tags: string[];
  paragraphs: string[];
  photos: Photo[];
  /** The post `npm run lighthouse` audits as "a blog post". */
  audited: boolean;
}

export interface Export {
  source: string;
  exportedAt: string;
  site: { name: string; tagline: string };
  home: {
    hero: { headline: string; text: string; photo: Photo | null; blocks: Block[] };
    sections: Array<{ blocks: Block[] }>;
  };
  posts: Post[];
}

// ---------------------------------------------------------------------------------------------
// A small HTML reader: enough for the server's own rendered pages, which are well-formed (React's
// server render), so no parsing library is needed.

interface Element {
  tag: string;
  attrs: Record<string, string>;
  children: Node[];
}
type Node = Element | string;

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const value = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) ? String.fromCodePoint(value) : whole;
    }
    return named[code.toLowerCase()] ?? whole;
  });
}

function parseHtml(html: string): Element {
  const root: Element = { tag: "#root", attrs: {}, children: [] };
  const stack: Element[] = [root];
  const token =
    /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>|<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/gi;
  let at = 0;
  for (let match = token.exec(html); match; match = token.exec(html)) {
    const current = stack[stack.length - 1]!;
    if (match.index > at) current.children.push(decodeEntities(html.slice(at, match.index)));
    at = token.lastIndex;
    // Comments (React's `<!-- -->` between text parts) and the doctype match neither group: dropped.
    const [, closing, opening, attrText = "", selfClosing] = match;
    if (closing) {
      const tag = closing.toLowerCase();
      const depth = stack.map((e) => e.tag).lastIndexOf(tag);
      if (depth > 0) stack.length = depth;
    } else if (opening) {
      const tag = opening.toLowerCase();
      const attrs: Record<string, string> = {};
      for (const attr of attrText.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
        attrs[attr[1]!.toLowerCase()] = decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? "");
      }
      const element: Element = { tag, attrs, children: [] };
      current.children.push(element);
      if (RAW_TEXT.has(tag)) {
        const end = html.toLowerCase().indexOf(`</${tag}`, at);
        const stop = end < 0 ? html.length : end;
        element.children.push(decodeEntities(html.slice(at, stop)));
        at = stop;
        token.lastIndex = stop;
      } else if (!VOID.has(tag) && !selfClosing) stack.push(element);
    }
  }
  if (at < html.length) stack[stack.length - 1]!.children.push(decodeEntities(html.slice(at)));
  return root;
}

function isElement(node: Node): node is Element {
  return typeof node !== "string";
}

function find(node: Element, test: (e: Element) => boolean): Element | null {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const inside = find(child, test);
    if (inside) return inside;
  }
  return null;
}

function findAll(node: Element, test: (e: Element) => boolean, into: Element[] = []): Element[] {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) into.push(child);
    else findAll(child, test, into);
  }
  return into;
}

// ---------------------------------------------------------------------------------------------
// What a visitor reads on the page.

/** Never read as text: not shown (screen-reader-only, hidden, decoration), or not text (forms, pictures). */
const UNSEEN = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "svg",
  "img",
  "picture",
  "video",
  "iframe",
  "form",
  "button",
  "input",
  "select",
  "textarea",
  "label",
]);
const INLINE = new Set([
  "span",
  "strong",
  "em",
  "b",
  "i",
  "small",
  "abbr",
  "time",
  "code",
  "sup",
  "sub",
  "mark",
  "q",
  "cite",
  "s",
  "u",
  "data",
  "bdi",
  "br",
]);

function unseen(element: Element): boolean {
  return (
    UNSEEN.has(element.tag) ||
    element.attrs["aria-hidden"] === "true" ||
    "hidden" in element.attrs ||
    /(^|\s)sr-only(\s|$)/.test(element.attrs.class ?? "")
  );
}

function squeeze(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The text of an element as one line, as it reads. */
function textOf(node: Node): string {
  if (!isElement(node)) return node;
  if (unseen(node)) return "";
  if (node.tag === "br") return " ";
  return node.children.map(textOf).join("");
}

/**
 * The lines an element shows: parts that are elements only (no loose words between them), like
 * the spans of an address or of "Working Hours", are laid out one under the other by the page's
 * styles, so each is its own line; anything else reads as one line.
 */
function linesOf(element: Element): string[] {
  const parts = element.children.filter((child) => (isElement(child) ? !unseen(child) : child.trim() !== ""));
  const withText = parts.filter((child) => squeeze(textOf(child)) !== "");
  if (withText.length > 0 && withText.every(isElement)) return withText.flatMap((child) => linesOf(child as Element));
  const line = squeeze(textOf(element));
  return line ? [line] : [];
}

/** Holds only text and inline elements (no headings, paragraphs, lists or links of its own). */
function inlineOnly(element: Element): boolean {
  return element.children.every((child) => !isElement(child) || unseen(child) || (INLINE.has(child.tag) && inlineOnly(child)));
}

function push(blocks: Block[], block: Block): void {
  const last = blocks[blocks.length - 1];
  // Links side by side become one row of buttons.
  if (block.type === "buttons" && last?.type === "buttons") last.links.push(...block.links);
  else blocks.push(block);
}

/** The blocks an element shows, in the order a visitor reads them. */
function blocksOf(element: Element, blocks: Block[] = []): Block[] {
  for (const child of element.children) {
    if (!isElement(child)) {
      const text = squeeze(child);
      if (text) push(blocks, { type: "paragraph", lines: [text] });
      continue;
    }
    if (unseen(child)) continue;
    const tag = child.tag;
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      const text = squeeze(textOf(child));
      if (text) push(blocks, { type: "heading", level: Number(heading[1]), text });
    } else if (tag === "p" || tag === "address") {
      const lines = tag === "p" ? [squeeze(textOf(child))].filter(Boolean) : linesOf(child);
      if (lines.length) push(blocks, { type: "paragraph", lines });
    } else if (tag === "figure" && find(child, (e) => e.tag === "blockquote")) {
      const quote = find(child, (e) => e.tag === "blockquote")!;
      const caption = find(child, (e) => e.tag === "figcaption");
      push(blocks, { type: "quote", text: squeeze(textOf(quote)), cite: caption ? linesOf(caption).join(", ") : "" });
    } else if (tag === "blockquote") {
      push(blocks, { type: "quote", text: squeeze(textOf(child)), cite: "" });
    } else if (tag === "dl") {
      // A figure reads value first ("16+ Years of Experience"), as the page lays it out.
      const terms = findAll(child, (e) => e.tag === "dt" || e.tag === "dd");
      const items: string[] = [];
      for (let i = 0; i + 1 < terms.length; i += 2) {
        const [a, b] = [terms[i]!, terms[i + 1]!];
        const [term, value] = a.tag === "dt" ? [a, b] : [b, a];
        items.push(squeeze(`${textOf(value)} ${textOf(term)}`));
      }
      if (items.length) push(blocks, { type: "list", items });
    } else if (tag === "ul" || tag === "ol") {
      const items = child.children.filter((c): c is Element => isElement(c) && c.tag === "li" && !unseen(c));
      // A list of plain lines stays a list; a list of cards (a heading, a paragraph, a link) is read card by card.
      if (items.every(inlineOnly)) {
        const texts = items.map((li) => squeeze(textOf(li))).filter(Boolean);
        if (texts.length) push(blocks, { type: "list", items: texts });
      } else for (const li of items) blocksOf(li, blocks);
    } else if (tag === "a") {
      const text = linesOf(child).join(" ");
      if (text) push(blocks, { type: "buttons", links: [{ text, href: child.attrs.href ?? "#" }] });
    } else if (inlineOnly(child)) {
      const lines = linesOf(child);
      if (lines.length) push(blocks, { type: "paragraph", lines });
    } else blocksOf(child, blocks);
  }
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Fetching.

async function get(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

async function getJson<T>(url: string): Promise<T> {
  return (await (await get(url)).json()) as T;
}

/** Saves a photo into the folder under `base` with the extension of its type. */
async function savePhoto(url: string, folder: string, base: string, alt: string): Promise<Photo> {
  const response = await get(url);
  const type = response.headers.get("content-type") ?? "";
  const extension = /png/.test(type) ? "png" : /webp/.test(type) ? "webp" : /avif/.test(type) ? "avif" : "jpg";
  const file = `${base}.${extension}`;
  await writeFile(path.join(folder, file), Buffer.from(await response.arrayBuffer()));
  return { file, alt };
}

type ApiBlog = Pick<Blog, "slug" | "title" | "content" | "author" | "category" | "tags" | "images" | "imageAlts" | "createdAt">;

async function exportHome(base: string, folder: string): Promise<Export["home"]> {
  const page = parseHtml(await (await get(`${base}/`)).text());
  const main = find(page, (e) => e.tag === "main");
  if (!main) throw new Error("The home page has no <main>");
  const sections = findAll(main, (e) => e.tag === "section");
  const heroAt = sections.findIndex((s) => find(s, (e) => e.tag === "h1"));
  if (heroAt < 0) throw new Error("The home page has no hero (a section with the <h1>)");
  const heroSection = sections[heroAt]!;
  const blocks = blocksOf(heroSection);
  const headline = squeeze(textOf(find(heroSection, (e) => e.tag === "h1")!));
  const at = blocks.findIndex((b) => b.type === "heading" && b.level === 1);
  const next = blocks[at + 1];
  const text = next?.type === "paragraph" ? next.lines.join(" ") : "";
  // The hero photo is the image the page loads first; its `src` is the stored photo itself, the
  // largest there is (the WebP variants of its srcset are never wider), so WordPress makes its
  // own sizes from the same picture an editor would upload.
  const img = find(heroSection, (e) => e.tag === "img" && e.attrs.fetchpriority === "high") ?? find(heroSection, (e) => e.tag === "img");
  const src = img?.attrs.src;
  const photo = src ? await savePhoto(new URL(src, base).href, folder, "home-hero", img.attrs.alt ?? "") : null;
  return {
    hero: { headline, text, photo, blocks },
    sections: sections.filter((_, i) => i !== heroAt).map((s) => ({ blocks: blocksOf(s) })),
  };
}

async function exportPosts(base: string, folder: string): Promise<Post[]> {
  const { blogs } = await getJson<{ blogs: ApiBlog[] }>(`${base}/api/blogs`);
  // The list is newest first; scripts/bench/content.ts readContent audits the first with two photos or more.
  const audited = blogs.find((b) => b.images.length > 1) ?? blogs[0];
  if (!audited) throw new Error("The site has no blog posts");
  const chosen = [audited, ...blogs.filter((b) => b !== audited).slice(0, 2)];
  const posts: Post[] = [];
  for (const listed of chosen) {
    const { blog } = await getJson<{ blog: ApiBlog }>(`${base}/api/blogs/${encodeURIComponent(listed.slug)}`);
    const photos: Photo[] = [];
    for (const [i, name] of blog.images.entries()) {
      // The stored photo, not a variant: variants are never wider than it.
      const url = `${base}/uploads/${encodeURIComponent(name)}`;
      photos.push(await savePhoto(url, folder, `${blog.slug}-${i + 1}`, blog.imageAlts[name] || blog.title));
    }
    posts.push({
      slug: blog.slug,
      title: blog.title,
      author: blog.author,
      date: new Date(blog.createdAt).toISOString(),
      category: blog.category,
      tags: blog.tags,
      paragraphs: splitParagraphs(blog.content),
      photos,
      audited: listed === audited,
    });
  }
  return posts;
}

async function main(): Promise<void> {
  const [siteArg, folderArg] = process.argv.slice(2);
  if (!siteArg || !folderArg) {
    console.error("Usage: npx tsx scripts/wordpress/export.ts <our site URL> <out folder>");
    process.exit(2);
  }
  const base = siteArg.replace(/\/+$/, "");
  const folder = path.resolve(folderArg);
  await mkdir(folder, { recursive: true });
  const { content: company } = await getJson<{ content: { name: string; tagline: string } }>(`${base}/api/site/company`);
  const result: Export = {
    source: base,
    exportedAt: new Date().toISOString(),
    site: { name: company.name, tagline: company.tagline },
    home: await exportHome(base, folder),
    posts: await exportPosts(base, folder),
  };
  await writeFile(path.join(folder, "content.json"), JSON.stringify(result, null, 2) + "\n");
  const audited = result.posts.find((p) => p.audited)!;
  console.log(
    `Exported the home page (${result.home.sections.length} sections after the hero) and ${result.posts.length} posts ` +
      `(audited: /blog/${audited.slug}) into ${folder}/`,
  );
}

await main();
