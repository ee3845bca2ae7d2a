/**
 * Bringing images stored by older releases up to date: their average colour (fillColors, at
 * start, before the first request) and the variant widths added since (backfillVariants, in the
 * background after start). One-off upkeep, kept apart from the store that content writes use.
 */
import type { DB } from "../db/database";
import { MADE_WIDTHS, variantName } from "../../domain/images";
import { formatWidths, makeVariants, parseWidths, placeholderColor } from "./process";
import { readStored } from "./storage";
import type { MediaStore } from "./store";

/**
 * Works out the average colour of the images stored before the column existed, from their
 * placeholders (a few hundred bytes each, about a millisecond an image). Runs at start, before
 * the first request; an image whose placeholder holds no image keeps none, and its pages show
 * its placeholder as before.
 */
export async function fillColors(db: DB): Promise<number> {
  const rows = await db.selectFrom("media").select(["name", "placeholder"]).where("color", "is", null).execute();
  const colors: Array<{ name: string; color: string }> = [];
  for (const row of rows) {
    const color = await placeholderColor(row.placeholder);
    if (color) colors.push({ name: row.name, color });
  }
  // One transaction: one sync to disk for all of them.
  if (colors.length > 0) {
    await db.transaction().execute(async (trx) => {
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
export async function backfillVariants(
  db: DB,
  media: MediaStore,
): Promise<{ images: number; failed: Array<{ name: string; reason: string }> }> {
  const rows = await db.selectFrom("media").select("name").where("widths", "!=", formatWidths(MADE_WIDTHS)).orderBy("name").execute();
  let images = 0;
  const failed: Array<{ name: string; reason: string }> = [];
  for (const { name } of rows) {
    try {
      if (await backfillOne(db, media, name)) images++;
    } catch (error) {
      if (!(error instanceof UnreadableOriginal)) throw error;
      failed.push({ name, reason: error.message });
    }
  }
  return { images, failed };
}

/** True when it wrote variants; false when the image is gone or already has them all. */
async function backfillOne(db: DB, media: MediaStore, name: string): Promise<boolean> {
  const widthsNow = async () => {
    const row = await db.selectFrom("media").select("widths").where("name", "=", name).executeTakeFirst();
    if (!row) return null;
    const have = parseWidths(row.widths);
    return { have, lacking: MADE_WIDTHS.filter((w) => !have.includes(w)) };
  };
  const before = await widthsNow();
  if (!before || before.lacking.length === 0) return false;
  const original = await readStored(media.storage, name);
  if (!original) throw new UnreadableOriginal("the original file is missing");
  const made = await makeVariants(name, original, before.lacking).catch((error: unknown) => {
    throw new UnreadableOriginal(`the original could not be decoded: ${error instanceof Error ? error.message : String(error)}`);
  });
  const variants = new Map(made.map((file) => [file.name, file.data]));
  // Under the lock, so that no collection removes the image between this check and the writes.
  return media.exclusive(async () => {
    const now = await widthsNow();
    if (!now) return false;
    const adding = now.lacking.filter((w) => variants.has(variantName(name, w)));
    if (adding.length === 0) return false;
    for (const w of adding) await media.storage.write(variantName(name, w), variants.get(variantName(name, w))!);
    await media.storage.flush();
    await db
      .updateTable("media")
      .set({ widths: formatWidths([...now.have, ...adding]) })
      .where("name", "=", name)
      .execute();
    return true;
  });
}

/** An image whose stored original cannot be read: the backfill skips it and goes on. */
class UnreadableOriginal extends Error {}
