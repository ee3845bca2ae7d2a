import { projects } from "../../../domain/kinds/projects";
import { ItemForm } from "../../components/admin/item-form";
import { addLoader } from "../../components/admin/kind-loaders";

export const clientLoader = addLoader;

export default function AddProject() {
  return <ItemForm kind={projects} />;
}
