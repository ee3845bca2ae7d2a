import type { GalleryItem } from "../../../domain/entities";
import {
  LoadFailure,
  ManageEmpty,
  ManageHeader,
  RowActions,
  TrashedNotice,
  formatDate,
  plural,
  useDeleteItem,
} from "../../components/admin/manage-parts";
import { PreviewButton, StatusBadge } from "../../components/admin/publishing";
import { isPublic } from "../../../domain/publishing";
import { requireToken } from "../../lib/admin-guard";
import { ListMore, ListSearch, loadAdminList, NoMatch, useAdminList } from "../../components/admin/paged-list";
import { useRef } from "react";
import { variantUrl } from "../../lib/images";
import type { Route } from "./+types/manage-gallery";

const LOAD_ERROR = "Failed to load gallery images. Please try again.";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken();
  return loadAdminList<GalleryItem>("galleries", request, LOAD_ERROR);
}
clientLoader.hydrate = true as const;

/** docs/product.md §2: the title, or 'Gallery Item' plus the first six characters of the id. */
function galleryName(item: GalleryItem): string {
  return item.title || `Gallery Item ${item._id.slice(0, 6)}`;
}

export default function ManageGallery({ loaderData }: Route.ComponentProps) {
  const { removed, deleting, remove, trashed } = useDeleteItem({
    confirmText: "Are you sure you want to delete this gallery item?",
    failText: "Failed to delete gallery item. Please try again.",
    url: (id) => `/api/galleries/${id}`,
  });
  const list = useAdminList("galleries", loaderData, removed);
  const galleries = list.items;
  const rows = useRef<HTMLDivElement>(null);

  return (
    <div className="space-y-6">
      <ManageHeader
        title="Manage Gallery"
        total={plural(list.all, "gallery item", "gallery items")}
        addTo="/addgallery"
        addLabel="Add New Images"
      />
      <TrashedNotice show={trashed} />
      {loaderData.error ? <LoadFailure message={loaderData.error} /> : null}
      {list.all > 0 || loaderData.query ? (
        <ListSearch query={loaderData.query} label="Search gallery items" placeholder="Search by title or description" />
      ) : null}
      {!loaderData.error && list.all === 0 ? (
        <ManageEmpty text="No gallery images found." addTo="/addgallery" addLabel="Add New Images" />
      ) : null}
      {!loaderData.error && list.all > 0 && list.total === 0 ? <NoMatch query={loaderData.query} noun="gallery items" /> : null}
      {galleries.length > 0 ? (
        <div ref={rows} className="space-y-6">
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {galleries.map((item) => {
              const name = galleryName(item);
              const first = item.images[0];
              return (
                <li key={item._id} className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
                  <div className="relative aspect-[4/3] bg-slate-200">
                    {first ? (
                      <img src={variantUrl(first, 480)} alt="" width={480} height={360} loading="lazy" className="size-full object-cover" />
                    ) : null}
                    <span className="absolute top-2 right-2 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-semibold text-white">
                      {plural(item.images.length, "image", "images")}
                    </span>
                  </div>
                  <div className="flex items-center gap-2 p-3">
                    <div className="min-w-0 flex-1">
                      <h2 data-row-focus tabIndex={-1} className="truncate font-semibold text-ink focus:outline-none">
                        {name}
                      </h2>
                      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                        <span>{formatDate(item.createdAt)}</span>
                        <StatusBadge item={item} />
                      </p>
                    </div>
                    <RowActions
                      editTo={`/edit-gallery/${item._id}`}
                      name={name}
                      onDelete={() => void remove(item._id)}
                      busy={deleting === item._id}
                      preview={
                        isPublic(item, new Date()) ? undefined : <PreviewButton kind="galleries" id={item._id} name={name} compact />
                      }
                    />
                  </div>
                </li>
              );
            })}
          </ul>
          <ListMore
            shown={galleries.length}
            total={list.total}
            more={list.more}
            loading={list.loading}
            failed={list.failed}
            onMore={list.loadMore}
            noun="gallery items"
            listRef={rows}
          />
        </div>
      ) : null}
    </div>
  );
}
