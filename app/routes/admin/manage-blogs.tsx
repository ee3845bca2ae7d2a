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
  useDeleteItem,
} from "../../components/admin/manage-parts";
import { PreviewButton, StatusBadge } from "../../components/admin/publishing";
import { isPublic } from "../../../domain/publishing";
import { requireToken } from "../../lib/admin-guard";
import { apiGet } from "../../lib/api-client";
import { variantUrl } from "../../lib/images";
import type { Route } from "./+types/manage-blogs";

const LOAD_ERROR = "Failed to load blogs. Please try again.";

export async function clientLoader() {
  requireToken();
  try {
    const { blogs } = await apiGet<{ blogs: Blog[] }>("/api/admin/blogs");
    return { blogs, error: null };
  } catch {
    return { blogs: [] as Blog[], error: LOAD_ERROR };
  }
}
clientLoader.hydrate = true as const;

export default function ManageBlogs({ loaderData }: Route.ComponentProps) {
  const { removed, deleting, remove, trashed } = useDeleteItem({
    confirmText: "Are you sure you want to delete this blog post?",
    failText: "Failed to delete blog post. Please try again.",
    url: (id) => `/api/blogs/${id}`,
  });
  const blogs = loaderData.blogs.filter((blog) => !removed.has(blog._id));

  return (
    <div className="space-y-6">
      <ManageHeader
        title="Manage Blogs"
        total={plural(blogs.length, "blog post", "blog posts")}
        addTo="/addblogs"
        addLabel="Add New Blog"
      />
      <SavedNotice />
      <TrashedNotice show={trashed} />
      {loaderData.error ? <LoadFailure message={loaderData.error} /> : null}
      {!loaderData.error && blogs.length === 0 ? (
        <ManageEmpty text="No blog posts found. Add your first blog post!" addTo="/addblogs" addLabel="Add New Blog" />
      ) : null}
      {blogs.length > 0 ? (
        <ul className="space-y-3">
          {blogs.map((blog) => (
            <li key={blog._id} className="flex gap-3 rounded-card border border-slate-200 bg-white p-3 shadow-card md:gap-4 md:p-4">
              {blog.images[0] ? (
                <img
                  src={variantUrl(blog.images[0], 480)}
                  alt=""
                  width={480}
                  height={360}
                  loading="lazy"
                  className="size-16 shrink-0 rounded-lg object-cover md:h-20 md:w-28"
                />
              ) : (
                <div aria-hidden="true" className="size-16 shrink-0 rounded-lg bg-slate-200 md:h-20 md:w-28" />
              )}
              <div className="min-w-0 flex-1">
                <h2 className="line-clamp-2 font-semibold break-words text-ink">{blog.title}</h2>
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
      ) : null}
    </div>
  );
}
