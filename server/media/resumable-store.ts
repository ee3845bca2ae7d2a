/**
 * Where the bytes of a photo sent resumably wait (resumable.ts, docs/architecture.md §5): the
 * database keeps each upload and how much of it has arrived; each PATCH's bytes are a part, a file
 * of their own in the parts' storage (the data folder's `resumable/`, or the bucket's). So a phone
 * whose connection dropped may go on through any process behind the load balancer, and a deploy
 * that replaces every machine loses nothing that was acknowledged.
 *
 * A part's row is made before its file is written and counted only after. An uncounted row is its
 * PATCH's to remove (when another part won its offset, or its upload went meanwhile), else, if
 * that PATCH's process died, the day-old sweep's: a file is only ever written under a row, and
 * nothing in the bucket is found by listing it. The count is a compare-and-set on the offset, under
 * the upload's lock: of two PATCHes at the same offset (a phone that gave up on one process and
 * tried another), the first to finish is counted and the other is told 409, as tus says.
 *
 * What a request got before its connection dropped is counted, as tus expects: the phone asks how
 * much arrived (HEAD) and sends the rest.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DataStore, ERRORS, Upload } from "@tus/server";
import type { DB } from "../db/database";
import { HttpError } from "../errors";
import { lockKey } from "../db/dialect";
import type { FileKind, FileStorage } from "./storage";

/** A part's file: its upload's id, where it starts, and a random tail (two PATCHes at one offset make two files). */
export const RESUMABLE_PARTS: FileKind = { area: "resumable", names: /^[0-9a-f]{32}-\d{1,10}-[0-9a-f]{16}\.part$/ };

/** The lock an upload's count is changed under, in every process. */
const uploadLock = (id: string) => `resumable:${id}`;

/** Pieces one upload may come in: a phone that loses its signal 1,000 times is not a phone. */
export const MAX_PARTS = 1000;
/** Photos one administrator may be sending at once (a form sends each photo as it is chosen). */
export const MAX_OPEN_UPLOADS = 100;

/** A refusal of ours as @tus/server answers it: its status, and our `{ message, errors? }` body. */
export function tusRefusal(error: HttpError): { status_code: number; body: string } {
  return {
    status_code: error.status,
    body: JSON.stringify(error.errors ? { message: error.message, errors: error.errors } : { message: error.message }),
  };
}

export interface ResumableStoreOptions {
  db: DB;
  parts: FileStorage;
  /** The data folder's `tmp/`: a PATCH's bytes are gathered there before they become a part. */
  tmpDir: string;
  expiresMs: number;
  clock: () => Date;
  /** Told of a removal that failed during the sweep (it goes on with the rest). */
  onError?: (error: unknown) => void;
}

export class ResumableStore extends DataStore {
  constructor(private readonly options: ResumableStoreOptions) {
    super();
    // Not "creation-with-upload": the bytes come by PATCH, after the upload is made (api/uploads.ts).
    this.extensions = ["creation", "creation-defer-length", "termination", "expiration"];
  }

  override getExpiration(): number {
    return this.options.expiresMs;
  }

  /** Makes an upload for its owner (`metadata.owner`, set by resumable.ts), within their number. */
  override async create(upload: Upload): Promise<Upload> {
    const owner = upload.metadata?.owner ?? "";
    // The site's clock, not tus's: the day an upload is kept is counted by the one clock.
    upload.creation_date = this.options.clock().toISOString();
    await this.options.db.transaction().execute(async (trx) => {
      await lockKey(trx, `resumable-owner:${owner}`);
      const open = await trx
        .selectFrom("resumable_uploads")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("owner", "=", owner)
        .executeTakeFirstOrThrow();
      if (Number(open.n) >= MAX_OPEN_UPLOADS)
        throw tusRefusal(new HttpError(429, "Too many photos are on their way at once. Wait for some to finish, then add the rest."));
      await trx
        .insertInto("resumable_uploads")
        .values({
          id: upload.id,
          owner,
          size: upload.size ?? null,
          received: 0,
          metadata: JSON.stringify(upload.metadata ?? {}),
          created_at: upload.creation_date!,
        })
        .execute();
    });
    return upload;
  }

