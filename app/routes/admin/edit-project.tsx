import { projects } from "../../../domain/kinds/projects";
import { EditItem } from "../../components/admin/item-form";
import { editLoader } from "../../components/admin/kind-loaders";
import type { Route } from "./+types/edit-project";

export const clientLoader = editLoader(projects);

export default function EditProject({ loaderData }: Route.ComponentProps) {
  return <EditItem kind={projects} loaded={loaderData} />;
}
