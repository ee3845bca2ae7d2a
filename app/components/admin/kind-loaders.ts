/**
 * The clientLoaders of a kind's admin pages (docs/product.md §2 Admin layout and routes, §8), one
 * each for every kind: the add form's login guard, the edit form's item (drafts and schedules
 * too), and the manage list's first page. Each runs on every navigation (docs/product.md §4).
 */
import type { ItemKind } from "../../../domain/kinds/types";
import type { Publication } from "../../../domain/publishing";
import { requireToken } from "../../lib/admin-guard";
import { apiGet } from "../../lib/api-client";
import { loadAdminList } from "./paged-list";

/** An item as the admin's calls answer it: its id, title, publication and dates, and its other fields by name. */
export type AdminItem = Publication & {
  _id: string;
  title: string;
  slug?: string;
  imageAlts?: Record<string, string>;
  createdAt: string;
} & Record<string, unknown>;

/** What an edit page gets: the item, or why it could not be loaded. */
export interface LoadedItem {
  item: AdminItem | null;
  error: string | null;
}

export async function addLoader() {
  requireToken();
  return null;
}
addLoader.hydrate = true as const;

export function editLoader(kind: ItemKind) {
  const loader = async ({ params }: { params: { id: string } }): Promise<LoadedItem> => {
    requireToken();
    try {
      const answer = await apiGet<Record<string, AdminItem | undefined>>(`/api/admin/${kind.name}/${encodeURIComponent(params.id)}`);
      return { item: answer[kind.one] ?? null, error: null };
    } catch {
      return { item: null, error: kind.admin.form.failure.load };
    }
  };
  return Object.assign(loader, { hydrate: true as const });
}

export function listLoader(kind: ItemKind) {
  const loader = async ({ request }: { request: Request }) => {
    requireToken();
    return loadAdminList<AdminItem>(kind.name, request, kind.admin.list.loadFailure);
  };
  return Object.assign(loader, { hydrate: true as const });
}
