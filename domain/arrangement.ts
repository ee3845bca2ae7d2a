/**
 * The owner's order of a list and its pinned item (docs/product.md §2 "Arrange portfolio",
 * docs/api.md "The portfolio's order"): what a save sends, its limits and its messages, shared by
 * the server's check and the admin's page.
 */
import { ID_PATTERN } from "./entities";
import { z } from "./zod";

/** The most items one save may place. */
export const ARRANGE_MAX = 1000;

/** Which order a list is read in: the kind's own (as arranged, where the company arranges it), or newest first. */
export type ListOrder = "arranged" | "newest";

/** The messages of a refused save, for items called `noun` ("project"). */
export function arrangementMessages(noun: string) {
  return {
    body: "Send JSON: { order: [ids], pinned: id or null }",
    order: `order must be a list of ${noun} ids`,
    id: `Each entry of order must be a ${noun}'s id`,
    tooMany: `At most ${ARRANGE_MAX} ${noun}s can be arranged at once`,
    twice: (id: string) => `The ${noun} ${id} is listed twice`,
    unknown: (id: string) => `There is no ${noun} ${id}`,
    trashed: (id: string) => `The ${noun} ${id} is in the trash: restore it first, or leave it out`,
    pinned: `pinned must be the id of one of the ${noun}s in order, or null`,
  };
}

export interface ArrangementInput {
  /** The items in their new order; any item not named goes back to "never arranged". */
  order: string[];
  /** The item shown first of all (the Featured Project), or null for none. */
  pinned: string | null;
}

/** The body of a save: ids well formed, each once, at most ARRANGE_MAX, the pinned one among them. */
export function arrangementSchema(noun: string) {
  const messages = arrangementMessages(noun);
  const id = z.string({ error: () => messages.id }).regex(ID_PATTERN, { error: () => messages.id });
  return z
    .object(
      {
        order: z.array(id, { error: () => messages.order }).max(ARRANGE_MAX, { error: () => messages.tooMany }),
        pinned: z.union([id, z.null()], { error: () => messages.pinned }),
      },
      { error: () => messages.body },
    )
    .strict()
    .superRefine((input, context) => {
      const seen = new Set<string>();
      for (const entry of input.order) {
        if (seen.has(entry)) {
          context.addIssue({ code: "custom", path: ["order"], message: messages.twice(entry) });
          return;
        }
        seen.add(entry);
      }
      if (input.pinned !== null && !seen.has(input.pinned))
        context.addIssue({ code: "custom", path: ["pinned"], message: messages.pinned });
    });
}
