/**
 * The blog form of docs/product.md §2, §3, §5 and §7, for /addblogs and /edit-blog/:id. Title, content and
 * author must be non-blank; tags are typed comma-separated and sent one per entry. On edit,
 * removed images are only marked until saved (PUT keepImages).
 */
import { useCallback, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { BLOG_CATEGORIES, BLOG_CATEGORY_LABELS, DEFAULT_BLOG_CATEGORY } from "../../../domain/categories";
import type { Blog } from "../../../domain/entities";
import { blogCreateSchema, fieldErrors } from "../../../domain/schemas";
import { buildForm } from "../../lib/api-client";
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

const MANAGE = "/manage-blogs";
const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((value) => ({ value, label: BLOG_CATEGORY_LABELS[value] }));

type Values = { title: string; slug: string; content: string; author: string; category: string; tags: string } & PublishingValues;

/** docs/product.md §5: split on commas, trimmed, blanks dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/** docs/product.md §2's "Publish Blog Post", unless the post is kept as a draft or scheduled (issue #17). */
const CREATE_LABELS: Record<PublishingValues["status"], string> = {
  published: "Publish Blog Post",
  draft: "Save Draft",
  scheduled: "Schedule Post",
};

export function BlogForm({ blog }: { blog?: Blog }) {
  const editing = blog !== undefined;
  const navigate = useNavigate();
  const confirm = useConfirm();
  const restored = useRestoredDraft();
  const { errors, formRef, alertRef, reject, clear: clearErrors } = useFieldErrors();
  const [initial] = useState<Values>(() => ({
    title: blog?.title ?? "",
    slug: blog?.slug ?? "",
    content: blog?.content ?? "",
    author: blog?.author ?? "",
    category: blog?.category || DEFAULT_BLOG_CATEGORY,
    tags: blog?.tags.join(", ") ?? "",
    ...initialPublishing(blog),
  }));
  const [values, setValues] = useState<Values>(() => ({
    title: blog?.title ?? "",
    slug: blog?.slug ?? "",
    content: blog?.content ?? "",
    author: blog?.author ?? "",
    category: blog?.category || DEFAULT_BLOG_CATEGORY,
    tags: blog?.tags.join(", ") ?? "",
    ...initialPublishing(blog),
    ...restored.draft?.values,
  }));
  const [removedImages, setRemovedImages] = useState<string[]>(() => restored.draft?.removedImages ?? []);
  const [duplicateNote, showDuplicateNote] = useTimedMessage();
  const [removalNote, showRemovalNote] = useTimedMessage();
  const onDuplicates = useCallback((text: string) => showDuplicateNote(text), [showDuplicateNote]);
  const images = useImageQueue(
    "accumulate",
    onDuplicates,
    blog?.images.filter((name) => !removedImages.includes(name)),
  );
  const { busy, progress, failure, submit } = useSubmission();

  const imageSort = useImageOrder(blog?.images);
  const photoAlts = useImageAlts(blog?.imageAlts);
  const keptImages = imageSort.order.filter((name) => !removedImages.includes(name));
  const dirty =
    JSON.stringify(values) !== JSON.stringify(initial) ||
    removedImages.length > 0 ||
    imageSort.moved ||
    photoAlts.changed ||
    images.items.length > 0;
  const { allowLeave } = useLeaveGuard(dirty);
  // What was typed is kept as it is typed (issue #17); files cannot be.
  const unsavedText = JSON.stringify(values) !== JSON.stringify(initial) || removedImages.length > 0;
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

  const removeStoredImage = async (name: string) => {
    if (!(await confirm("Are you sure you want to delete this image?"))) return;
    setRemovedImages((current) => [...current, name]);
    showRemovalNote("Image removed. Save changes to confirm deletion.");
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tags = splitTags(values.tags);
    const parsed = blogCreateSchema.safeParse({ ...values, tags });
    if (!parsed.success || (values.status === "scheduled" && !values.publishAt)) {
      reject({ ...publishingErrors(values), ...(parsed.success ? {} : fieldErrors(parsed.error)) });
      return;
    }
    clearErrors();
    const form = buildForm({
      title: parsed.data.title,
      slug: values.slug.trim(),
      content: parsed.data.content,
      author: parsed.data.author,
      category: parsed.data.category,
      tags: parsed.data.tags,
      ...publishingFields(values),
      keepImages: editing ? keptImages : undefined,
      imageAlts: editing ? photoAlts.json() : undefined,
      images: images.files,
    });
    const result = await submit<{ blog: Blog }>({
      method: editing ? "PUT" : "POST",
      url: editing ? `/api/blogs/${blog._id}` : "/api/add-blog",
      form,
      failMessage: editing ? "Failed to update blog. Please try again." : "Failed to add blog. Please try again.",
      draftPath: restored.path,
      draft: { values, removedImages },
    });
    if (result.ok) {
      const saved: SavedState = { saved: editing ? "Blog post updated successfully!" : "Blog post created successfully!" };
      allowLeave();
      navigate(MANAGE, { state: saved });
      return;
    }
    if (!result.signedOut) reject(result.fieldErrors);
  };

  return (
    <FormCard title={editing ? "Edit Blog Post" : "Create New Blog Post"}>
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
          base="/blog/"
          value={values.slug}
          title={values.title}
          saved={blog?.slug}
          error={errors.slug}
          onChange={update("slug")}
        />
        <TextAreaField
          label="Content"
          name="content"
          required
          rows={4}
          value={values.content}
          onChange={update("content")}
          error={errors.content}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            label="Author"
            name="author"
            required
            value={values.author}
            onChange={update("author")}
            error={errors.author}
            autoComplete="name"
          />
          <SelectField
            label="Category"
            name="category"
            value={values.category}
            onChange={update("category")}
            error={errors.category}
            options={CATEGORY_OPTIONS}
          />
        </div>
        <TextField
          label="Tags"
          name="tags"
          value={values.tags}
          onChange={update("tags")}
          error={errors.tags}
          hint="Separate tags with commas, e.g. renovation, kerala homes"
          autoComplete="off"
        />

        <ImageFileInput label="Images" hint="PNG, JPG, GIF up to 10MB" multiple error={errors.images} disabled={busy} onFiles={images.add}>
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

        <PublishingFields
          values={values}
          errors={errors}
          onChange={(publishing) => setValues((current) => ({ ...current, ...publishing }))}
        />
        {editing ? <PreviewButton kind="blogs" id={blog._id} name={blog.title} /> : null}

        {progress !== null ? <UploadProgress percent={progress} /> : null}
        <FormActions
          cancelTo={MANAGE}
          onCancel={restored.forget}
          submitLabel={editing ? "Update Blog Post" : CREATE_LABELS[values.status]}
          busyLabel={editing ? "Updating..." : "Publishing..."}
          busy={busy}
          disabled={images.checking}
        />
      </form>
      {editing ? <VersionHistory kind="blogs" id={blog._id} /> : null}
    </FormCard>
  );
}
