/**
 * The one place that adds and removes stored images, keeping files and database consistent
 * (docs/architecture.md §5). A content write is a unit of work the service spells out:
 *   media.place(images, () => db.transaction().execute(async (trx) => { media.record(trx, images); …rows… }))
 *   then media.release(names the write stopped using)
 * Files are written before the transaction commits and removed if it fails; files a record
 * stops using are removed after the commit, once no record references them. Stored names come
 * from the content's hash, so two records may share a file.
 *
 * Several server processes may share the database and the uploads. Each marks the images it is
 * placing (`placing_files`) before it looks at or writes their files, and unmarks them once its
 * write has committed or failed; no process's collection or sweep removes an image another living
 * process has marked. A mark left by a process that died counts for nothing: on PostgreSQL, one
 * whose process has no connection named after it (`pg_stat_activity`); on SQLite, one of this
 * machine whose process is gone, or another machine's older than `graceMs`, the longest a request
 * may take.
 */
import type { Transaction } from "kysely";
import type { TempUpload } from "./upload";
import type { DB } from "../db/database";
import type { Database } from "../db/schema";
import { filesOf, formatWidths, processUpload, type ProcessedImage } from "./process";
import { Mutex } from "./semaphore";
import { STORED_NAME } from "../../domain/images";
import type { FileStorage } from "./storage";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { sql } from "kysely";
import { lockKey } from "../db/dialect";
import { unreferenced } from "../db/photo-references";
import { ITEM_KINDS, type ItemKind } from "../../domain/kinds";

export interface MarkOptions {
  /** This process's name among those that share the database: its connections' on PostgreSQL. */
  holder?: string;
  /** The names of the processes connected to the database now (PostgreSQL); unknown on SQLite. */
  living?: () => Promise<Set<string>>;
  /** How long another machine's mark on an image is believed when `living` cannot say: longer than any request. */
  graceMs?: number;
}

/** A mark younger than this is believed whoever made it: a process between two connections. */
const NEW_MARK_MS = 60_000;

export class MediaStore {
  /** Serialises placing files, committing and collecting, so a collection never races a new reference. */
  private readonly lock = new Mutex();
  /** This store's own marks: its process's name, this machine, this process. */
  private readonly holder: { holder: string; host: string; pid: number };
  private readonly graceMs: number;

  constructor(
    private readonly db: DB,
    readonly storage: FileStorage,
    /** The kinds of item whose rows reference photos (domain/kinds). */
    private readonly kinds: readonly ItemKind[] = ITEM_KINDS,
    private readonly marks: MarkOptions = {},
  ) {
    this.holder = { holder: marks.holder ?? randomBytes(8).toString("hex"), host: hostname(), pid: process.pid };
    this.graceMs = marks.graceMs ?? 15 * 60_000;
  }

