import { galleries } from "../../../domain/kinds/galleries";
import { EditItem } from "../../components/admin/item-form";
import { editLoader } from "../../components/admin/kind-loaders";
import type { Route } from "./+types/edit-gallery";

export const clientLoader = editLoader(galleries);

export default function EditGallery({ loaderData }: Route.ComponentProps) {
  return <EditItem kind={galleries} loaded={loaderData} />;
}
