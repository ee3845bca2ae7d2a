/**
 * The one item form of docs/product.md §2 Forms, §3, §5, §7 and §8, for every kind's add and edit
 * pages, drawn from the kind's declaration (domain/kinds, docs/architecture.md §10): its fields and
 * photos, the publishing choice, the preview and the history, its texts, where it sends a save and
 * where it returns. What is typed is kept as a draft as it is typed.
 */
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { PhotosWidget, PhotoWidget } from "../../../domain/kinds/admin";
import type { ItemKind } from "../../../domain/kinds/types";
import { fieldErrors } from "../../../domain/schemas";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { problemErrors } from "../../i18n/problems";
import { ApiError, buildForm } from "../../lib/api-client";
import { DraftOffer, FormActions, FormCard, FormMessage, FormNotices, TransientMessage, UploadProgress } from "./form-controls";
import { FormParts, initialValues, sentValues, type TextValues } from "./item-fields";
import { PhotoInput, useItemPhotos } from "./item-photos";
import type { AdminItem, LoadedItem } from "./kind-loaders";
import { countText, useKindLabel } from "./kind-labels";
import { LoadError } from "./load-error";
import { ViewOnSite, type SavedState } from "./manage-parts";

/** What a save answers of the item: enough to say where the public sees it. */
interface SavedItem {
  _id: string;
  slug?: string;
  status?: string;
}
import {
  initialPublishing,
  PreviewButton,
  PublishingFields,
  publishingErrors,
  publishingFields,
  type PublishingValues,
} from "./publishing";
import { restoredNote, useAutosave, useRestoredDraft } from "./use-form-draft";
import { useFieldErrors } from "./use-field-errors";
import { useLeaveGuard } from "./use-leave-guard";
import { useSubmission } from "./use-submission";
import { VersionHistory } from "./version-history";
import { TranslationLinks } from "./translation-links";
import { translatableTexts } from "../../../domain/translations";

/** How long a success shown in the form stays before the manage page (docs/product.md §9). */
const REDIRECT_DELAY_MS = 2000;

type Values = TextValues & PublishingValues;

