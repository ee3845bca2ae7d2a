/**
 * The gallery form of docs/product.md §2, §3, §5 and §7, for /addgallery and /edit-gallery/:id. At least
 * one image in total (kept or new) is required, and the submit button stays disabled without
 * one. Success shows a message and returns to the manage page after 2 seconds (docs/product.md §9).
 */
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { DEFAULT_GALLERY_CATEGORY } from "../../../domain/categories";
import type { GalleryItem } from "../../../domain/entities";
import { MESSAGES } from "../../../domain/messages";
import { fieldErrors, galleryCreateSchema } from "../../../domain/schemas";
import { buildForm } from "../../lib/api-client";
import { useConfirm } from "./confirm-dialog";
import { useFieldErrors } from "./use-field-errors";
import {
  DraftOffer,
  FormActions,
  FormCard,
  FormMessage,
  FormNotices,
  TextAreaField,
  TextField,
  TransientMessage,
  UploadProgress,
} from "./form-controls";
import { ImageFileInput, NewImagePreviews, StoredImages } from "./image-inputs";
import {
  initialPublishing,
  PreviewButton,
  PublishingFields,
  publishingErrors,
  publishingFields,
  type PublishingValues,
} from "./publishing";
import { VersionHistory } from "./version-history";
import { RESTORED_NOTE, useAutosave, useRestoredDraft } from "./use-form-draft";
import { useImageAlts } from "./use-image-alts";
import { useImageOrder } from "./use-image-order";
import { useImageQueue } from "./use-image-queue";
import { useLeaveGuard } from "./use-leave-guard";
import { useSubmission } from "./use-submission";
import { useTimedMessage } from "./use-timed-message";

const MANAGE = "/manage-gallery";
const REDIRECT_DELAY_MS = 2000;

type Values = { title: string; description: string } & PublishingValues;

