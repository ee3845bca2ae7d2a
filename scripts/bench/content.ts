/**
 * Realistic content made through the API, as an administrator would: projects with covers (some
 * with photo galleries), blog posts with photos, gallery items. Every upload goes through the
 * real pipeline, so pages link real variants. Photos come from a small pool; each upload is a
 * pool photo with its hue and brightness turned by a step of its own, so that every image, its
 * variants and its inline placeholder differ from the others' as real photos' do (identical
 * placeholders would compress away and understate what a page sends).
 */
import type { Blog, GalleryItem, Project } from "../../domain/entities";
import { BLOG_CATEGORIES, PROJECT_CATEGORIES } from "../../domain/categories";
import sharp from "sharp";
import { ApiClient, formData, type FilePart } from "../../tests/support/client";
import { makePhoto } from "./photo";

export interface ContentCounts {
  projects: number;
  blogs: number;
  galleries: number;
  /** Every n-th project gets a gallery (of `projectGallerySize` photos, three unless said). */
  projectGalleryEvery: number;
  projectGallerySize?: number;
  /** Photos of each blog post and each gallery item: as the bench has them (one or two) unless said. */
  blogPhotos?: number;
  galleryPhotos?: number;
  /** Projects carry facts (status, year, sizes…) as an editor would enter them. */
  facts?: boolean;
}

export const FULL_CONTENT: ContentCounts = { projects: 60, blogs: 40, galleries: 20, projectGalleryEvery: 6 };

async function photos(count: number): Promise<FilePart[]> {
  const list: FilePart[] = [];
  for (let i = 0; i < count; i++) list.push(await nextPhoto());
  return list;
}

/** A project's facts as the admin form sends them, varied by its number. */
function factsOf(i: number): Record<string, string> {
  return {
    constructionStatus: i % 7 === 0 ? "Ongoing" : "Completed",
    year: String(2012 + (i % 14)),
    locality: PLACES[i % PLACES.length]!,
    plotCents: String(4 + (i % 20)),
    builtUpSqft: String(1200 + ((i * 137) % 4000)),
    floors: String(1 + (i % 3)),
    bedrooms: String(2 + (i % 4)),
    durationMonths: String(6 + (i % 12)),
  };
}

export interface Content {
  projects: Project[];
  blogs: Blog[];
  galleries: GalleryItem[];
  /** A project with a cover and a gallery, and a blog post with photos: the pages measured. */
  project: Project;
  blog: Blog;
}

const PLACES = ["Kowdiar", "Vazhuthacaud", "Pattom", "Kazhakkoottam", "Sasthamangalam", "Peroorkada", "Nemom", "Vellayambalam", "Technopark", "Kovalam"];
const KINDS = ["Two-storey villa", "Courtyard home", "Office block", "Warehouse", "Kitchen renovation", "Apartment interior", "Clinic", "Retail showroom"];
const TOPICS = ["Monsoon-proofing a sloped roof", "Choosing laterite or concrete blocks", "What a building permit in Kerala needs", "Planning a courtyard (nadumuttam)", "Keeping a renovation on budget", "Termite protection before the foundation"];

const PARAGRAPH =
  "Our site engineer visits every week and sends photos of the work to the owner. Laterite walls keep the rooms cool through the summer, and a sloped roof with clay tiles sheds the monsoon rain. We agree the drawings, the materials and the price per square foot before the work starts, and we keep to them.";

const photoPool: Buffer[] = [];
let uploads = 0;

async function preparePhotos(size: number): Promise<void> {
  if (photoPool.length >= size) return;
  for (let i = photoPool.length; i < size; i++) photoPool.push(await makePhoto(1600, 1067, 1000 + i));
}

async function nextPhoto(): Promise<FilePart> {
  const n = uploads++;
  const base = photoPool[n % photoPool.length]!;
  // Each pool photo is used once per round; a round turns the hue by a step of its own.
  const round = Math.floor(n / photoPool.length);
  const data = round === 0 ? base : await sharp(base).modulate({ hue: (round * 37) % 360, brightness: 1 + ((round % 5) - 2) * 0.03 }).jpeg({ quality: 88 }).toBuffer();
  return { name: `photo-${n + 1}.jpg`, data };
}

/** The public pages the benchmarks measure, as [label, path]: every kind, one of each. */
export function publicPages(content: Content): Array<[string, string]> {
  return [
    ["/", "/"],
    ["/projects", "/projects"],
    ["a project", `/projects/${content.project.slug}`],
    ["/gallery", "/gallery"],
    ["/blog", "/blog"],
    ["a blog post", `/blog/${content.blog.slug}`],
    ["/about-us", "/about-us"],
    ["/services", "/services"],
    ["/contact", "/contact"],
    ["/building-from-abroad", "/building-from-abroad"],
  ];
}

/** The same site in Malayalam and Tamil (docs/product.md §11), for Lighthouse beside the English pages. */
export function languagePages(): Array<[string, string]> {
  return [
    ["/ml/", "/ml/"],
    ["/ta/services", "/ta/services"],
  ];
}

