import { galleries } from "../../../domain/kinds/galleries";
import { listLoader } from "../../components/admin/kind-loaders";
import { ManageList } from "../../components/admin/manage-list";
import type { Route } from "./+types/manage-gallery";

export const clientLoader = listLoader(galleries);

export default function ManageGallery({ loaderData }: Route.ComponentProps) {
  return <ManageList kind={galleries} data={loaderData} />;
}
