import type { ManualChunkMeta, ModuleInfo } from "rollup";

export interface ReachOptions {
  /** The name a module counts under when it is one of the roots looked for, else undefined. */
  rootOf: (id: string, info: ModuleInfo) => string | undefined;
  /** Through static imports only (what loads with a module, not on demand). */
  staticOnly: boolean;
}

/**
 * The roots (entries, islands…) from which module `id` is imported, directly or through others.
 * `memo` keeps the answers of one build, one memo per kind of question. It holds only complete
 * answers: in an import cycle a module's answer is not known until the whole cycle has been walked
 * (remembering a half-made one put a module that the home page draws into the wrong file, and the
 * two files then imported each other).
 */
export function rootsReaching(id: string, meta: ManualChunkMeta, options: ReachOptions, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop()!;
    const done = current === id ? undefined : memo.get(current);
    if (done) {
      for (const root of done) found.add(root);
      continue;
    }
    const info = meta.getModuleInfo(current);
    if (!info) continue;
    const root = options.rootOf(current, info);
    if (root !== undefined) found.add(root);
    for (const importer of options.staticOnly ? info.importers : [...info.importers, ...info.dynamicImporters]) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  memo.set(id, found);
  return found;
}
