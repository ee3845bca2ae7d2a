/**
 * The keys the services' writes lock (`lockKey`, db/dialect.ts) when they read, then write, what
 * another process may write at the same moment. Taken in this order within one transaction, never
 * the other way round: a kind's order, then an item.
 */

/** A kind's order and pins, and the moves into and out of its trash. */
export const arrangementKey = (kind: string) => `arrangement:${kind}`;

/** One item's row: its saves, restores and translations, its move to or from the trash, its place. */
export const itemKey = (kind: string, id: string) => `item:${kind}:${id}`;