  /**
   * Marks the images as being placed by this process, committed at once; under each image's lock,
   * so that a sweep deciding whether a dead process's files of the image may go has decided, and
   * removed them, before this mark is made (and this process then writes them again).
   */
  private async mark(names: string[]): Promise<void> {
    if (names.length === 0) return;
    const at = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const image of [...names].sort()) await lockKey(trx, imageKey(image));
      await trx
        .insertInto("placing_files")
        .values(names.map((image) => ({ image, ...this.holder, at })))
        .onConflict((oc) => oc.columns(["image", "holder"]).doUpdateSet({ at }))
        .execute();
    });
  }

  private async unmark(names: string[]): Promise<void> {
    if (names.length === 0) return;
    await this.db.deleteFrom("placing_files").where("holder", "=", this.holder.holder).where("image", "in", names).execute();
  }

  /** The marks of other processes, living and dead. */
  private async othersMarks(): Promise<{ living: Set<string>; dead: Array<{ image: string; holder: string }> }> {
    const rows = await this.db.selectFrom("placing_files").selectAll().where("holder", "<>", this.holder.holder).execute();
    const connected = rows.length > 0 && this.marks.living ? await this.marks.living() : null;
    const now = Date.now();
    const lives = (row: (typeof rows)[number]) =>
      connected
        ? connected.has(row.holder) || now - Date.parse(row.at) < NEW_MARK_MS
        : row.host === this.holder.host
          ? processLives(row.pid)
          : now - Date.parse(row.at) < this.graceMs;
    return {
      living: new Set(rows.filter(lives).map((row) => row.image)),
      dead: rows.filter((row) => !lives(row)).map(({ image, holder }) => ({ image, holder })),
    };
  }

  private async forget(marks: Array<{ image: string; holder: string }>): Promise<void> {
    for (const mark of marks) {
      await this.db.deleteFrom("placing_files").where("image", "=", mark.image).where("holder", "=", mark.holder).execute();
    }
  }

  /** The images other living processes are placing now; the marks of dead ones are removed. */
  private async markedByOthers(): Promise<Set<string>> {
    const { living, dead } = await this.othersMarks();
    // In a folder the sweep finds a dead process's files by listing; a bucket's sweep finds them
    // by these marks alone, so there they stay until the sweep has removed the files.
    if (this.storage.list) await this.forget(dead);
    return living;
  }

  /** Decodes and re-encodes every upload; the first refused file refuses all. */
  async prepare(uploads: TempUpload[]): Promise<ProcessedImage[]> {
    const results = await Promise.allSettled(uploads.map((upload) => processUpload(upload)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
    return results.map((r) => (r as PromiseFulfilledResult<ProcessedImage>).value);
  }

  /**
   * Writes the files of the images not stored yet, then runs `commit`: the caller's transaction,
   * which writes their rows (`record`) with the rows that use them. If `commit` fails, the files
   * written here are removed, so nothing of a failed write stays. No collection (`release`) runs
   * between the files and the commit.
   */
  async place<T>(images: ProcessedImage[], commit: () => Promise<T>): Promise<T> {
    return this.lock.run(async () => {
      const unique = [...new Map(images.map((image) => [image.name, image])).values()];
      const names = unique.map((image) => image.name);
      // Marked before their files are looked at: no other process collects them from now on.
      await this.mark(names);
      try {
        return await this.placeMarked(unique, commit);
      } finally {
        await this.unmark(names);
      }
    });
  }

  private async placeMarked<T>(unique: ProcessedImage[], commit: () => Promise<T>): Promise<T> {
    const known = new Set(await this.storedOf(unique));
    const placed: string[] = [];
    try {
      for (const image of unique.filter((image) => !known.has(image.name))) {
        for (const file of image.files) {
          placed.push(file.name);
          await this.storage.write(file.name, file.data);
        }
      }
      if (placed.length > 0) await this.storage.flush();
      return await commit();
    } catch (error) {
      // Another process may have stored the same image meanwhile (the same photo, the same name);
      // when that cannot be read, this write's files go all the same.
      const kept = await Promise.all([this.markedByOthers(), this.storedOf(unique)]).then(
        ([others, stored]) => new Set([...others, ...stored].map(hashOf)),
        () => new Set<string>(),
      );
      await Promise.all(placed.filter((file) => !kept.has(hashOf(file))).map((name) => this.storage.remove(name)));
      throw error;
    }
  }

  /** The images of `unique` with a committed media row. */
  private async storedOf(unique: ProcessedImage[]): Promise<string[]> {
    if (unique.length === 0) return [];
    const names = unique.map((image) => image.name);
    return (await this.db.selectFrom("media").select("name").where("name", "in", names).execute()).map((r) => r.name);
  }

  /** Writes the rows of placed images, in the transaction that starts using them. */
  async record(trx: Transaction<Database>, images: ProcessedImage[]): Promise<void> {
    const now = new Date().toISOString();
    for (const image of images) {
      await trx
        .insertInto("media")
        .values({
          name: image.name,
          sha256: image.sha256,
          format: image.format,
          width: image.width,
          height: image.height,
          bytes: image.files[0]?.data.length ?? 0,
          placeholder: image.placeholder,
          color: image.color,
          created_at: now,
          widths: formatWidths(image.widths),
        })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
    }
  }

  /**
   * After a commit that stopped using some images: removes the rows and files of those that no
   * record references any more, so a removed photo stops being served.
   */
  async release(names: Iterable<string | null | undefined>): Promise<void> {
    const released = [...new Set([...names].filter((n): n is string => typeof n === "string" && n.length > 0))];
    if (released.length > 0) await this.lock.run(() => this.collect(released));
  }

  /** Runs `work` while no write places or collects files (the variant backfill). */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.lock.run(work);
  }

  /** Removes the media rows and files of the named images that no record references. */
  private async collect(names: string[] | null): Promise<string[]> {
    // An image is collected when no reference of db/photo-references.ts names it.
    let query = this.db.deleteFrom("media");
    for (const condition of unreferenced(this.kinds)) query = query.where(condition);
    // An image another process is placing is about to be referenced.
    const others = await this.markedByOthers();
    if (others.size > 0) query = query.where(sql<boolean>`name not in (${sql.join([...others])})`);
    if (names) query = query.where("name", "in", names);
    const removed = (await query.returning("name").execute()).map((r) => r.name);
    await Promise.all(removed.flatMap(filesOf).map((file) => this.storage.remove(file)));
    return removed;
  }

  /**
   * At start: forget images no record references, and remove the files a crash left between a
   * write and its commit. In a folder, every file that is not the original or a variant of a
   * known image goes (and a known image without its file is reported). A bucket is not listed:
   * the marks of a process that died say which images it was writing, and their files go unless
   * a row now names the image.
   */
  async sweep(): Promise<{ images: number; files: number; missing: string[] }> {
    return this.lock.run(async () => {
      // Read before `collect` forgets them.
      const { living, dead } = await this.othersMarks();
      const images = (await this.collect(null)).length;
      const list = this.storage.list?.bind(this.storage);
      if (!list) {
        const deadHolders = new Set(dead.map((mark) => mark.holder));
        let files = 0;
        for (const image of new Set(dead.map((mark) => mark.image))) {
          // Decided and done under the image's lock, which a new mark waits for: a process that
          // starts placing the image now writes its files after these are gone.
          await this.db.transaction().execute(async (trx) => {
            await lockKey(trx, imageKey(image));
            const marks = await trx.selectFrom("placing_files").select("holder").where("image", "=", image).execute();
            const row = await trx.selectFrom("media").select("name").where("name", "=", image).executeTakeFirst();
            if (!row && marks.every((mark) => deadHolders.has(mark.holder))) {
              const left = filesOf(image);
              for (const file of left) await this.storage.remove(file);
              files += left.length;
            }
            await trx
              .deleteFrom("placing_files")
              .where("image", "=", image)
              .where("holder", "in", [...deadHolders])
              .execute();
          });
        }
        return { images, files, missing: [] };
      }
      const rows = await this.db.selectFrom("media").select("name").execute();
      const wanted = new Set(rows.flatMap((r) => filesOf(r.name)));
      const placing = new Set([...living].map(hashOf));
      let files = 0;
      const present = new Set<string>();
      for (const file of await list()) {
        if (wanted.has(file) && STORED_NAME.test(file)) {
          present.add(file);
          continue;
        }
        // Written by another living process for a write it has not committed yet.
        if (placing.has(hashOf(file))) continue;
        await this.storage.remove(file);
        files++;
      }
      const missing = rows.map((r) => r.name).filter((name) => !present.has(name));
      return { images, files, missing };
    });
  }
}

/** The lock an image's files are written and swept under (lockKey). */
const imageKey = (name: string) => `image:${name}`;

/** The content hash a stored file's name starts with: the same for an image's original and every variant. */
function hashOf(file: string): string {
  return file.slice(0, 32);
}

/** Whether a process of this machine is running (a signal 0 tests it without touching it). */
function processLives(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