/** Runs `work` for 0..count-1 with `parallel` requests in flight. */
async function runAll<T>(count: number, parallel: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

export async function fillContent(
  api: ApiClient,
  counts: ContentCounts = FULL_CONTENT,
  /** Told after each record: which kind, and how many of it are made. */
  onProgress?: (kind: "projects" | "blogs" | "galleries", done: number) => void,
): Promise<Content> {
  await preparePhotos(16);
  let made = { projects: 0, blogs: 0, galleries: 0 };
  const count = <T>(kind: keyof typeof made, record: T): T => {
    made = { ...made, [kind]: made[kind] + 1 };
    onProgress?.(kind, made[kind]);
    return record;
  };
  const projects = await runAll(counts.projects, 2, async (i) => {
    const place = PLACES[i % PLACES.length]!;
    const kind = KINDS[i % KINDS.length]!;
    const withGallery = i % counts.projectGalleryEvery === 0;
    return count("projects", await api.createProject({
      ...(counts.facts ? factsOf(i) : {}),
      title: `${kind} at ${place} (${2014 + (i % 12)})`,
      description: `${kind} for a family in ${place}, Thiruvananthapuram. ${PARAGRAPH}`,
      category: PROJECT_CATEGORIES[i % PROJECT_CATEGORIES.length]!,
      location: `${place}, Thiruvananthapuram`,
      coverImage: await nextPhoto(),
      gallery: withGallery ? await photos(counts.projectGallerySize ?? 3) : undefined,
    }));
  });
  const blogs = await runAll(counts.blogs, 2, async (i) =>
    count("blogs", await api.createBlog({
      title: `${TOPICS[i % TOPICS.length]!} (part ${Math.floor(i / TOPICS.length) + 1})`,
      content: Array.from({ length: 6 }, () => PARAGRAPH).join("\n\n"),
      author: "Anand Nair",
      category: BLOG_CATEGORIES[i % BLOG_CATEGORIES.length]!,
      tags: ["Kerala", "homes", i % 2 ? "monsoon" : "budget"],
      images: await photos(counts.blogPhotos ?? (i % 4 === 0 ? 2 : 1)),
    })),
  );
  const galleries = await runAll(counts.galleries, 2, async (i) =>
    count("galleries", await api.createGallery({
      title: `Finished work in ${PLACES[i % PLACES.length]!}`,
      description: "Handed over to the family this year.",
      gallery: await photos(counts.galleryPhotos ?? (i % 3 === 0 ? 2 : 1)),
    })),
  );
  // Lists are newest first: the pages measured are ones a visitor reaches from the top of a list.
  const project = [...projects].reverse().find((p) => p.gallery.length > 0) ?? projects[projects.length - 1]!;
  const blog = [...blogs].reverse().find((b) => b.images.length > 1) ?? blogs[blogs.length - 1]!;
  return { projects, blogs, galleries, project, blog };
}

/**
 * The photos a company puts on its own pages (issue #13): the home hero, the eight services, the
 * about page and the team, through the site content API, so that those pages are measured as a
 * company runs them rather than with the drawings a new site ships with.
 */
export async function fillSitePhotos(api: ApiClient): Promise<void> {
  await preparePhotos(16);
  const put = async (section: string, photos: Record<string, FilePart>) => {
    const { content } = await api.json<{ content: unknown }>("GET", `/api/site/${section}`);
    await api.json("PUT", `/api/site/${section}`, formData({ content: JSON.stringify(content), ...photos }));
  };
  await put("home", { "hero.photo": await nextPhoto() });
  const services: Record<string, FilePart> = {};
  for (let i = 0; i < 8; i++) services[`services.${i}.photo`] = await nextPhoto();
  await put("services", services);
  const { content: about } = await api.json<{ content: { team: unknown[] } }>("GET", "/api/site/about");
  const team: Record<string, FilePart> = {};
  for (let i = 0; i < about.team.length; i++) team[`team.${i}.photo`] = await nextPhoto();
  await put("about", { photo: await nextPhoto(), ...team });
}

/**
 * The content of a data folder an earlier run filled (BENCH_DATA_DIR), read back through the
 * API; null when it holds less than `counts` asks for.
 */
export async function readContent(api: ApiClient, counts: ContentCounts = FULL_CONTENT): Promise<Content | null> {
  const { projects } = await api.json<{ projects: Project[] }>("GET", "/api/projects");
  const { blogs } = await api.json<{ blogs: Blog[] }>("GET", "/api/blogs");
  const { galleries } = await api.json<{ galleries: GalleryItem[] }>("GET", "/api/galleries");
  if (projects.length < counts.projects || blogs.length < counts.blogs || galleries.length < counts.galleries) return null;
  // The same choice as fillContent makes: lists are newest first here, so the first one found.
  const project = projects.find((p) => p.gallery.length > 0) ?? projects[0]!;
  const blog = blogs.find((b) => b.images.length > 1) ?? blogs[0]!;
  return { projects, blogs, galleries, project, blog };
}

/**
 * Saves a record unchanged: the write clears the cached pages that show it, exactly as an
 * administrator's edit does, while the pages keep the same bytes.
 */
export async function touch(api: ApiClient, record: { kind: "project"; value: Project } | { kind: "blog"; value: Blog }): Promise<void> {
  if (record.kind === "project") {
    const p = record.value;
    await api.json("PUT", `/api/projects/${p._id}`, formData({ title: p.title, description: p.description, category: p.category, location: p.location, keepGalleryImages: p.gallery }));
  } else {
    const b = record.value;
    await api.json("PUT", `/api/blogs/${b._id}`, formData({ title: b.title, content: b.content, author: b.author, category: b.category, tags: b.tags, keepImages: b.images }));
  }
}

/**
 * Signs in to the server at `base` as `admin` and answers its content: the content already in
 * `dataDir` (BENCH_DATA_DIR) when it was filled before, otherwise the full content and the site's
 * photos, filled through the API now.
 */
export async function siteContent(base: string, admin: { email: string; password: string }, dataDir: string | undefined): Promise<Content> {
  const api = new ApiClient(base);
  await api.login(admin.email, admin.password);
  const kept = dataDir ? await readContent(api) : null;
  if (kept) {
    console.log(`Reusing the content in ${dataDir}/.`);
    return kept;
  }
  console.log("Filling the site through the API ...");
  const content = await fillContent(api);
  await fillSitePhotos(api);
  return content;
}
