/** Projects (SPEC §3): the rules behind /api/projects and the project pages. */
import type { Project } from "../../domain/entities";
import { MESSAGES } from "../../domain/messages";
import type { ProjectCreateInput, ProjectUpdateInput } from "../../domain/schemas";
import type { DB } from "../db/database";
import type { ProjectRow } from "../db/schema";
import { Invalid, NotFound } from "../errors";
import type { ProcessedImage } from "../media/process";
import type { MediaStore } from "../media/store";
import { newId, requireId } from "./ids";
import { keptImages, loadImageLists, namesOf, replaceImageList, withNewImages } from "./image-refs";
import type { ChangeListener } from "./changes";

const NOT_FOUND = "Project not found";

function toProject(row: ProjectRow, gallery: string[]): Project {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    location: row.location,
    coverImage: row.cover_image,
    gallery,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface ProjectImages {
  cover?: ProcessedImage;
  gallery: ProcessedImage[];
}

export function createProjectService(db: DB, media: MediaStore, changed: ChangeListener) {
  async function list(): Promise<Project[]> {
    const rows = await db.selectFrom("projects").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
    const galleries = await loadImageLists(
      db,
      "project_images",
      rows.map((r) => r.id),
    );
    return rows.map((row) => toProject(row, galleries.get(row.id) ?? []));
  }

  async function get(id: string): Promise<Project> {
    requireId(id, NOT_FOUND);
    const row = await db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new NotFound(NOT_FOUND);
    const galleries = await loadImageLists(db, "project_images", [id]);
    return toProject(row, galleries.get(id) ?? []);
  }

  async function create(input: ProjectCreateInput, images: ProjectImages): Promise<Project> {
    const cover = images.cover;
    if (!cover) throw new Invalid({ coverImage: MESSAGES.coverRequired });
    const uploads = [cover, ...images.gallery];
    const id = newId();
    const now = new Date().toISOString();
    const project = await media.place(uploads, () =>
      db.transaction().execute(async (trx) => {
        await media.record(trx, uploads);
        const row: ProjectRow = {
          id,
          title: input.title,
          description: input.description,
          category: input.category,
          location: input.location,
          cover_image: cover.name,
          created_at: now,
          updated_at: now,
        };
        await trx.insertInto("projects").values(row).execute();
        const gallery = withNewImages([], namesOf(images.gallery));
        await replaceImageList(trx, "project_images", id, gallery);
        return toProject(row, gallery);
      }),
    );
    changed("projects");
    return project;
  }

  async function update(id: string, input: ProjectUpdateInput, images: ProjectImages): Promise<Project> {
    requireId(id, NOT_FOUND);
    const uploads = [...(images.cover ? [images.cover] : []), ...images.gallery];
    const { project, released } = await media.place(uploads, () =>
      db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
        if (!row) throw new NotFound(NOT_FOUND);
        await media.record(trx, uploads);
        const current = (await loadImageLists(trx, "project_images", [id])).get(id) ?? [];
        const gallery = withNewImages(keptImages(current, input.keepGalleryImages), namesOf(images.gallery));
        const cover = images.cover ? images.cover.name : input.removeCoverImage ? null : row.cover_image;
        const next: ProjectRow = {
          ...row,
          title: input.title,
          description: input.description,
          category: input.category,
          location: input.location,
          cover_image: cover,
          updated_at: new Date().toISOString(),
        };
        await trx.updateTable("projects").set(next).where("id", "=", id).execute();
        await replaceImageList(trx, "project_images", id, gallery);
        return { project: toProject(next, gallery), released: [row.cover_image, ...current] };
      }),
    );
    await media.release(released);
    changed("projects");
    return project;
  }

  async function remove(id: string): Promise<void> {
    requireId(id, NOT_FOUND);
    const released = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw new NotFound(NOT_FOUND);
      const current = (await loadImageLists(trx, "project_images", [id])).get(id) ?? [];
      await trx.deleteFrom("projects").where("id", "=", id).execute();
      return [row.cover_image, ...current];
    });
    await media.release(released);
    changed("projects");
  }

  async function count(): Promise<number> {
    const row = await db
      .selectFrom("projects")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return { list, get, create, update, remove, count };
}

export type ProjectService = ReturnType<typeof createProjectService>;
