import type { Blog } from "../../../domain/entities";
import { BlogForm } from "../../components/admin/blog-form";
import { LoadError } from "../../components/admin/load-error";
import { requireToken } from "../../lib/admin-guard";
import { apiGet } from "../../lib/api-client";
import type { Route } from "./+types/edit-blog";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  requireToken();
  try {
    const { blog } = await apiGet<{ blog: Blog }>(`/api/admin/blogs/${encodeURIComponent(params.id)}`);
    return { blog, error: null };
  } catch {
    return { blog: null, error: "Failed to load blog. Please try again." };
  }
}
clientLoader.hydrate = true as const;

export default function EditBlog({ loaderData }: Route.ComponentProps) {
  if (!loaderData.blog) return <LoadError title="Edit Blog Post" message={loaderData.error ?? ""} backTo="/manage-blogs" />;
  return <BlogForm key={loaderData.blog._id} blog={loaderData.blog} />;
}
