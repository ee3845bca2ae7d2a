/**
 * The company's order of a list and its pinned item (docs/product.md §2 "Arrange portfolio"), for
 * a kind that declares an `arrangement` (domain/kinds/types.ts; projects, migration 018). A save
 * names the items in their new order: they take the places 0…n−1, every other item goes back to
 * "never arranged", and at most the one named is pinned. It is checked whole before anything is
 * written, then written in one transaction with a change event for each item whose place or pin
 * moved (docs/architecture.md §10: the audit log, and what clears the kept public pages before
 * the save is answered).
 */
import { arrangementMessages, type ArrangementInput } from "../../domain/arrangement";
import { sql } from "kysely";
import type { Arrangement, ItemKind } from "../../domain/kinds";
import type { LooseDB } from "../db/database";
import { lockKey } from "../db/dialect";
import { arrangementKey, itemKey } from "./locks";
import { Invalid } from "../errors";
import { recordChange, type Committed } from "./changes";
import { authorize, type OperationContext } from "./context";

/** The fields an arrangement's change events name. */
export const ARRANGEMENT_FIELDS = { place: "place", pinned: "pinned" } as const;

interface Placed {
  id: string;
  place: number | null;
  pinned: string | null;
  trashed: boolean;
}

export function createArrangement(kind: ItemKind, columns: Arrangement, deps: { db: LooseDB; changed: Committed }) {
  const { db, changed } = deps;
  const table = kind.name;
  const messages = arrangementMessages(kind.one);

  /** Every item's place and pin, in the trash too (a save takes the trash's items out of the order). */
  async function placed(from: LooseDB): Promise<Placed[]> {
    const rows = (await from
      .selectFrom(table)
      .select(["id", `${columns.place} as place`, `${columns.pinned} as pinned`, sql<number>`deleted_at is not null`.as("trashed")])
      .execute()) as Array<Omit<Placed, "trashed"> & { trashed: unknown }>;
    return rows.map((row) => ({ ...row, trashed: Boolean(row.trashed) }));
  }

  /** The pinned item not in the trash, or null. */
  async function pinned(): Promise<string | null> {
    const row = (await db
      .selectFrom(table)
      .select("id")
      .where(columns.pinned, "is not", null)
      .where("deleted_at", "is", null)
      .orderBy(columns.pinned, "desc")
      .executeTakeFirst()) as { id: string } | undefined;
    return row?.id ?? null;
  }

  /**
   * Saves the order and the pin (`input` already checked in shape: domain/arrangement.ts). Each
   * item named must be one not in the trash, else nothing is written.
   */
  async function save(ctx: OperationContext, input: ArrangementInput): Promise<ArrangementInput> {
    authorize(ctx, kind.access.update);
    const at = ctx.now.toISOString();
    const moved = await db.transaction().execute(async (trx) => {
      // The kind's order is read and written under its lock, which a move into or out of the
      // trash takes too: two saves in two processes, or a save and a trashing, take turns.
      await lockKey(trx, arrangementKey(table));
      const rows = await placed(trx);
      const live = new Set(rows.filter((row) => !row.trashed).map((row) => row.id));
      const missing = input.order.find((id) => !live.has(id));
      if (missing) {
        throw new Invalid({ order: rows.some((row) => row.id === missing) ? messages.trashed(missing) : messages.unknown(missing) });
      }
      const places = new Map(input.order.map((id, place) => [id, place]));
      let count = 0;
      for (const row of rows) {
        const place = places.get(row.id) ?? null;
        const isPinned = row.id === input.pinned;
        // A pin kept keeps its time; a new one is pinned now.
        const pin = isPinned ? (row.pinned ?? at) : null;
        const fields = [
          ...(place !== row.place ? [ARRANGEMENT_FIELDS.place] : []),
          ...(pin !== row.pinned ? [ARRANGEMENT_FIELDS.pinned] : []),
        ];
        if (fields.length === 0) continue;
        // After any save of the item under way: its row is written whole.
        await lockKey(trx, itemKey(table, row.id));
        await trx
          .updateTable(table)
          .set({ [columns.place]: place, [columns.pinned]: pin })
          .where("id", "=", row.id)
          .execute();
        await recordChange(trx, ctx, { kind: table, id: row.id, action: "arranged", fields });
        count++;
      }
      return count;
    });
    // The kept pages that list the kind are cleared before the save is answered.
    if (moved > 0) await changed();
    return { order: input.order, pinned: input.pinned };
  }

  return { pinned, save };
}

export type ItemArrangement = ReturnType<typeof createArrangement>;
