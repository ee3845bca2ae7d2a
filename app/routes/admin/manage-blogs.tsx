import { blogs } from "../../../domain/kinds/blogs";
import { listLoader } from "../../components/admin/kind-loaders";
import { ManageList } from "../../components/admin/manage-list";
import type { Route } from "./+types/manage-blogs";

export const clientLoader = listLoader(blogs);

export default function ManageBlogs({ loaderData }: Route.ComponentProps) {
  return <ManageList kind={blogs} data={loaderData} />;
}
