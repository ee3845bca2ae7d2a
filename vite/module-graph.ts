import type { ManualChunkMeta, ModuleInfo } from "rollup";

export interface ReachOptions {
  /** The name a module counts under when it is one of the roots looked for, else undefined. */
  rootOf: (id: string, info: ModuleInfo) => string | undefined;
  /** Through static imports only (what loads with a module, not on demand). */
  staticOnly: boolean;
}

/**
 * The roots (entries, islands…) from which module `id` is imported, directly or through others.
 * `memo` keeps the answers of one build, one memo per kind of question.
 */
export function rootsReaching(id: string, meta: ManualChunkMeta, options: ReachOptions, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<string>();
  memo.set(id, found); // an import cycle ends here instead of looping
  const info = meta.getModuleInfo(id);
  if (!info) return found;
  const root = options.rootOf(id, info);
  if (root !== undefined) found.add(root);
  for (const importer of options.staticOnly ? info.importers : [...info.importers, ...info.dynamicImporters]) {
    for (const reached of rootsReaching(importer, meta, options, memo)) found.add(reached);
  }
  return found;
}
