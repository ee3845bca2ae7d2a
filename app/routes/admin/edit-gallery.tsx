import type { GalleryItem } from "../../../domain/entities";
import { GalleryForm } from "../../components/admin/gallery-form";
import { LoadError } from "../../components/admin/load-error";
import { requireToken } from "../../lib/admin-guard";
import { apiGet } from "../../lib/api-client";
import type { Route } from "./+types/edit-gallery";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  requireToken();
  try {
    // SPEC §7: the single item answers under the plural field.
    const { galleries } = await apiGet<{ galleries: GalleryItem }>(`/api/galleries/${encodeURIComponent(params.id)}`);
    return { gallery: galleries, error: null };
  } catch {
    return { gallery: null, error: "Failed to load gallery data. Please try again." };
  }
}
clientLoader.hydrate = true as const;

export default function EditGallery({ loaderData }: Route.ComponentProps) {
  if (!loaderData.gallery) return <LoadError title="Edit Gallery" message={loaderData.error ?? ""} backTo="/manage-gallery" />;
  return <GalleryForm key={loaderData.gallery._id} gallery={loaderData.gallery} />;
}
