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
import { countText } from "../../components/admin/kind-labels";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { adminLocale } from "../../lib/admin-language";
import { forgetForm, moveForm, photosOf, SHARED_PHOTOS, type PendingPhoto } from "../../lib/pending-photos";

export function meta() {
  return [{ title: m.adminPhotosSharedTitle(adminLocale()) }];
}

/** The forms shared photos can start, and the photo field each keeps them under (its path, then `#` and the field). */
const TARGETS = [
  { label: m.adminPhotosSharedNewProject, path: "/addprojects", field: "gallery" },
  { label: m.adminPhotosSharedToGallery, path: "/addgallery", field: "images" },
] as const;

export default function SharedPhotos() {
  const navigate = useNavigate();
  const locale = useLocale();
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
    <FormCard title={m.adminPhotosSharedTitle(locale)}>
      {photos === null ? (
        <p role="status" className="text-slate-700">
          {m.adminPhotosSharedOpening(locale)}
        </p>
      ) : count === 0 ? (
        <div className="space-y-4">
          <p className="text-slate-800">{m.adminPhotosSharedNone(locale)}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/addprojects">{m.adminPhotosSharedAddProject(locale)}</ButtonLink>
            <ButtonLink to="/addgallery" variant="outline">
              {m.adminPhotosSharedToGallery(locale)}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <div className="space-y-5">
          <p className="font-medium text-slate-900">
            {(count === 1 ? m.adminPhotosSharedCountOne : m.adminPhotosSharedCountMany)(locale, { count: countText(locale, count) })}
          </p>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {photos.map((photo, i) => (
              <li key={photo.key} className="aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
                <img
                  src={previews[i]}
                  alt={m.adminPhotosSharedAlt(locale, { n: i + 1, count, name: photo.name })}
                  className="size-full object-cover"
                />
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-3 sm:flex-row">
            {TARGETS.map((target, i) => (
              <Button key={target.path} variant={i === 0 ? "primary" : "outline"} disabled={busy} onClick={() => void open(target)}>
                {target.label(locale)}
              </Button>
            ))}
            <Button variant="outline" disabled={busy} onClick={() => void discard()} className="sm:ml-auto">
              {m.adminPhotosDiscard(locale)}
            </Button>
          </div>
        </div>
      )}
    </FormCard>
  );
}
