/**
 * The one place that adds and removes stored images, keeping files and database consistent
 * (DESIGN §5): files are written before the transaction commits and removed if it fails; files
 * a record stops using are removed after the commit, once no record references them.
 * Stored names come from the content's hash, so two records may share a file.
 */
import { sql, type Transaction } from "kysely";
import type { ImageInfo } from "../../domain/entities";
import type { TempUpload } from "../api/multipart";
import type { DB } from "../db/database";
import type { Database } from "../db/schema";
import {
  filesOf,
  formatWidths,
  MADE_WIDTHS,
  makeVariants,
  parseWidths,
  placeholderColor,
  processUpload,
  variantName,
  type ProcessedImage,
} from "./process";
import { Mutex } from "./semaphore";
import { STORED_NAME, type FileStorage } from "./storage";

export interface WriteOutcome<T> {
  value: T;
  /** Names the write stopped referencing; removed if nothing references them any more. */
  released?: Iterable<string | null | undefined>;
}

export class MediaStore {
  /** Serialises placing files, committing and collecting, so a collection never races a new reference. */
  private readonly lock = new Mutex();

  constructor(
    private readonly db: DB,
    readonly storage: FileStorage,
  ) {}

  /** Decodes and re-encodes every upload; the first refused file refuses all. */
  async prepare(uploads: TempUpload[]): Promise<ProcessedImage[]> {
    const results = await Promise.allSettled(uploads.map((upload) => processUpload(upload)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
    return results.map((r) => (r as PromiseFulfilledResult<ProcessedImage>).value);
  }

  /**
   * Stores the images, runs `work` in one transaction, then collects what it released.
   * Nothing of a failed write stays: new files are removed, the transaction rolled back.
   */
  async write<T>(images: ProcessedImage[], work: (trx: Transaction<Database>) => Promise<WriteOutcome<T>>): Promise<T> {
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
      const fresh = unique.filter((image) => !known.has(image.name));
      const placed: string[] = [];
      let outcome: WriteOutcome<T>;
      try {
        for (const image of fresh) {
          for (const file of image.files) {
            placed.push(file.name);
            await this.storage.write(file.name, file.data);
          }
        }
        if (placed.length > 0) await this.storage.flush();
        outcome = await this.db.transaction().execute(async (trx) => {
          const now = new Date().toISOString();
          for (const image of fresh) {
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
          return work(trx);
        });
      } catch (error) {
        await Promise.all(placed.map((name) => this.storage.remove(name)));
        throw error;
      }
      const released = [...new Set([...(outcome.released ?? [])].filter((n): n is string => typeof n === "string" && n.length > 0))];
      if (released.length > 0) await this.collect(released);
      return outcome.value;
    });
  }

  /** Removes the media rows and files of the named images that no record references. */
  private async collect(names: string[] | null): Promise<string[]> {
    let query = this.db
      .deleteFrom("media")
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("project_images")
              .select(sql`1`.as("one"))
              .whereRef("project_images.image", "=", "media.name"),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("blog_images")
              .select(sql`1`.as("one"))
              .whereRef("blog_images.image", "=", "media.name"),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("gallery_images")
              .select(sql`1`.as("one"))
              .whereRef("gallery_images.image", "=", "media.name"),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("projects")
              .select(sql`1`.as("one"))
              .whereRef("projects.cover_image", "=", "media.name"),
          ),
        ),
      );
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

  /** What pages need to show the named images, with the widths of the variants each one has. */
  async info(names: Iterable<string | null | undefined>): Promise<Map<string, ImageInfo>> {
    const list = [...new Set([...names].filter((n): n is string => !!n))];
    const map = new Map<string, ImageInfo>();
    if (list.length === 0) return map;
    const rows = await this.db
      .selectFrom("media")
      .select(["name", "width", "height", "placeholder", "widths", "color"])
      .where("name", "in", list)
      .execute();
    // One shared array for the usual case: the page data sends a repeated value once.
    const current = formatWidths(MADE_WIDTHS);
    for (const { color, widths, ...row } of rows) {
      map.set(row.name, { ...row, widths: widths === current ? MADE_WIDTHS : parseWidths(widths), ...(color ? { color } : {}) });
    }
    return map;
  }

  /**
   * Works out the average colour of the images stored before the column existed, from their
   * placeholders (a few hundred bytes each, about a millisecond an image). Runs at start, before
   * the first request; an image whose placeholder holds no image keeps none, and its pages show
   * its placeholder as before.
   */
  async fillColors(): Promise<number> {
    const rows = await this.db.selectFrom("media").select(["name", "placeholder"]).where("color", "is", null).execute();
    const colors: Array<{ name: string; color: string }> = [];
    for (const row of rows) {
      const color = await placeholderColor(row.placeholder);
      if (color) colors.push({ name: row.name, color });
    }
    // One transaction: one sync to disk for all of them.
    if (colors.length > 0) {
      await this.db.transaction().execute(async (trx) => {
        for (const { name, color } of colors) await trx.updateTable("media").set({ color }).where("name", "=", name).execute();
      });
    }
    return colors.length;
  }

  /**
   * Makes the variants that images stored before a width was added lack (MADE_WIDTHS), one image
   * at a time, meant to run in the background after start. Each file is written whole (temporary
   * file, fsync, rename) before its row names it, so a crash leaves either the old row, which the
   * next run does again (the bytes are the same), or both; the start-up sweep removes a crash's
   * temporary files. An image whose original is missing or unreadable is skipped and reported;
   * any other failure (the disk, the database closing) ends the run, and the next start goes on.
   */
  async backfillVariants(): Promise<{ images: number; failed: Array<{ name: string; reason: string }> }> {
    const rows = await this.db
      .selectFrom("media")
      .select("name")
      .where("widths", "!=", formatWidths(MADE_WIDTHS))
      .orderBy("name")
      .execute();
    let images = 0;
    const failed: Array<{ name: string; reason: string }> = [];
    for (const { name } of rows) {
      try {
        if (await this.backfillOne(name)) images++;
      } catch (error) {
        if (!(error instanceof UnreadableOriginal)) throw error;
        failed.push({ name, reason: error.message });
      }
    }
    return { images, failed };
  }

  /** True when it wrote variants; false when the image is gone or already has them all. */
  private async backfillOne(name: string): Promise<boolean> {
    const widthsNow = async () => {
      const row = await this.db.selectFrom("media").select("widths").where("name", "=", name).executeTakeFirst();
      if (!row) return null;
      const have = parseWidths(row.widths);
      return { have, lacking: MADE_WIDTHS.filter((w) => !have.includes(w)) };
    };
    const before = await widthsNow();
    if (!before || before.lacking.length === 0) return false;
    const original = await this.readFile(name);
    if (!original) throw new UnreadableOriginal("the original file is missing");
    const made = await makeVariants(name, original, before.lacking).catch((error: unknown) => {
      throw new UnreadableOriginal(`the original could not be decoded: ${error instanceof Error ? error.message : String(error)}`);
    });
    const variants = new Map(made.map((file) => [file.name, file.data]));
    // Under the lock, so that no collection removes the image between this check and the writes.
    return this.lock.run(async () => {
      const now = await widthsNow();
      if (!now) return false;
      const adding = now.lacking.filter((w) => variants.has(variantName(name, w)));
      if (adding.length === 0) return false;
      for (const w of adding) await this.storage.write(variantName(name, w), variants.get(variantName(name, w))!);
      await this.storage.flush();
      await this.db
        .updateTable("media")
        .set({ widths: formatWidths([...now.have, ...adding]) })
        .where("name", "=", name)
        .execute();
      return true;
    });
  }

  private async readFile(name: string): Promise<Buffer | null> {
    const file = await this.storage.open(name);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}

/** An image whose stored original cannot be read: the backfill skips it and goes on. */
class UnreadableOriginal extends Error {}
