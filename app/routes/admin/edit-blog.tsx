import { blogs } from "../../../domain/kinds/blogs";
import { EditItem } from "../../components/admin/item-form";
import { editLoader } from "../../components/admin/kind-loaders";
import type { Route } from "./+types/edit-blog";

export const clientLoader = editLoader(blogs);

export default function EditBlog({ loaderData }: Route.ComponentProps) {
  return <EditItem kind={blogs} loaded={loaderData} />;
}