  /** Who made the upload `id`; null when there is none. */
  async ownerOf(id: string): Promise<string | null> {
    const row = await this.options.db.selectFrom("resumable_uploads").select("owner").where("id", "=", id).executeTakeFirst();
    return row?.owner ?? null;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await this.options.db.selectFrom("resumable_uploads").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: row.size ?? undefined,
      offset: row.received,
      metadata: JSON.parse(row.metadata) as Record<string, string>,
      creation_date: row.created_at,
    });
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    const done = await this.options.db
      .updateTable("resumable_uploads")
      .set({ size: length })
      .where("id", "=", id)
      .where("size", "is", null)
      .where("received", "<=", length)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw ERRORS.INVALID_LENGTH;
  }

  /** Takes one PATCH's bytes at `offset`; answers the upload's new offset. */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const { db, parts, tmpDir } = this.options;
    const name = `${id}-${offset}-${randomBytes(8).toString("hex")}.part`;
    await db.transaction().execute(async (trx) => {
      await lockKey(trx, uploadLock(id));
      const upload = await trx.selectFrom("resumable_uploads").select("received").where("id", "=", id).executeTakeFirst();
      if (!upload) throw ERRORS.FILE_NOT_FOUND;
      if (upload.received !== offset) throw ERRORS.INVALID_OFFSET;
      const parts = await trx
        .selectFrom("resumable_parts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("upload_id", "=", id)
        .executeTakeFirstOrThrow();
      if (Number(parts.n) >= MAX_PARTS) throw tusRefusal(new HttpError(413, "This photo came in too many pieces. Choose it again."));
      await trx
        .insertInto("resumable_parts")
        .values({ name, upload_id: id, start: offset, bytes: null, created_at: this.options.clock().toISOString() })
        .execute();
    });

    // The bytes as they come, on this machine's disk: what arrived before a drop is kept too.
    const gathered = path.join(tmpDir, `resumable-${randomBytes(8).toString("hex")}`);
    let bytes = 0;
    let dropped: unknown = null;
    try {
      const file = createWriteStream(gathered, { flags: "wx" });
      await pipeline(readable, file).catch((error: unknown) => {
        dropped = error;
      });
      if (!file.closed) await once(file, "close");
      bytes = file.bytesWritten;
      if (bytes > 0) {
        await parts.writeFrom(name, gathered);
        // Durable before it is counted: a count never names a file a power cut took back.
        await parts.flush();
      }
    } catch (error) {
      await this.forget(name);
      throw error;
    } finally {
      await rm(gathered, { force: true });
    }

    const counted = await db.transaction().execute(async (trx) => {
      await lockKey(trx, uploadLock(id));
      const upload = await trx.selectFrom("resumable_uploads").select(["received", "size"]).where("id", "=", id).executeTakeFirst();
      if (!upload) return ERRORS.FILE_NOT_FOUND;
      if (upload.received !== offset) return ERRORS.INVALID_OFFSET;
      // A length declared through another process while these bytes came: never more than it.
      if (upload.size !== null && offset + bytes > upload.size) return ERRORS.ERR_SIZE_EXCEEDED;
      if (bytes === 0) {
        await trx.deleteFrom("resumable_parts").where("name", "=", name).execute();
      } else {
        const part = await trx.updateTable("resumable_parts").set({ bytes }).where("name", "=", name).executeTakeFirst();
        // Its row went with its upload's removal meanwhile (that transaction held the same lock).
        if (Number(part.numUpdatedRows) === 0) return ERRORS.FILE_NOT_FOUND;
        await trx
          .updateTable("resumable_uploads")
          .set({ received: offset + bytes })
          .where("id", "=", id)
          .execute();
      }
      return null;
    });
    if (counted) {
      await this.forget(name);
      throw counted;
    }
    if (dropped) throw dropped;
    return offset + bytes;
  }

  /**
   * Gathers a finished upload's parts, in order, into the file `target` of this machine; throws
   * when a byte is missing (a part whose file is gone).
   */
  async assemble(id: string, target: string): Promise<void> {
    const { db, parts } = this.options;
    const upload = await db.selectFrom("resumable_uploads").select(["size", "received"]).where("id", "=", id).executeTakeFirst();
    if (!upload || upload.size === null || upload.received !== upload.size) throw ERRORS.FILE_NOT_FOUND;
    const counted = await db
      .selectFrom("resumable_parts")
      .select(["name", "start", "bytes"])
      .where("upload_id", "=", id)
      .where("bytes", "is not", null)
      .orderBy("start")
      .execute();
    const out = createWriteStream(target, { flags: "wx" });
    try {
      let at = 0;
      for (const part of counted) {
        // Each part streamed through, never held whole.
        const file = part.start === at ? await parts.open(part.name) : null;
        if (!file || file.size !== part.bytes) {
          file?.stream.destroy();
          throw new Error(`A part of the resumable upload ${id} is missing: ${part.name}`);
        }
        await pipeline(file.stream, out, { end: false });
        at += file.size;
      }
      if (at !== upload.size) throw new Error(`The resumable upload ${id} has ${at} of its ${upload.size} bytes`);
    } finally {
      await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    }
  }

  /** Removes an upload and its parts' files (a finished one, or one given up). */
  override async remove(id: string): Promise<void> {
    const { db } = this.options;
    // The upload's row first, under its lock: a PATCH then counts nothing more, and removes its own file.
    const removed = await db.transaction().execute(async (trx) => {
      await lockKey(trx, uploadLock(id));
      return trx.deleteFrom("resumable_uploads").where("id", "=", id).executeTakeFirst();
    });
    if (Number(removed.numDeletedRows) === 0) throw ERRORS.FILE_NOT_FOUND;
    await this.removeParts(id, this.staleBefore());
  }

  /**
   * Removes the uploads older than their day, then the parts no upload has any more (those a
   * removal that failed half-way left); answers how many uploads. One file that cannot be removed
   * is told and stops nothing.
   */
  override async deleteExpired(): Promise<number> {
    const { db, parts } = this.options;
    const before = this.staleBefore();
    const expired = await db.selectFrom("resumable_uploads").select("id").where("created_at", "<", before).execute();
    let removed = 0;
    for (const { id } of expired) {
      removed += await this.remove(id).then(
        () => 1,
        (error: unknown) => (this.options.onError?.(error), 0),
      );
    }
    const orphans = await db
      .selectFrom("resumable_parts")
      .select("upload_id")
      .distinct()
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("resumable_uploads").select("id").whereRef("resumable_uploads.id", "=", "resumable_parts.upload_id"))),
      )
      .execute();
    for (const { upload_id } of orphans) await this.removeParts(upload_id, before).catch((error: unknown) => this.options.onError?.(error));
    // A folder is listed (a bucket never is): a file no row names is a leftover of the store
    // uploads waited in before this one. (Files are listed before rows are read, and a file is
    // only written under a row: a PATCH's file in progress is never taken for one.)
    if (parts.list) {
      const files = await parts.list();
      const named = new Set((await db.selectFrom("resumable_parts").select("name").execute()).map((row) => row.name));
      for (const file of files) {
        if (file.startsWith(".tmp-") || named.has(file)) continue;
        await parts.remove(file).catch((error: unknown) => this.options.onError?.(error));
      }
    }
    return removed;
  }

  /** Times before this are a day old (or whatever the expiry is). */
  private staleBefore(): string {
    return new Date(this.options.clock().getTime() - this.options.expiresMs).toISOString();
  }

  /**
   * Removes the upload `id`'s counted parts, files then rows. An uncounted part is its PATCH's to
   * remove, unless it was made before `staleBefore` (its process died).
   */
  private async removeParts(id: string, staleBefore: string): Promise<void> {
    const { db, parts } = this.options;
    const gone = await db
      .selectFrom("resumable_parts")
      .select("name")
      .where("upload_id", "=", id)
      .where((eb) => eb.or([eb("bytes", "is not", null), eb("created_at", "<", staleBefore)]))
      .execute();
    for (const { name } of gone) await parts.remove(name);
    if (gone.length > 0)
      await db
        .deleteFrom("resumable_parts")
        .where(
          "name",
          "in",
          gone.map((part) => part.name),
        )
        .execute();
  }

  /** A part that will not be counted: its file, then its row. */
  private async forget(name: string): Promise<void> {
    await this.options.parts.remove(name).catch(() => undefined);
    await this.options.db.deleteFrom("resumable_parts").where("name", "=", name).execute();
  }
}
