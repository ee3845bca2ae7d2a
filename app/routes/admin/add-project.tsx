import { ProjectForm } from "../../components/admin/project-form";
import { requireToken } from "../../lib/admin-guard";

export async function clientLoader() {
  requireToken();
  return null;
}
clientLoader.hydrate = true as const;

export default function AddProject() {
  return <ProjectForm />;
}
