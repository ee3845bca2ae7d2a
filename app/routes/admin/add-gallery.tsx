import { GalleryForm } from "../../components/admin/gallery-form";
import { requireToken } from "../../lib/admin-guard";

export async function clientLoader() {
  requireToken();
  return null;
}
clientLoader.hydrate = true as const;

export default function AddGallery() {
  return <GalleryForm />;
}
