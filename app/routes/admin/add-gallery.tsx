import { galleries } from "../../../domain/kinds/galleries";
import { ItemForm } from "../../components/admin/item-form";
import { addLoader } from "../../components/admin/kind-loaders";

export const clientLoader = addLoader;

export default function AddGallery() {
  return <ItemForm kind={galleries} />;
}
