/**
 * Demo content for a new site (DEMO_CONTENT, on by default): projects, blog posts and gallery
 * items with drawn pictures, created through the same services and rules as the API.
 */
import { createHash, randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { blogCreateSchema, galleryCreateSchema, projectCreateSchema } from "../../domain/schemas";
import type { TempUpload } from "../api/multipart";
import type { Config } from "../config";
import type { ProcessedImage } from "../media/process";
import type { Services } from "../services";
import { drawBuildingSite, drawOfficeTower, drawWarehouse } from "./art/buildings";
import { drawKeralaHouse } from "./art/house";
import { drawInterior } from "./art/interior";
import { DEMO_BLOGS, DEMO_GALLERIES, DEMO_PROJECTS, type Picture } from "./content";

function drawPicture(picture: Picture): string {
  switch (picture.scene) {
    case "house":
      return drawKeralaHouse({ seed: picture.seed, time: picture.time, storeys: picture.storeys });
    case "office":
      return drawOfficeTower(picture);
    case "warehouse":
      return drawWarehouse(picture);
    case "site":
      return drawBuildingSite(picture);
    case "interior":
      return drawInterior(picture.seed);
  }
}

/** True when the site has no content at all: only then is the demo added. */
async function isEmpty(services: Services): Promise<boolean> {
  const [projects, blogs, galleries] = await Promise.all([services.projects.count(), services.blogs.list(), services.galleries.list()]);
  return projects === 0 && blogs.length === 0 && galleries.length === 0;
}

export async function seedDemoContent(services: Services, config: Config): Promise<null | Record<string, number>> {
  if (!(await isEmpty(services))) return null;
  const temps: string[] = [];
  const rendered = new Map<string, Promise<ProcessedImage>>();
  const image = (picture: Picture): Promise<ProcessedImage> => {
    const key = JSON.stringify(picture);
    let job = rendered.get(key);
    if (!job) {
      job = (async () => {
        const data = await sharp(Buffer.from(drawPicture(picture))).jpeg({ quality: 82 }).toBuffer();
        const file = path.join(config.tmpDir, `demo-${randomBytes(8).toString("hex")}.jpg`);
        temps.push(file);
        await writeFile(file, data);
        const upload: TempUpload = { path: file, field: "demo", clientName: `${picture.scene}.jpg`, bytes: data.length, sha256: createHash("sha256").update(data).digest("hex"), format: "jpeg" };
        const [processed] = await services.media.prepare([upload]);
        return processed!;
      })();
      rendered.set(key, job);
    }
    return job;
  };
  const images = (pictures: Picture[]) => Promise.all(pictures.map(image));

  try {
    // Draw everything first (in parallel, one sharp job per core), then create in order.
    const projectImages = await Promise.all(DEMO_PROJECTS.map(async (p) => ({ cover: await image(p.cover), gallery: await images(p.gallery) })));
    const blogImages = await Promise.all(DEMO_BLOGS.map((b) => images(b.images)));
    const galleryImages = await Promise.all(DEMO_GALLERIES.map((g) => images(g.images)));

    for (const [i, item] of DEMO_GALLERIES.entries()) {
      await services.galleries.create(galleryCreateSchema.parse({ title: item.title, description: item.description }), galleryImages[i]!);
    }
    for (const [i, post] of DEMO_BLOGS.entries()) {
      await services.blogs.create(blogCreateSchema.parse({ title: post.title, content: post.content, author: post.author, category: post.category, tags: post.tags }), blogImages[i]!);
    }
    for (const [i, project] of DEMO_PROJECTS.entries()) {
      const input = projectCreateSchema.parse({ title: project.title, description: project.description, category: project.category, location: project.location });
      await services.projects.create(input, projectImages[i]!);
    }
    return { projects: DEMO_PROJECTS.length, blogs: DEMO_BLOGS.length, galleries: DEMO_GALLERIES.length, images: rendered.size };
  } finally {
    await Promise.all(temps.map((file) => rm(file, { force: true })));
  }
}
