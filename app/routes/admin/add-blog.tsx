import { blogs } from "../../../domain/kinds/blogs";
import { ItemForm } from "../../components/admin/item-form";
import { addLoader } from "../../components/admin/kind-loaders";

export const clientLoader = addLoader;

export default function AddBlog() {
  return <ItemForm kind={blogs} />;
}
