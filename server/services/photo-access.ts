/**
 * Who may see a stored photo. The public sees the photos a live, public record shows
 * (db/photo-references.ts); a photo only the trash, the history, a draft or a preview still holds is
 * shown to a signed-in administrator (Restore, Compare, previews in the admin) or through the
 * preview link of the item that holds it, and to no one else: a photo a client asked to take down
 * goes down with the save that removes it.
 *
 * The public names are read once and kept until a content change or the next scheduled item's
 * time, so a photo request costs a lookup, not a query.
 */
import { ITEM_KINDS, type ItemKind } from "../../domain/kinds";
import type { DB } from "../db/database";
import { nextScheduledAt, photosOfItem, publicPhotoNames, type ItemTable } from "../db/photo-references";

/** A stored file's image: its content hash, the same for the original and every variant. */
export function imageOf(file: string): string {
  return file.slice(0, 32);
}

export class PhotoAccess {
  private names: Promise<{ images: Set<string>; until: number }> | null = null;

  constructor(
    private readonly db: DB,
    private readonly clock: () => Date,
    private readonly kinds: readonly ItemKind[] = ITEM_KINDS,
  ) {}

  /** Whether a live, public record shows the image of `file` now. */
  async isPublic(file: string): Promise<boolean> {
    const now = this.clock().getTime();
    let current = this.names ? await this.names : null;
    if (!current || now >= current.until) {
      this.names = this.read();
      current = await this.names;
    }
    return current.images.has(imageOf(file));
  }

  /** Whether the item names the image of `file` in its current state: what its preview may show. */
  async isOfItem(file: string, table: ItemTable, id: string): Promise<boolean> {
    const photos = await photosOfItem(this.db, table, id, this.kinds);
    return [...photos].some((name) => imageOf(name) === imageOf(file));
  }

  /** A write changed what the public sees: read again at the next request. */
  invalidate(): void {
    this.names = null;
  }

  private async read(): Promise<{ images: Set<string>; until: number }> {
    const now = this.clock();
    const reading = (async () => {
      const [names, next] = await Promise.all([publicPhotoNames(this.db, now, this.kinds), nextScheduledAt(this.db, now, this.kinds)]);
      return { images: new Set([...names].map(imageOf)), until: next ?? Number.POSITIVE_INFINITY };
    })();
    // A failed read is not kept: the next request tries again.
    reading.catch(() => {
      if (this.names === reading) this.names = null;
    });
    return reading;
  }
}
