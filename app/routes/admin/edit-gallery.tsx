import type { GalleryItem } from "../../../domain/entities";
import { GalleryForm } from "../../components/admin/gallery-form";
import { LoadError } from "../../components/admin/load-error";
import { requireToken } from "../../lib/admin-guard";
import { apiGet } from "../../lib/api-client";
import type { Route } from "./+types/edit-gallery";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  requireToken();
  try {
    // Drafts and schedules too (issue #17).
    const { gallery } = await apiGet<{ gallery: GalleryItem }>(`/api/admin/galleries/${encodeURIComponent(params.id)}`);
    return { gallery, error: null };
  } catch {
    return { gallery: null, error: "Failed to load gallery data. Please try again." };
  }
}
clientLoader.hydrate = true as const;

export default function EditGallery({ loaderData }: Route.ComponentProps) {
  if (!loaderData.gallery) return <LoadError title="Edit Gallery" message={loaderData.error ?? ""} backTo="/manage-gallery" />;
  return <GalleryForm key={loaderData.gallery._id} gallery={loaderData.gallery} />;
}
