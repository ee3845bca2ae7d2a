import { blogCategoryLabel } from "../../../domain/categories";
import type { Blog } from "../../../domain/entities";
import {
  LoadFailure,
  ManageEmpty,
  ManageHeader,
  RowActions,
  SavedNotice,
  formatDate,
  plural,
  snippet,
  TrashedNotice,
  Thumbnail,
  useDeleteItem,
} from "../../components/admin/manage-parts";
import { PreviewButton, StatusBadge } from "../../components/admin/publishing";
import { isPublic } from "../../../domain/publishing";
import { requireToken } from "../../lib/admin-guard";
import { ListMore, ListSearch, loadAdminList, NoMatch, useAdminList } from "../../components/admin/paged-list";
import { useRef } from "react";
import type { Route } from "./+types/manage-blogs";

const LOAD_ERROR = "Failed to load blogs. Please try again.";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken();
  return loadAdminList<Blog>("blogs", request, LOAD_ERROR);
}
clientLoader.hydrate = true as const;

export default function ManageBlogs({ loaderData }: Route.ComponentProps) {
  const { removed, deleting, remove, trashed } = useDeleteItem({
    confirmText: "Are you sure you want to delete this blog post?",
    failText: "Failed to delete blog post. Please try again.",
    url: (id) => `/api/blogs/${id}`,
  });
  const list = useAdminList("blogs", loaderData, removed);
  const blogs = list.items;
  const rows = useRef<HTMLDivElement>(null);

  return (
    <div className="space-y-6">
      <ManageHeader title="Manage Blogs" total={plural(list.all, "blog post", "blog posts")} addTo="/addblogs" addLabel="Add New Blog" />
      <SavedNotice />
      <TrashedNotice show={trashed} />
      {loaderData.error ? <LoadFailure message={loaderData.error} /> : null}
      {list.all > 0 || loaderData.query ? (
        <ListSearch query={loaderData.query} label="Search blog posts" placeholder="Search by title, text or author" />
      ) : null}
      {!loaderData.error && list.all === 0 ? (
        <ManageEmpty text="No blog posts found. Add your first blog post!" addTo="/addblogs" addLabel="Add New Blog" />
      ) : null}
      {!loaderData.error && list.all > 0 && list.total === 0 ? <NoMatch query={loaderData.query} noun="blog posts" /> : null}
      {blogs.length > 0 ? (
        <div ref={rows} className="space-y-6">
          <ul className="space-y-3">
            {blogs.map((blog) => (
              <li key={blog._id} className="flex gap-3 rounded-card border border-slate-200 bg-white p-3 shadow-card md:gap-4 md:p-4">
                <Thumbnail name={blog.images[0]} className="size-16 shrink-0 rounded-lg md:h-20 md:w-28" />
                <div className="min-w-0 flex-1">
                  <h2 data-row-focus tabIndex={-1} className="line-clamp-2 font-semibold break-words text-ink focus:outline-none">
                    {blog.title}
                  </h2>
                  <p className="text-sm text-slate-600 md:hidden">{snippet(blog.content, 40)}</p>
                  <p className="hidden text-sm text-slate-600 md:block">{snippet(blog.content, 60)}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
                      {blog.category ? blogCategoryLabel(blog.category) : "Uncategorized"}
                    </span>
                    <span>{formatDate(blog.createdAt)}</span>
                    <StatusBadge item={blog} />
                  </p>
                </div>
                <RowActions
                  editTo={`/edit-blog/${blog._id}`}
                  name={blog.title}
                  onDelete={() => void remove(blog._id)}
                  busy={deleting === blog._id}
                  stacked
                  preview={isPublic(blog, new Date()) ? undefined : <PreviewButton kind="blogs" id={blog._id} name={blog.title} compact />}
                />
              </li>
            ))}
          </ul>
          <ListMore
            shown={blogs.length}
            total={list.total}
            more={list.more}
            loading={list.loading}
            failed={list.failed}
            onMore={list.loadMore}
            noun="blog posts"
            listRef={rows}
          />
        </div>
      ) : null}
    </div>
  );
}
