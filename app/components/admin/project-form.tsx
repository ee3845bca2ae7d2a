/**
 * The project form of docs/product.md §2, §3, §5 and §7, for both /addprojects and /edit-project/:id.
 * Create: cover image required, the gallery choice replaces the previous one. Edit: removing the
 * cover or a gallery image only marks it; PUT sends removeCoverImage and keepGalleryImages.
 */
import { useCallback, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { DEFAULT_PROJECT_CATEGORY, PROJECT_CATEGORIES, PROJECT_CATEGORY_LABELS } from "../../../domain/categories";
import type { Project } from "../../../domain/entities";
import { MESSAGES } from "../../../domain/messages";
import { fieldErrors, projectCreateSchema, projectUpdateSchema } from "../../../domain/schemas";
import { buildForm } from "../../lib/api-client";
import { variantUrl } from "../../lib/images";
import { useConfirm } from "./confirm-dialog";
import type { SavedState } from "./manage-parts";
import { useFieldErrors } from "./use-field-errors";
import {
  DraftOffer,
  FormActions,
  FormCard,
  FormNotices,
  SelectField,
  TextAreaField,
  TextField,
  TransientMessage,
  UploadProgress,
} from "./form-controls";
import { ImageFileInput, NewImagePreviews, StoredImages } from "./image-inputs";
import { FACT_FIELDS, initialFactValues, ProjectFactsFields, type FactValues, type PhotoChoice } from "./project-facts-fields";
import { SlugField } from "./slug-field";
import { VersionHistory } from "./version-history";
import {
  initialPublishing,
  PreviewButton,
  PublishingFields,
  publishingErrors,
  publishingFields,
  type PublishingValues,
} from "./publishing";
import { RESTORED_NOTE, useAutosave, useRestoredDraft } from "./use-form-draft";
import { useImageAlts } from "./use-image-alts";
import { useImageOrder } from "./use-image-order";
import { useImageQueue } from "./use-image-queue";
import { useLeaveGuard } from "./use-leave-guard";
import { useSubmission } from "./use-submission";
import { useTimedMessage } from "./use-timed-message";

const MANAGE = "/manage-projects";
const CATEGORY_OPTIONS = PROJECT_CATEGORIES.map((value) => ({ value, label: PROJECT_CATEGORY_LABELS[value] }));

type Values = { title: string; slug: string; description: string; category: string; location: string } & FactValues & PublishingValues;

export function ProjectForm({ project }: { project?: Project }) {
  const editing = project !== undefined;
  const navigate = useNavigate();
  const confirm = useConfirm();
  const restored = useRestoredDraft();
  const { errors, formRef, alertRef, reject, clear: clearErrors, forget } = useFieldErrors();
  const [initial] = useState<Values>(() => ({
    title: project?.title ?? "",
    slug: project?.slug ?? "",
    description: project?.description ?? "",
    category: project ? project.category : DEFAULT_PROJECT_CATEGORY,
    location: project?.location ?? "",
    ...initialFactValues(project),
    ...initialPublishing(project),
  }));
  const [values, setValues] = useState<Values>(() => ({
    title: project?.title ?? "",
    slug: project?.slug ?? "",
    description: project?.description ?? "",
    category: project ? project.category : DEFAULT_PROJECT_CATEGORY,
    location: project?.location ?? "",
    ...initialFactValues(project),
    ...initialPublishing(project),
    ...restored.draft?.values,
  }));
  const [removedImages, setRemovedImages] = useState<string[]>(() => restored.draft?.removedImages ?? []);
  const [coverRemoved, setCoverRemoved] = useState(() => restored.draft?.removeCover ?? false);
  const [duplicateNote, showDuplicateNote] = useTimedMessage();
  const [removalNote, showRemovalNote] = useTimedMessage();
  const onDuplicates = useCallback((text: string) => showDuplicateNote(text), [showDuplicateNote]);
  const cover = useImageQueue("replace", onDuplicates);
  const gallery = useImageQueue(
    editing ? "accumulate" : "replace",
    onDuplicates,
    project?.gallery.filter((name) => !removedImages.includes(name)),
  );
  const { busy, progress, failure, submit } = useSubmission();

  const gallerySort = useImageOrder(project?.gallery);
  const photoAlts = useImageAlts(project?.imageAlts);
  const keptGallery = gallerySort.order.filter((name) => !removedImages.includes(name));
  // A gallery photo chosen as the cover (issue #17), until saved; gone if the photo is removed.
  const [coverPick, setCoverPick] = useState<string | null>(null);
  const coverFromGallery = coverPick && keptGallery.includes(coverPick) ? coverPick : null;
  const storedCover = coverFromGallery ?? (project?.coverImage && !coverRemoved ? project.coverImage : null);
  const newCover = cover.items[0];
  const dirty =
    JSON.stringify(values) !== JSON.stringify(initial) ||
    removedImages.length > 0 ||
    coverRemoved ||
    gallerySort.moved ||
    photoAlts.changed ||
    coverFromGallery !== null ||
    cover.items.length > 0 ||
    gallery.items.length > 0;
  const { allowLeave } = useLeaveGuard(dirty);
  // What was typed is kept as it is typed (issue #17); files cannot be.
  const unsavedText = JSON.stringify(values) !== JSON.stringify(initial) || removedImages.length > 0 || coverRemoved;
  useAutosave(restored.path, unsavedText ? { values, removedImages, removeCover: coverRemoved } : null, !!restored.offer);
  const restoreOffer = () => {
    const offer = restored.offer;
    if (!offer) return;
    setValues((current) => ({ ...current, ...offer.values }));
    setRemovedImages(offer.removedImages ?? []);
    setCoverRemoved(offer.removeCover ?? false);
    restored.dismissOffer();
  };

  const update = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  // A renovation's before and after are two of its photos: those kept, and those queued (`new:{n}`).
  const photoChoices: PhotoChoice[] | null =
    values.category === "Renovation"
      ? [
          ...keptGallery.map((name, i) => ({ value: name, label: `Current photo ${i + 1}` })),
          ...gallery.items.map((item, i) => ({ value: `new:${i}`, label: `New photo ${i + 1} (${item.file.name})` })),
        ]
      : null;
  const facts = Object.fromEntries(
    FACT_FIELDS.map((field) => {
      const value = values[field].trim();
      // Before and after mean nothing outside a renovation, or once their photo is gone.
      if ((field === "beforeImage" || field === "afterImage") && !photoChoices?.some((choice) => choice.value === value))
        return [field, ""];
      return [field, value];
    }),
  );

  const removeStoredCover = async () => {
    if (!(await confirm("Are you sure you want to delete the cover image?"))) return;
    setCoverPick(null);
    setCoverRemoved(true);
    showRemovalNote("Cover image removed. Save changes to confirm deletion.");
  };

  const removeStoredImage = async (name: string) => {
    if (!(await confirm("Are you sure you want to delete this image?"))) return;
    setRemovedImages((current) => [...current, name]);
    showRemovalNote("Image removed. Save changes to confirm deletion.");
  };

  const validate = (): Record<string, string> => {
    const schema = editing ? projectUpdateSchema : projectCreateSchema;
    const parsed = schema.safeParse({ ...values, ...facts });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (!editing && !newCover) found.coverImage = MESSAGES.coverRequired;
    return { ...publishingErrors(values), ...found };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    if (Object.keys(found).length > 0) {
      reject(found);
      return;
    }
    clearErrors();
    const form = buildForm({
      title: values.title.trim(),
      slug: values.slug.trim(),
      description: values.description.trim(),
      category: values.category,
      location: values.location.trim(),
      ...facts,
      ...publishingFields(values),
      coverImage: newCover?.file,
      removeCoverImage: editing && coverRemoved && !newCover ? "true" : undefined,
      keepGalleryImages: editing ? keptGallery : undefined,
      imageAlts: editing ? photoAlts.json() : undefined,
      coverFromGallery: editing && coverFromGallery && !newCover ? coverFromGallery : undefined,
      gallery: gallery.files,
    });
    const result = await submit<{ project: Project }>({
      method: editing ? "PUT" : "POST",
      url: editing ? `/api/projects/${project._id}` : "/api/create-project",
      form,
      failMessage: editing ? "Failed to update project. Please try again." : "Failed to create project. Please try again.",
      draftPath: restored.path,
      draft: { values, removedImages, removeCover: coverRemoved },
    });
    if (result.ok) {
      const saved: SavedState = { saved: editing ? "Project updated successfully!" : "Project created successfully!" };
      allowLeave();
      navigate(MANAGE, { state: saved });
      return;
    }
    if (!result.signedOut) reject(result.fieldErrors);
  };

  return (
    <FormCard title={editing ? "Edit Project" : "Create New Project"}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={busy}>
        {restored.offer ? <DraftOffer savedAt={restored.offer.savedAt} onRestore={restoreOffer} onDiscard={restored.discardOffer} /> : null}
        <FormNotices restored={!!restored.draft} restoredNote={RESTORED_NOTE} failure={failure} alertRef={alertRef} />
        <TextField
          label="Title"
          name="title"
          required
          value={values.title}
          onChange={update("title")}
          error={errors.title}
          autoComplete="off"
        />
        <SlugField
          base="/projects/"
          value={values.slug}
          title={values.title}
          saved={project?.slug}
          error={errors.slug}
          onChange={update("slug")}
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={3}
          value={values.description}
          onChange={update("description")}
          error={errors.description}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            label="Category"
            name="category"
            value={values.category}
            onChange={update("category")}
            error={errors.category}
            options={editing ? [{ value: "", label: "No category" }, ...CATEGORY_OPTIONS] : CATEGORY_OPTIONS}
          />
          <TextField
            label="Location"
            name="location"
            value={values.location}
            onChange={update("location")}
            error={errors.location}
            autoComplete="off"
          />
        </div>

        <ProjectFactsFields values={values} errors={errors} onChange={update} photos={photoChoices} />

        <ImageFileInput
          label="Cover image"
          hint="PNG, JPG, GIF up to 5MB"
          required={!editing}
          error={errors.coverImage}
          disabled={busy}
          onFiles={(files) => {
            // A cover is chosen: "Please upload a cover image." is no longer true.
            if (files.length > 0) forget((field) => field === "coverImage");
            void cover.add(files);
          }}
        >
          {storedCover && !newCover ? (
            <div className="relative w-full max-w-xs overflow-hidden rounded-lg border border-slate-200">
              <img
                src={variantUrl(storedCover, 480)}
                alt={coverFromGallery ? "Cover chosen from the gallery" : "Current cover"}
                className="aspect-video w-full object-cover"
              />
              <button
                type="button"
                onClick={removeStoredCover}
                className="absolute top-2 right-2 min-h-9 rounded-full bg-white/95 px-3 text-sm font-medium text-red-700 shadow hover:bg-red-50"
              >
                Remove cover image
              </button>
            </div>
          ) : null}
          {newCover ? <NewImagePreviews items={cover.items} heading="New cover image" onRemove={cover.remove} /> : null}
        </ImageFileInput>

        <ImageFileInput
          label="Gallery images"
          hint="PNG, JPG, GIF up to 10MB"
          multiple
          error={errors.gallery}
          disabled={busy}
          onFiles={gallery.add}
        >
          {editing ? (
            <StoredImages
              names={keptGallery}
              heading="Current gallery images"
              onRemove={removeStoredImage}
              onMove={gallerySort.move}
              onPlace={gallerySort.place}
              alts={photoAlts.alts}
              onAltChange={photoAlts.change}
              cover={newCover ? null : storedCover}
              onUseAsCover={(name) => {
                setCoverPick(name);
                setCoverRemoved(false);
                cover.clear();
                showRemovalNote("This photo will be the cover once you save.");
              }}
            />
          ) : null}
          <NewImagePreviews items={gallery.items} heading="New gallery images" onRemove={gallery.remove} />
        </ImageFileInput>
        <TransientMessage text={duplicateNote} />
        <TransientMessage text={removalNote} />

        <PublishingFields
          values={values}
          errors={errors}
          onChange={(publishing) => setValues((current) => ({ ...current, ...publishing }))}
        />
        {editing ? <PreviewButton kind="projects" id={project._id} name={project.title} /> : null}

        {progress !== null ? <UploadProgress percent={progress} /> : null}
        <FormActions
          cancelTo={MANAGE}
          onCancel={restored.forget}
          submitLabel={editing ? "Save Changes" : "Create Project"}
          busyLabel={editing ? "Saving..." : "Submitting..."}
          busy={busy}
          disabled={cover.checking || gallery.checking}
        />
      </form>
      {editing ? <VersionHistory kind="projects" id={project._id} /> : null}
    </FormCard>
  );
}