export function ItemForm({ kind, item }: { kind: ItemKind; item?: AdminItem }) {
  const editing = item !== undefined;
  const { form: texts, paths } = kind.admin;
  const locale = useLocale();
  const t = useKindLabel();
  const navigate = useNavigate();
  const restored = useRestoredDraft();
  const { errors, formRef, alertRef, reject, clear: clearErrors, forget } = useFieldErrors();
  const [initial] = useState<Values>(() => ({ ...initialValues(kind, item), ...initialPublishing(item) }));
  const [values, setValues] = useState<Values>(() => ({ ...initial, ...restored.draft?.values }));
  const [success, setSuccess] = useState<string | null>(null);
  const [viewPath, setViewPath] = useState<string | null>(null);
  const photos = useItemPhotos(kind, item, restored.draft, restored.path);
  const { busy, progress, failure, submit } = useSubmission();
  // Waiting for photos still on their way before the save goes (use-image-queue.ts).
  const [awaitingPhotos, setAwaitingPhotos] = useState(false);

  const typed = JSON.stringify(values) !== JSON.stringify(initial);
  // Once saved, nothing is left unsaved while a success message shows.
  const dirty = !success && (typed || photos.changed);
  const { allowLeave } = useLeaveGuard(dirty);
  // What was typed is kept as it is typed; files cannot be.
  const draft = () => ({ values, ...photos.draft() });
  const unsavedText = !success && (typed || photos.removedImages.length > 0 || photos.coverRemoved);
  useAutosave(restored.path, unsavedText ? draft() : null, !!restored.offer);
  const restoreOffer = () => {
    const offer = restored.offer;
    if (!offer) return;
    setValues((current) => ({ ...current, ...offer.values }));
    photos.restore(offer);
    restored.dismissOffer();
  };
  const update = (field: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate(paths.manage), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [success, navigate, paths.manage]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = sentValues(kind, item, values, photos.choices);
    const schema = editing ? kind.schemas.update : kind.schemas.create;
    const parsed = schema.safeParse({ ...sent, status: values.status, publishAt: values.publishAt });
    // The schema's and the kind's messages are English (domain/): shown in the admin's language.
    const declared = problemErrors(locale, { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...photos.errors() });
    const found = { ...publishingErrors(values, locale), ...declared };
    if (Object.keys(found).length > 0) {
      reject(found);
      return;
    }
    clearErrors();
    const result = await submit<Record<string, SavedItem | undefined>>({
      method: editing ? "PUT" : "POST",
      url: editing ? `/api/${kind.name}/${item._id}` : (kind.api?.create ?? `/api/${kind.name}`),
      // The photos chosen are on their way already: the save waits for them, then names them.
      form: async () => {
        setAwaitingPhotos(true);
        const held = await photos.send().finally(() => setAwaitingPhotos(false));
        if (!held.ok) throw new ApiError(415, held.message);
        // A before or after photo chosen among the new ones is named by its upload's reference.
        for (const [name, field] of Object.entries(kind.fields)) {
          if (field.type === "photo" && typeof sent[name] === "string") sent[name] = held.resolve(sent[name]);
        }
        return buildForm({ ...sent, ...publishingFields(values), ...held.payload });
      },
      failMessage: t(editing ? texts.failure.edit : texts.failure.create),
      draftPath: restored.path,
      draft: draft(),
    });
    if (result.ok) {
      photos.forgetKept();
      const message = t(editing ? texts.success.edit : texts.success.create);
      const saved = result.data[kind.one];
      const view = saved?.status === "published" ? kind.sitePath(saved) : undefined;
      allowLeave();
      if (texts.success.shownIn === "form") {
        setSuccess(message);
        setViewPath(view ?? null);
      } else navigate(paths.manage, { state: { saved: message, view } satisfies SavedState });
      return;
    }
    if (!result.signedOut) reject(result.fieldErrors);
  };

  const photo = (widget: PhotoWidget | PhotosWidget, label: string) => {
    const field = kind.fields[widget.field];
    const upload = field?.type === "photos" ? field.upload : field?.type === "photo" ? field.upload?.field : undefined;
    return (
      <PhotoInput
        key={widget.field}
        widget={widget}
        photos={photos}
        label={label}
        editing={editing}
        error={upload ? errors[upload] : undefined}
        disabled={busy || success !== null}
        forget={(name) => forget((key) => key === name)}
      />
    );
  };
  // The photos a kind requires, while it has none (docs/product.md §5).
  const needed = photos.missing && photos.list && !errors[photos.list.field.upload] ? photos.list.field : null;
  const submitLabel = typeof texts.submit.create === "string" ? texts.submit.create : texts.submit.create[values.status];

  return (
    <FormCard title={t(editing ? texts.titles.edit : texts.titles.create)}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={busy}>
        {restored.offer ? <DraftOffer savedAt={restored.offer.savedAt} onRestore={restoreOffer} onDiscard={restored.discardOffer} /> : null}
        <FormNotices restored={!!restored.draft} restoredNote={restoredNote(locale)} failure={failure} alertRef={alertRef} />
        {success ? (
          <FormMessage tone="success" title={success}>
            {viewPath ? <ViewOnSite to={viewPath} /> : null}
          </FormMessage>
        ) : null}
        <FormParts ctx={{ kind, item, values, errors, onChange: update, choices: photos.choices, photo }} />
        <TransientMessage text={photos.notes.duplicate} />
        <TransientMessage text={photos.notes.removal} />
        {needed ? (
          <p id={`${needed.upload}-needs-image`} className="text-sm font-medium text-slate-700">
            {needed.required}
          </p>
        ) : null}

        <PublishingFields
          values={values}
          errors={errors}
          onChange={(publishing) => setValues((current) => ({ ...current, ...publishing }))}
        />
        {editing ? <PreviewButton kind={kind.name} id={item._id} name={item.title || t(texts.untitled ?? "")} /> : null}

        <FormActions
          status={
            awaitingPhotos && photos.progress.waiting > 0 ? (
              <UploadProgress
                percent={photos.progress.percent}
                note={
                  photos.progress.offline
                    ? m.adminPhotosWaitingToSend(locale)
                    : (photos.progress.waiting === 1 ? m.adminPhotosOnTheWayOne : m.adminPhotosOnTheWayMany)(locale, {
                        count: countText(locale, photos.progress.waiting),
                      })
                }
              />
            ) : progress !== null && !awaitingPhotos ? (
              <UploadProgress percent={progress} />
            ) : null
          }
          cancelTo={paths.manage}
          onCancel={restored.forget}
          submitLabel={t(editing ? texts.submit.edit : submitLabel)}
          busyLabel={t(editing ? texts.busy.edit : texts.busy.create)}
          busy={busy || awaitingPhotos}
          disabled={photos.missing || photos.checking || success !== null}
        />
      </form>
      {editing ? <VersionHistory kind={kind} id={item._id} /> : null}
      {editing && translatableTexts(kind).length > 0 ? (
        <TranslationLinks kindName={kind.name} id={item._id} saved={String(item.updatedAt ?? "")} />
      ) : null}
    </FormCard>
  );
}

/** An edit page: the form of the item loaded, or why it could not be loaded (docs/product.md §8). */
export function EditItem({ kind, loaded }: { kind: ItemKind; loaded: LoadedItem }) {
  const t = useKindLabel();
  if (!loaded.item)
    return <LoadError title={t(kind.admin.form.titles.edit)} message={t(loaded.error ?? "")} backTo={kind.admin.paths.manage} />;
  return <ItemForm key={loaded.item._id} kind={kind} item={loaded.item} />;
}
