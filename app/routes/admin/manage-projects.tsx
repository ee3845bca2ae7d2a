import { projects } from "../../../domain/kinds/projects";
import { listLoader } from "../../components/admin/kind-loaders";
import { ManageList } from "../../components/admin/manage-list";
import type { Route } from "./+types/manage-projects";

export const clientLoader = listLoader(projects);

export default function ManageProjects({ loaderData }: Route.ComponentProps) {
  return <ManageList kind={projects} data={loaderData} />;
}