export function GalleryForm({ gallery }: { gallery?: GalleryItem }) {
  const editing = gallery !== undefined;
  const navigate = useNavigate();
  const confirm = useConfirm();
  const restored = useRestoredDraft();
  const { errors, formRef, alertRef, reject, clear: clearErrors, forget } = useFieldErrors();
  const [initial] = useState<Values>(() => ({
    title: gallery?.title ?? "",
    description: gallery?.description ?? "",
    ...initialPublishing(gallery),
  }));
  const [values, setValues] = useState<Values>(() => ({
    title: gallery?.title ?? "",
    description: gallery?.description ?? "",
    ...initialPublishing(gallery),
    ...restored.draft?.values,
  }));
  const [removedImages, setRemovedImages] = useState<string[]>(() => restored.draft?.removedImages ?? []);
  const [success, setSuccess] = useState<string | null>(null);
  const [duplicateNote, showDuplicateNote] = useTimedMessage();
  const [removalNote, showRemovalNote] = useTimedMessage();
  const onDuplicates = useCallback((text: string) => showDuplicateNote(text), [showDuplicateNote]);
  const images = useImageQueue(
    "accumulate",
    onDuplicates,
    gallery?.images.filter((name) => !removedImages.includes(name)),
  );
  const { busy, progress, failure, submit } = useSubmission();

  const imageSort = useImageOrder(gallery?.images);
  const photoAlts = useImageAlts(gallery?.imageAlts);
  const keptImages = imageSort.order.filter((name) => !removedImages.includes(name));
  const totalImages = keptImages.length + images.items.length;
  // Once saved, nothing is left unsaved while the success message shows.
  const dirty =
    !success &&
    (JSON.stringify(values) !== JSON.stringify(initial) ||
      removedImages.length > 0 ||
      imageSort.moved ||
      photoAlts.changed ||
      images.items.length > 0);
  const { allowLeave } = useLeaveGuard(dirty);
  // What was typed is kept as it is typed (issue #17); files cannot be.
  const unsavedText = !success && (JSON.stringify(values) !== JSON.stringify(initial) || removedImages.length > 0);
  useAutosave(restored.path, unsavedText ? { values, removedImages } : null, !!restored.offer);
  const restoreOffer = () => {
    const offer = restored.offer;
    if (!offer) return;
    setValues((current) => ({ ...current, ...offer.values }));
    setRemovedImages(offer.removedImages ?? []);
    restored.dismissOffer();
  };
  const update = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate(MANAGE), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const removeStoredImage = async (name: string) => {
    if (!(await confirm("Are you sure you want to delete this image?"))) return;
    setRemovedImages((current) => [...current, name]);
    showRemovalNote("Image removed. Save changes to confirm deletion.");
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = galleryCreateSchema.safeParse({ ...values, category: gallery?.category || DEFAULT_GALLERY_CATEGORY });
    const found = { ...publishingErrors(values), ...(parsed.success ? {} : fieldErrors(parsed.error)) };
    if (totalImages === 0) found.gallery = MESSAGES.imagesRequired;
    if (!parsed.success || Object.keys(found).length > 0) {
      reject(found);
      return;
    }
    clearErrors();
    const form = buildForm({
      title: parsed.data.title,
      description: parsed.data.description,
      category: parsed.data.category,
      ...publishingFields(values),
      existing: editing ? JSON.stringify(keptImages) : undefined,
      imageAlts: editing ? photoAlts.json() : undefined,
      gallery: images.files,
    });
    const result = await submit<{ gallery: GalleryItem }>({
      method: editing ? "PUT" : "POST",
      url: editing ? `/api/galleries/${gallery._id}` : "/api/gallery-upload",
      form,
      failMessage: editing ? "Update failed. Please try again." : "Upload failed. Please try again.",
      draftPath: restored.path,
      draft: { values, removedImages },
    });
    if (result.ok) {
      allowLeave();
      setSuccess(editing ? "Gallery updated successfully!" : "Gallery uploaded successfully!");
      return;
    }
    if (!result.signedOut) reject(result.fieldErrors);
  };

  return (
    <FormCard title={editing ? "Edit Gallery" : "Add Gallery Images"}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={busy}>
        {restored.offer ? <DraftOffer savedAt={restored.offer.savedAt} onRestore={restoreOffer} onDiscard={restored.discardOffer} /> : null}
        <FormNotices restored={!!restored.draft} restoredNote={RESTORED_NOTE} failure={failure} alertRef={alertRef} />
        {success ? <FormMessage tone="success" title={success} /> : null}
        <TextField label="Title" name="title" value={values.title} onChange={update("title")} error={errors.title} autoComplete="off" />
        <TextAreaField
          label="Description"
          name="description"
          rows={3}
          value={values.description}
          onChange={update("description")}
          error={errors.description}
        />

        <ImageFileInput
          label="Gallery images"
          hint="PNG, JPG, GIF up to 10MB"
          multiple
          error={errors.gallery}
          required
          disabled={busy || success !== null}
          onFiles={(files) => {
            // Images are chosen: "Please select at least one image." is no longer true.
            if (files.length > 0) forget((field) => field === "gallery");
            void images.add(files);
          }}
        >
          {editing ? (
            <StoredImages
              names={keptImages}
              heading="Current images"
              onRemove={removeStoredImage}
              onMove={imageSort.move}
              onPlace={imageSort.place}
              alts={photoAlts.alts}
              onAltChange={photoAlts.change}
            />
          ) : null}
          <NewImagePreviews items={images.items} heading="New images" onRemove={images.remove} onClearAll={images.clear} />
        </ImageFileInput>
        <TransientMessage text={duplicateNote} />
        <TransientMessage text={removalNote} />
        {totalImages === 0 && !errors.gallery ? (
          <p id="gallery-needs-image" className="text-sm font-medium text-slate-700">
            {MESSAGES.imagesRequired}
          </p>
        ) : null}

        <PublishingFields
          values={values}
          errors={errors}
          onChange={(publishing) => setValues((current) => ({ ...current, ...publishing }))}
        />
        {editing ? <PreviewButton kind="galleries" id={gallery._id} name={gallery.title || "this gallery item"} /> : null}

        {progress !== null ? <UploadProgress percent={progress} /> : null}
        <FormActions
          cancelTo={MANAGE}
          onCancel={restored.forget}
          submitLabel={editing ? "Update Gallery" : "Upload Images"}
          busyLabel={editing ? "Updating..." : "Uploading..."}
          busy={busy}
          disabled={totalImages === 0 || images.checking || success !== null}
        />
      </form>
      {editing ? <VersionHistory kind="galleries" id={gallery._id} /> : null}
    </FormCard>
  );
}
