import type { Project } from "../../../domain/entities";
import { LoadError } from "../../components/admin/load-error";
import { ProjectForm } from "../../components/admin/project-form";
import { requireToken } from "../../lib/admin-guard";
import { apiGet } from "../../lib/api-client";
import type { Route } from "./+types/edit-project";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  requireToken();
  try {
    const { project } = await apiGet<{ project: Project }>(`/api/admin/projects/${encodeURIComponent(params.id)}`);
    return { project, error: null };
  } catch {
    return { project: null, error: "Failed to load project. Please try again." };
  }
}
clientLoader.hydrate = true as const;

export default function EditProject({ loaderData }: Route.ComponentProps) {
  if (!loaderData.project) return <LoadError title="Edit Project" message={loaderData.error ?? ""} backTo="/manage-projects" />;
  return <ProjectForm key={loaderData.project._id} project={loaderData.project} />;
}
