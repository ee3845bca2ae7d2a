/**
 * A photo of the site's content (the hero, a service, a team member): what the site shows now
 * (the stored photo, the one just chosen, or the drawing it ships with), a button to choose
 * another and one to go back to the drawing. The chosen file is checked here for what a browser
 * can tell (an image, at most 20 MB); the server checks its content and makes its sizes on save.
 */
import ImagePlus from "lucide-react/icons/image-plus";
import { useId, type ChangeEvent } from "react";
import { LIMITS } from "../../../../domain/messages";
import { useLocale } from "../../../i18n/locale";
import * as m from "../../../i18n/messages";
import { variantUrl } from "../../../lib/images";
import { describedBy, FieldNotes } from "../form-controls";
import { useFieldValue, useSiteForm } from "./site-form";

const MEGABYTES = LIMITS.fileBytes / (1024 * 1024);

export function SitePhoto({
  path,
  label,
  hint,
  withoutPhoto,
  shape = "wide",
}: {
  path: string;
  label: string;
  hint?: string;
  /** What the site shows without a photo: "The site shows a drawing of a house." */
  withoutPhoto: string;
  shape?: "wide" | "square";
}) {
  const locale = useLocale();
  const { set, errorAt, setError, pendingPhoto, choosePhoto, busy } = useSiteForm();
  const value = useFieldValue(path);
  const id = useId();
  const chosen = pendingPhoto(value);
  const stored = !chosen && typeof value === "string" ? value : null;
  const preview = chosen?.previewUrl ?? (stored ? variantUrl(stored, 480) : null);
  const error = errorAt(path);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setError(path, m.adminSitePhotoNotImage(locale, { file: file.name }));
      return;
    }
    if (file.size > LIMITS.fileBytes) {
      setError(path, m.adminSitePhotoTooLarge(locale, { file: file.name, size: MEGABYTES }));
      return;
    }
    setError(path, null);
    choosePhoto(path, file);
  };

  return (
    <div data-field={path}>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={`grid shrink-0 place-items-center overflow-hidden rounded-lg border bg-slate-100 ${shape === "wide" ? "aspect-[4/3] w-40" : "size-24"} ${error ? "border-red-600" : "border-slate-200"}`}
        >
          {preview ? (
            <img
              src={preview}
              alt={chosen ? m.adminSitePhotoNewAlt(locale, { file: chosen.file.name }) : m.adminSitePhotoCurrentAlt(locale, { label })}
              className="size-full object-cover"
            />
          ) : (
            <span className="px-2 text-center text-xs text-slate-600">
              {m.adminSitePhotoNone(locale)} {withoutPhoto}
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <label
            htmlFor={id}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-medium text-brand-800 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus hover:bg-slate-50 ${busy ? "pointer-events-none opacity-60" : ""}`}
          >
            <ImagePlus aria-hidden="true" className="size-5" />
            {preview ? m.adminSitePhotoReplace(locale) : m.adminSitePhotoChoose(locale)}
            <span className="sr-only">: {label}</span>
            <input
              id={id}
              type="file"
              name={path}
              accept="image/*"
              disabled={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, hint, error)}
              onChange={onChange}
              className="sr-only"
            />
          </label>
          {preview ? (
            <button
              type="button"
              onClick={() => set(path, null)}
              disabled={busy}
              className="min-h-11 rounded-lg px-4 text-left text-sm font-medium text-red-700 hover:bg-red-50"
            >
              {m.adminSitePhotoRemove(locale)}
              <span className="sr-only">: {label}</span>
            </button>
          ) : null}
        </div>
      </div>
      {chosen ? <p className="mt-1 text-sm text-slate-700">{m.adminSitePhotoChosen(locale)}</p> : null}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
