/**
 * The one place that adds and removes stored images, keeping files and database consistent
 * (docs/architecture.md §5). A content write is a unit of work the service spells out:
 *   media.place(images, () => db.transaction().execute(async (trx) => { media.record(trx, images); …rows… }))
 *   then media.release(names the write stopped using)
 * Files are written before the transaction commits and removed if it fails; files a record
 * stops using are removed after the commit, once no record references them. Stored names come
 * from the content's hash, so two records may share a file.
 */
import type { Transaction } from "kysely";
import type { TempUpload } from "./upload";
import type { DB } from "../db/database";
import type { Database } from "../db/schema";
import { filesOf, formatWidths, processUpload, type ProcessedImage } from "./process";
import { Mutex } from "./semaphore";
import { STORED_NAME } from "../../domain/images";
import type { FileStorage } from "./storage";
import { unreferenced } from "../db/photo-references";
import { ITEM_KINDS, type ItemKind } from "../../domain/kinds";

export class MediaStore {
  /** Serialises placing files, committing and collecting, so a collection never races a new reference. */
  private readonly lock = new Mutex();

  constructor(
    private readonly db: DB,
    readonly storage: FileStorage,
    /** The kinds of item whose rows reference photos (domain/kinds). */
    private readonly kinds: readonly ItemKind[] = ITEM_KINDS,
  ) {}

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
      const known = new Set(
        unique.length === 0
          ? []
          : (
              await this.db
                .selectFrom("media")
                .select("name")
                .where(
                  "name",
                  "in",
                  unique.map((i) => i.name),
                )
                .execute()
            ).map((r) => r.name),
      );
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
        await Promise.all(placed.map((name) => this.storage.remove(name)));
        throw error;
      }
    });
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
    if (names) query = query.where("name", "in", names);
    const removed = (await query.returning("name").execute()).map((r) => r.name);
    await Promise.all(removed.flatMap(filesOf).map((file) => this.storage.remove(file)));
    return removed;
  }

  /**
   * At start: forget images no record references, and remove every file that is not the
   * original or a variant of a known image (left by a crash between a write and its commit).
   */
  async sweep(): Promise<{ images: number; files: number; missing: string[] }> {
    return this.lock.run(async () => {
      const images = (await this.collect(null)).length;
      const rows = await this.db.selectFrom("media").select("name").execute();
      const wanted = new Set(rows.flatMap((r) => filesOf(r.name)));
      let files = 0;
      const present = new Set<string>();
      for (const file of await this.storage.list()) {
        if (wanted.has(file) && STORED_NAME.test(file)) {
          present.add(file);
          continue;
        }
        await this.storage.remove(file);
        files++;
      }
      const missing = rows.map((r) => r.name).filter((name) => !present.has(name));
      return { images, files, missing };
    });
  }
}
