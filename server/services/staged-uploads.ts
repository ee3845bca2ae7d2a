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
  function newRow(ctx: OperationContext, image: string, from?: { uploadId: string; bytes: number }) {
    return {
      id: randomBytes(16).toString("base64url"),
      image,
      actor_id: ctx.actor.id,
      upload_id: from?.uploadId ?? null,
      bytes: from?.bytes ?? null,
      created_at: ctx.now.toISOString(),
      expires_at: new Date(ctx.now.getTime() + STAGED_UPLOAD_HOURS * 3_600_000).toISOString(),
    };
  }

  function answer(row: { id: string; image: string; expires_at: string }, size: { width: number; height: number }): StagedUpload {
    // The width and height alone: `size` may be the processed image, with its files' bytes.
    return {
      id: row.id,
      reference: `upload:${row.id}`,
      name: row.image,
      width: size.width,
      height: size.height,
      expiresAt: row.expires_at,
    };
  }

  /**
   * Stores a checked photo and holds it for a save to come. `from`: the resumable upload it came
   * in, once (a second call for the same upload answers the first one's).
   */
  async function stage(ctx: OperationContext, image: ProcessedImage, from?: { uploadId: string; bytes: number }): Promise<StagedUpload> {
    const row = newRow(ctx, image.name, from);
    const inserted = await media.place([image], () =>
      db.transaction().execute(async (trx) => {
        await media.record(trx, [image]);
        const done = await trx
          .insertInto("staged_uploads")
          .values(row)
          .onConflict((oc) => oc.column("upload_id").doNothing())
          .executeTakeFirst();
        return Number(done.numInsertedOrUpdatedRows ?? 0) > 0;
      }),
    );
    if (!inserted && from) return (await ofUpload(ctx, from.uploadId))!;
    return answer(row, image);
  }

  /**
   * Holds a photo the site already stores (the same content: its SHA-256) for a save to come, so
   * the phone need not send it; null when the site has no such photo.
   */
  async function stageStored(ctx: OperationContext, sha256: string): Promise<StagedUpload | null> {
    // Collection takes the same lock: the photo found stays until its row here holds it.
    return media.exclusive(async () => {
      const stored = await db.selectFrom("media").select(["name", "width", "height"]).where("sha256", "=", sha256).executeTakeFirst();
      if (!stored) return null;
      const row = newRow(ctx, stored.name);
      await db.insertInto("staged_uploads").values(row).execute();
      return answer(row, stored);
    });
  }

  /** The photo a finished resumable upload became, for its uploader; null if none (or expired). */
  async function ofUpload(ctx: OperationContext, uploadId: string): Promise<(StagedUpload & { bytes: number }) | null> {
    const row = await db
      .selectFrom("staged_uploads")
      .innerJoin("media", "media.name", "staged_uploads.image")
      .select([
        "staged_uploads.id",
        "staged_uploads.image",
        "staged_uploads.actor_id",
        "staged_uploads.expires_at",
        "staged_uploads.bytes",
        "media.width",
        "media.height",
      ])
      .where("upload_id", "=", uploadId)
      .where("expires_at", ">", ctx.now.toISOString())
      .executeTakeFirst();
    if (!row || row.actor_id !== ctx.actor.id) return null;
    return { ...answer(row, row), bytes: row.bytes ?? 0 };
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

  return { stage, stageStored, ofUpload, resolve, used, expire };
}

export type StagedUploads = ReturnType<typeof createStagedUploads>;
