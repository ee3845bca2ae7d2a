/**
 * Photos uploaded ahead of the save that uses them (docs/architecture.md §10). A photo is checked,
 * re-encoded and stored the moment it arrives, and held by a row of its own; a write then names it
 * `upload:{id}` wherever it may name a photo (the order of a photo list, a chosen cover, a photo's
 * description, a photo field of its own), and the save only moves the photo into the item: quick,
 * whatever the network did while the photos went up. The row goes with the save that uses it; one
 * no save uses expires after STAGED_UPLOAD_HOURS, and its photo goes with it unless a record
 * shows it. Only the administrator who uploaded a photo may name it.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../db/database";
import type { Database } from "../db/schema";
import { Invalid } from "../errors";
import type { ProcessedImage } from "../media/process";
import type { MediaStore } from "../media/store";
import type { OperationContext } from "./context";

/** How long an upload waits for the save that uses it. */
export const STAGED_UPLOAD_HOURS = 24;

/** How a write names an upload: `upload:` and its id. */
export const UPLOAD_REFERENCE = /^upload:([A-Za-z0-9_-]{22})$/;

/** What the uploader is told: the reference to put in the save, and the photo it stands for. */
export interface StagedUpload {
  id: string;
  reference: string;
  name: string;
  width: number;
  height: number;
  expiresAt: string;
}

export const UPLOAD_GONE = "This photo's upload has expired or is not yours. Choose the photo again.";

export function createStagedUploads(db: DB, media: MediaStore, clock: () => Date) {
  /** Stores a checked photo and holds it for a save to come. */
  async function stage(ctx: OperationContext, image: ProcessedImage): Promise<StagedUpload> {
    const id = randomBytes(16).toString("base64url");
    const expiresAt = new Date(ctx.now.getTime() + STAGED_UPLOAD_HOURS * 3_600_000).toISOString();
    await media.place([image], () =>
      db.transaction().execute(async (trx) => {
        await media.record(trx, [image]);
        await trx
          .insertInto("staged_uploads")
          .values({ id, image: image.name, actor_id: ctx.actor.id, created_at: ctx.now.toISOString(), expires_at: expiresAt })
          .execute();
      }),
    );
    return { id, reference: `upload:${id}`, name: image.name, width: image.width, height: image.height, expiresAt };
  }

  /**
   * The stored names of the uploads a write names, by reference, in the write's transaction: each
   * must be the writer's own and not expired, else the write is refused (`field` says where).
   */
  async function resolve(
    trx: Kysely<Database>,
    ctx: OperationContext,
    references: ReadonlyMap<string, string>,
  ): Promise<Map<string, string>> {
    const ids = [...references.keys()].map((reference) => UPLOAD_REFERENCE.exec(reference)?.[1] ?? "");
    if (ids.length === 0) return new Map();
    const rows = await trx
      .selectFrom("staged_uploads")
      .select(["id", "image", "actor_id"])
      .where("id", "in", ids)
      .where("expires_at", ">", ctx.now.toISOString())
      .execute();
    const found = new Map(rows.filter((row) => row.actor_id === ctx.actor.id).map((row) => [`upload:${row.id}`, row.image]));
    for (const [reference, field] of references) if (!found.has(reference)) throw new Invalid({ [field]: UPLOAD_GONE });
    return found;
  }

  /** Lets go of the uploads a write has used: their photos are the item's now. */
  async function used(trx: Kysely<Database>, references: Iterable<string>): Promise<void> {
    const ids = [...references].map((reference) => UPLOAD_REFERENCE.exec(reference)?.[1] ?? "");
    if (ids.length > 0) await trx.deleteFrom("staged_uploads").where("id", "in", ids).execute();
  }

  /** Removes the uploads no save used in time, and their photos unless a record shows them. */
  async function expire(now = clock()): Promise<number> {
    const gone = await db.deleteFrom("staged_uploads").where("expires_at", "<=", now.toISOString()).returning("image").execute();
    await media.release(gone.map((row) => row.image));
    return gone.length;
  }

  return { stage, resolve, used, expire };
}

export type StagedUploads = ReturnType<typeof createStagedUploads>;
