/**
 * Photos shared to the admin app from the phone's gallery (docs/product.md §2 Forms; the share
 * target of the admin's manifest): the admin's service worker keeps them on this device and opens
 * this page, which asks what they are for and opens that form with them, already on their way.
 * Nothing is sent before the owner chooses.
 */
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { FormCard } from "../../components/admin/form-controls";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { forgetForm, moveForm, photosOf, SHARED_PHOTOS, type PendingPhoto } from "../../lib/pending-photos";

export function meta() {
  return [{ title: "Shared photos" }];
}

/** The forms shared photos can start, and the photo field each keeps them under (its path, then `#` and the field). */
const TARGETS = [
  { label: "Start a new project", path: "/addprojects", field: "gallery" },
  { label: "Add to the gallery", path: "/addgallery", field: "images" },
] as const;

export default function SharedPhotos() {
  const navigate = useNavigate();
  const [photos, setPhotos] = useState<PendingPhoto[] | null>(null);
  const [previews, setPreviews] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    let urls: string[] = [];
    void photosOf(SHARED_PHOTOS).then((kept) => {
      if (!live) return;
      urls = kept.map((photo) => URL.createObjectURL(photo.file));
      setPhotos(kept);
      setPreviews(urls);
    });
    return () => {
      live = false;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const open = async (target: (typeof TARGETS)[number]) => {
    setBusy(true);
    await moveForm(SHARED_PHOTOS, `${target.path}#${target.field}`);
    navigate(`${target.path}?shared=1`);
  };

  const discard = async () => {
    setBusy(true);
    await forgetForm(SHARED_PHOTOS);
    navigate("/dashboard");
  };

  const count = photos?.length ?? 0;
  return (
    <FormCard title="Shared photos">
      {photos === null ? (
        <p role="status" className="text-slate-700">
          Opening the photos you shared…
        </p>
      ) : count === 0 ? (
        <div className="space-y-4">
          <p className="text-slate-800">
            No shared photos are waiting. In your phone&apos;s gallery, choose photos, tap Share and pick this site&apos;s admin app: they
            open here, ready for a new project or the gallery.
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/addprojects">Add a project</ButtonLink>
            <ButtonLink to="/addgallery" variant="outline">
              Add to the gallery
            </ButtonLink>
          </div>
        </div>
      ) : (
        <div className="space-y-5">
          <p className="font-medium text-slate-900">
            {count === 1 ? "1 photo" : `${count} photos`} shared from your phone. What are {count === 1 ? "it" : "they"} for?
          </p>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {photos.map((photo, i) => (
              <li key={photo.key} className="aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
                <img src={previews[i]} alt={`Shared ${i + 1} of ${count}: ${photo.name}`} className="size-full object-cover" />
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-3 sm:flex-row">
            {TARGETS.map((target, i) => (
              <Button key={target.path} variant={i === 0 ? "primary" : "outline"} disabled={busy} onClick={() => void open(target)}>
                {target.label}
              </Button>
            ))}
            <Button variant="outline" disabled={busy} onClick={() => void discard()} className="sm:ml-auto">
              Discard
            </Button>
          </div>
        </div>
      )}
    </FormCard>
  );
}
