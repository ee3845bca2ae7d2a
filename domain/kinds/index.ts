/**
 * The registry of content kinds (docs/architecture.md §10): every kind the company writes, declared
 * once. The server's write path, history, trash, photo map and API, and the admin's item form and
 * manage list, are built from these.
 */
import { blogs } from "./blogs";
import { galleries } from "./galleries";
import { projects } from "./projects";
import type { ItemKind } from "./types";

export { blogs, galleries, projects };
export { SECTION_KINDS, SITE_VERSIONS } from "./sections";
export * from "./types";

/** The kinds of item, in the order the admin lists them. */
export const ITEM_KINDS = [projects, blogs, galleries] as const satisfies readonly ItemKind[];

export type ItemKindName = (typeof ITEM_KINDS)[number]["name"];

/** The kind named `name` among `kinds`, or undefined. */
export function kindNamed(name: string, kinds: readonly ItemKind[] = ITEM_KINDS): ItemKind | undefined {
  return kinds.find((kind) => kind.name === name);
}
