import { BlogForm } from "../../components/admin/blog-form";
import { requireToken } from "../../lib/admin-guard";

export async function clientLoader() {
  requireToken();
  return null;
}
clientLoader.hydrate = true as const;

export default function AddBlog() {
  return <BlogForm />;
}
