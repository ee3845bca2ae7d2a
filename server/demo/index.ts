/**
 * Demo content for a new site (DEMO_CONTENT, on by default): projects, blog posts and gallery
 * items with drawn pictures, created through the same services and schemas as the API.
 */
import { createHash, randomBytes } from "node:crypto";
import { systemContext } from "../services/context";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { blogCreateSchema, galleryCreateSchema, projectCreateSchema } from "../../domain/schemas";
import type { TempUpload } from "../media/upload";
import type { Config } from "../config";
import type { ProcessedImage } from "../media/process";
import type { Services } from "../services";
import { captionsOf, DEMO_BLOGS, DEMO_GALLERIES, DEMO_PROJECTS, DEMO_SITE_PHOTOS } from "./content";
import { type Picture, renderPicture } from "./drawings";
import { BLOG_TRANSLATIONS, demoTranslations, GALLERY_TRANSLATIONS, PROJECT_TRANSLATIONS } from "./translations";
import { SITE_TRANSLATIONS } from "./site-translations";
import { SITE_SECTIONS } from "../../domain/site-content";
import { TRANSLATED_LOCALES } from "../../domain/locales";

/** True when the site has no content at all: only then is the demo added. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty site with the demo records and answers what it added, or null when the site
 * already has content. Each picture is rendered once, handed to the media pipeline as an upload
 * would be, and its temporary file removed afterwards. The posts are dated back from `now`, as a
 * blog written over the months before.
 */
export async function seedDemoContent(services: Services, config: Config, now = new Date()): Promise<null | Record<string, number>> {
  // A site whose only content is drafts (or is in the trash) is the company's, not empty.
  if (!(await services.hasNoContent())) return null;
  // Each record a second after the one before, ending now: the last of each list leads the site.
  let tick = now.getTime() - 60_000;
  const demo = () => systemContext("demo content", new Date((tick += 1000)));
  const temps: string[] = [];
  const prepared = new Map<string, Promise<ProcessedImage>>();

  const prepare = (picture: Picture): Promise<ProcessedImage> => {
    const key = JSON.stringify(picture);
    let job = prepared.get(key);
    if (!job) {
      job = (async () => {
        const data = await renderPicture(picture);
        const file = path.join(config.tmpDir, `demo-${randomBytes(8).toString("hex")}.jpg`);
        temps.push(file);
        await writeFile(file, data);
        const upload: TempUpload = {
          path: file,
          field: "demo",
          clientName: `${picture.scene}-${picture.seed}.jpg`,
          bytes: data.length,
          sha256: createHash("sha256").update(data).digest("hex"),
          format: "jpeg",
        };
        const [image] = await services.media.prepare([upload]);
        if (!image) throw new Error("the media pipeline returned no image");
        return image;
      })();
      prepared.set(key, job);
    }
    return job;
  };
  const prepareAll = (pictures: Picture[]) => Promise.all(pictures.map(prepare));

  try {
    // Render and process every picture at once (the media pipeline runs one job per core), then
    // create the records one by one, oldest first: the last of each list leads the site. Each is
    // translated into Malayalam and Tamil as soon as it is made (./translations.ts), but for the
    // posts left in English on purpose.
    const projectImages = await Promise.all(
      DEMO_PROJECTS.map(async (p) => ({ cover: await prepare(p.cover), gallery: await prepareAll(p.gallery) })),
    );
    const blogImages = await Promise.all(DEMO_BLOGS.map((b) => prepareAll(b.images)));
    const galleryImages = await Promise.all(DEMO_GALLERIES.map((g) => prepareAll(g.images)));

    for (const [i, item] of DEMO_GALLERIES.entries()) {
      const input = galleryCreateSchema.parse({ title: item.title, description: item.description, imageAlts: captionsOf(item.images) });
      const created = await services.galleries.create(demo(), input, galleryImages[i] ?? []);
      for (const [locale, texts] of demoTranslations(GALLERY_TRANSLATIONS[item.title], created, created.images)) {
        await services.galleries.translate(demo(), created._id, locale, texts);
      }
    }
    for (const [i, post] of DEMO_BLOGS.entries()) {
      const input = blogCreateSchema.parse({
        title: post.title,
        content: post.content,
        author: post.author,
        category: post.category,
        tags: post.tags,
        imageAlts: captionsOf(post.images),
        // A publish time that has passed: the post is public, dated then.
        status: "scheduled",
        publishAt: new Date(now.getTime() - post.daysAgo * DAY_MS).toISOString(),
      });
      const created = await services.blogs.create(demo(), input, blogImages[i] ?? []);
      for (const [locale, texts] of demoTranslations(BLOG_TRANSLATIONS[post.title], created, created.images)) {
        await services.blogs.translate(demo(), created._id, locale, texts);
      }
    }
    for (const [i, project] of DEMO_PROJECTS.entries()) {
      const input = projectCreateSchema.parse({
        title: project.title,
        description: project.description,
        category: project.category,
        location: project.location,
        imageAlts: captionsOf(project.gallery),
        ...project.facts,
        ...(project.beforeAfter ? { beforeImage: `new:${project.beforeAfter[0]}`, afterImage: `new:${project.beforeAfter[1]}` } : {}),
      });
      const images = projectImages[i];
      if (!images) throw new Error(`no images for the demo project "${project.title}"`);
      const created = await services.projects.create(
        demo(),
        input,
        new Map([
          ["coverImage", [images.cover]],
          ["gallery", images.gallery],
        ]),
      );
      for (const [locale, texts] of demoTranslations(PROJECT_TRANSLATIONS[project.title], created, created.gallery)) {
        await services.projects.translate(demo(), created._id, locale, texts);
      }
    }
    // The home page's hero and the about page open with photographs of the demo's own work.
    const [heroPhoto, aboutPhoto] = await prepareAll([DEMO_SITE_PHOTOS.hero, DEMO_SITE_PHOTOS.about]);
    await services.site.save(demo(), "home", await services.site.get("home"), new Map([["hero.photo", heroPhoto!]]));
    await services.site.save(demo(), "about", await services.site.get("about"), new Map([["photo", aboutPhoto!]]));
    const offered = await services.site.get("services");
    const servicePhotos = await Promise.all(offered.services.map((service) => prepare(DEMO_SITE_PHOTOS.services[service.icon])));
    await services.site.save(demo(), "services", offered, new Map(servicePhotos.map((photo, i) => [`services.${i}.photo`, photo])));
    // The sections' texts in Malayalam and Tamil, where the site still has the demo's English (./site-translations.ts).
    for (const name of SITE_SECTIONS) {
      const { english } = await services.site.translations(name);
      for (const locale of TRANSLATED_LOCALES) {
        const texts = Object.entries(english).flatMap(([place, text]) => {
          const translated = SITE_TRANSLATIONS[text]?.[locale];
          return translated ? [[place, translated] as const] : [];
        });
        if (texts.length > 0) await services.site.translate(demo(), name, locale, Object.fromEntries(texts));
      }
    }
    // Every picture made here is the demo's, not the company's: the setup checklist counts one still in use as to be replaced.
    await services.setup.markDemo((await Promise.all(prepared.values())).map((image) => image.name));
    return { projects: DEMO_PROJECTS.length, blogs: DEMO_BLOGS.length, galleries: DEMO_GALLERIES.length, images: prepared.size };
  } finally {
    // A failed picture must not leave the others' temporary files behind.
    await Promise.allSettled(prepared.values());
    await Promise.all(temps.map((file) => rm(file, { force: true })));
  }
}
