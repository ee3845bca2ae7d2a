/**
 * The photos of the item form (docs/product.md §4, §5, §7): the kind's ordered photos (those stored,
 * removed, ordered and described, and those newly chosen) and a photo of its own (a project's
 * cover: chosen, removed, or taken from the photos). On an edit a removal only marks the photo
 * until saved. What each does and says is the kind's declaration (domain/kinds).
 */
import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { widgetsOf, type PhotosWidget, type PhotoWidget } from "../../../domain/kinds/admin";
import type { ItemKind, PhotoField, PhotosField } from "../../../domain/kinds/types";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { variantUrl } from "../../lib/images";
import { useConfirm } from "./confirm-dialog";
import type { AdminItem } from "./kind-loaders";
import { countText, kindLabel, useKindLabel } from "./kind-labels";
import { ImageFileInput, NewImagePreviews, PhotoList, type PhotoTile } from "./image-inputs";
import type { FormDraft } from "../../lib/form-draft";
import { useImageAlts } from "./use-image-alts";
import { useImageOrder } from "./use-image-order";
import { useImageQueue } from "./use-image-queue";
import { useTimedMessage } from "./use-timed-message";

type Payload = Record<string, string | string[] | File | File[] | undefined>;

/** The item's photo names in `value` (a list, or one photo), or none. */
export function photoNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((name): name is string => typeof name === "string");
  return typeof value === "string" && value ? [value] : [];
}

/** A choice among the photos: a stored photo's name, or `new:{key}` for a photo chosen in this form. */
export interface PhotoChoice {
  value: string;
  label: string;
}

function fieldOf<T extends "photo" | "photos">(kind: ItemKind, type: T) {
  const found = Object.entries(kind.fields).find(([, field]) => field.type === type && (type === "photos" || "upload" in field));
  return found as [string, T extends "photo" ? PhotoField : PhotosField] | undefined;
}

/**
 * The state of the kind's photos in its form, and what a save sends of them. A kind has one list
 * of photos, and at most one photo of its own that is uploaded (its cover).
 */
export function useItemPhotos(
  kind: ItemKind,
  item: AdminItem | undefined,
  draft: FormDraft | null,
  /** The form's address: photos chosen are kept in the browser under it until saved. */
  path: string,
) {
  const editing = item !== undefined;
  const confirm = useConfirm();
  const locale = useLocale();
  const t = (english: string) => kindLabel(locale, english);
  const [listKey, list] = fieldOf(kind, "photos") ?? ["", undefined];
  const [coverKey, cover] = fieldOf(kind, "photo") ?? ["", undefined];
  const widgets = widgetsOf(kind.admin.form.parts);
  const listWidget = widgets.find((widget): widget is PhotosWidget => widget.widget === "photos" && widget.field === listKey);
  const coverWidget = widgets.find((widget): widget is PhotoWidget => widget.widget === "photo" && widget.field === coverKey);
  const stored = editing ? photoNames(item[listKey]) : [];

  const [removedImages, setRemovedImages] = useState<string[]>(() => draft?.removedImages ?? []);
  const [coverRemoved, setCoverRemoved] = useState(() => draft?.removeCover ?? false);
  const [duplicateNote, showDuplicateNote] = useTimedMessage();
  const [removalNote, showRemovalNote] = useTimedMessage();
  const onDuplicates = useCallback((text: string) => showDuplicateNote(text), [showDuplicateNote]);
  const coverQueue = useImageQueue("replace", onDuplicates, undefined, cover ? `${path}#${coverKey}` : undefined);
  const keptStored = stored.filter((name) => !removedImages.includes(name));
  const listQueue = useImageQueue(
    !editing && listWidget?.replaceOnCreate ? "replace" : "accumulate",
    onDuplicates,
    keptStored,
    list ? `${path}#${listKey}` : undefined,
  );
  // Photos shared from the phone's gallery (app/routes/admin/shared-photos.tsx) come in by themselves.
  const shared = new URLSearchParams(useLocation().search).has("shared");
  const { restorable, restore: restoreShared } = listQueue;
  useEffect(() => {
    if (shared && restorable > 0) restoreShared();
  }, [shared, restorable, restoreShared]);
  const queued = new Map(listQueue.items.map((queuedImage) => [queuedImage.key, queuedImage]));
  // One list, stored and chosen alike: ordered, described and starred before any save.
  const sort = useImageOrder(stored, [...keptStored, ...queued.keys()]);
  const alts = useImageAlts(item?.imageAlts);
  const kept = sort.order.filter((key) => !queued.has(key));
  // A photo of the list starred as the cover, until saved; gone if the photo is removed.
  const [coverPick, setCoverPick] = useState<string | null>(null);
  const coverFromList = coverPick && sort.order.includes(coverPick) ? coverPick : null;
  const storedCover = photoNames(item?.[coverKey])[0];
  const shownCover = coverFromList ?? (storedCover && !coverRemoved ? storedCover : null);
  const newCover = coverQueue.items[0];
  const total = sort.order.length;
  const srcOf = (key: string) => queued.get(key)?.previewUrl ?? variantUrl(key, 480);

  const tiles: PhotoTile[] = sort.order.map((key) => {
    const chosen = queued.get(key);
    return chosen ? { key, src: chosen.previewUrl, queued: { name: chosen.file.name, upload: chosen.upload } } : { key, src: srcOf(key) };
  });

  /** The kept photos and those chosen: what a before or an after photo can be. */
  const choices: PhotoChoice[] = [
    ...kept.map((name, i) => ({ value: name, label: m.adminPhotosCurrentPhoto(locale, { n: i + 1 }) })),
    ...listQueue.items.map((chosen, i) => ({
      value: `new:${chosen.key}`,
      label: m.adminPhotosNewPhoto(locale, { n: i + 1, name: chosen.file.name }),
    })),
  ];

  const removeStoredImage = async (name: string) => {
    if (!(await confirm(m.adminPhotosConfirmDelete(locale)))) return;
    setRemovedImages((current) => [...current, name]);
    showRemovalNote(m.adminPhotosRemoved(locale));
  };

  const removeStoredCover = async () => {
    if (!coverWidget || !(await confirm(t(coverWidget.texts.confirmRemove)))) return;
    setCoverPick(null);
    setCoverRemoved(true);
    showRemovalNote(t(coverWidget.texts.removed));
  };

  /** The photos' own errors before sending: a required cover not chosen nor starred, a required list that is empty. */
  const errors = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!editing && cover?.upload?.required && !newCover && !coverFromList) found[cover.upload.field] = cover.upload.required;
    if (list?.required && total === 0) found[list.upload] = list.required;
    return found;
  };

  /**
   * What a save sends of the photos, once every photo chosen is held by the site: the photos in
   * their order (a stored one by its name, one sent ahead by its reference), the cover, the
   * descriptions. No file goes with the save. `resolve` turns a choice of a new photo
   * (`new:{key}`) into its reference. Waits for photos still on their way; answers why not when
   * the site refused one.
   */
  const send = async (): Promise<{ ok: true; payload: Payload; resolve: (value: string) => string } | { ok: false; message: string }> => {
    const [listReady, coverReady] = await Promise.all([listQueue.ready(), coverQueue.ready()]);
    if (!listReady.ok) return listReady;
    if (!coverReady.ok) return coverReady;
    const references = new Map(listReady.photos.map((photo) => [photo.key, photo.reference]));
    const named = (key: string) => references.get(key) ?? key;
    const resolve = (value: string) => (value.startsWith("new:") ? named(value.slice(4)) : value);
    const sent: Payload = {};
    if (cover?.upload) sent[cover.upload.field] = coverReady.photos[0]?.reference;
    if (cover?.remove) sent[cover.remove] = editing && coverRemoved && !newCover ? "true" : undefined;
    if (list) {
      const order = sort.order.filter((key) => references.has(key) || !queued.has(key)).map(named);
      sent[list.keep] = listWidget?.keepAsJson ? JSON.stringify(order) : order;
      const described = Object.entries(alts.alts).filter(([key]) => sort.order.includes(key) || stored.includes(key));
      if (editing || described.some(([, text]) => text.trim() !== "")) {
        sent.imageAlts = JSON.stringify(Object.fromEntries(described.map(([key, text]) => [named(key), text])));
      }
    }
    if (cover?.choose) sent[cover.choose.input] = coverFromList && !newCover ? named(coverFromList) : undefined;
    return { ok: true, payload: sent, resolve };
  };

  /** The photos still on their way: how many, and how far, for the save's progress. */
  const progress = {
    waiting: listQueue.progress.waiting + coverQueue.progress.waiting,
    offline: listQueue.progress.offline || coverQueue.progress.offline,
    percent: Math.round(
      (100 * (listQueue.progress.sent + coverQueue.progress.sent)) / Math.max(1, listQueue.progress.total + coverQueue.progress.total),
    ),
  };

  return {
    removedImages,
    coverRemoved,
    /** Puts back the removals of a draft the administrator chose to restore. */
    restore: (offer: FormDraft) => {
      setRemovedImages(offer.removedImages ?? []);
      setCoverRemoved(offer.removeCover ?? false);
    },
    /** What the draft keeps of the photos: files cannot be kept. */
    draft: () => ({ removedImages, ...(cover ? { removeCover: coverRemoved } : {}) }),
    /** Marked, ordered, described or chosen, and not saved yet. */
    changed:
      removedImages.length > 0 ||
      coverRemoved ||
      sort.moved ||
      alts.changed ||
      coverFromList !== null ||
      coverQueue.items.length > 0 ||
      listQueue.items.length > 0,
    checking: coverQueue.checking || listQueue.checking,
    /** The list must have a photo and has none. */
    missing: Boolean(list?.required) && total === 0,
    choices,
    errors,
    send,
    progress,
    /** After a save: the photos kept in the browser for this form are not needed any more. */
    forgetKept: () => {
      listQueue.forgetKept();
      coverQueue.forgetKept();
    },
    notes: { duplicate: duplicateNote, removal: removalNote },
    list: list && {
      field: list,
      tiles,
      queue: listQueue,
      sort,
      alts,
      remove: (tile: PhotoTile) => (tile.queued ? listQueue.remove(tile.key) : void removeStoredImage(tile.key)),
      cover: cover ? (newCover ? null : shownCover) : undefined,
      useAsCover:
        cover?.choose && coverWidget
          ? (key: string) => {
              if (coverFromList === key) {
                setCoverPick(null);
                return;
              }
              setCoverPick(key);
              setCoverRemoved(false);
              coverQueue.clear();
              showRemovalNote(t(coverWidget.texts.chosenNote));
            }
          : undefined,
    },
    cover: cover && {
      field: cover,
      queue: coverQueue,
      shown: shownCover,
      src: shownCover ? srcOf(shownCover) : null,
      fromList: coverFromList !== null,
      newCover,
      removeStoredCover,
    },
  };
}

export type ItemPhotos = ReturnType<typeof useItemPhotos>;

interface InputProps {
  widget: PhotoWidget | PhotosWidget;
  photos: ItemPhotos;
  label: string;
  editing: boolean;
  error: string | undefined;
  disabled: boolean;
  /** Forgets a field's error. */
  forget: (field: string) => void;
}

/**
 * A photo widget: the kind's photos (several files at once), or a photo of its own. Choosing
 * files forgets a required photo's error: it is no longer true.
 */
export function PhotoInput({ widget, photos, label, editing, error, disabled, forget }: InputProps) {
  const t = useKindLabel();
  const list = widget.widget === "photos" ? photos.list : undefined;
  const cover = widget.widget === "photo" ? photos.cover : undefined;
  const queue = list?.queue ?? cover?.queue;
  if (!queue) return null;
  const requiredField = list?.field.required ? list.field.upload : cover?.field.upload?.required ? cover.field.upload.field : null;
  return (
    <ImageFileInput
      label={label}
      hint={t(widget.hint)}
      multiple={Boolean(list)}
      error={error}
      required={Boolean(requiredField) && (Boolean(list) || !editing)}
      disabled={disabled}
      onFiles={(files) => {
        if (requiredField && files.length > 0) forget(requiredField);
        void queue.add(files);
      }}
    >
      <KeptPhotosOffer queue={queue} />
      {list && widget.widget === "photos" ? (
        <ListPreviews
          widget={widget}
          list={list}
          editing={editing}
          onCover={() => photos.cover?.field.upload && forget(photos.cover.field.upload.field)}
        />
      ) : null}
      {cover && widget.widget === "photo" ? <CoverPreview widget={widget} cover={cover} /> : null}
    </ImageFileInput>
  );
}

/** Photos chosen before the page was closed or reloaded, kept on this device: added back or let go. */
function KeptPhotosOffer({ queue }: { queue: NonNullable<ItemPhotos["list"]>["queue"] }) {
  const locale = useLocale();
  if (queue.restorable === 0) return null;
  const one = queue.restorable === 1;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800"
    >
      <p className="grow">{(one ? m.adminPhotosKeptOne : m.adminPhotosKeptMany)(locale, { count: countText(locale, queue.restorable) })}</p>
      <button
        type="button"
        onClick={queue.restore}
        className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {one ? m.adminPhotosAddBackOne(locale) : m.adminPhotosAddBackMany(locale)}
      </button>
      <button
        type="button"
        onClick={queue.discardRestorable}
        className="min-h-11 rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-100"
      >
        {m.adminPhotosDiscard(locale)}
      </button>
    </div>
  );
}

/** The item's photos, stored and newly chosen, in one list. */
function ListPreviews({
  widget,
  list,
  editing,
  onCover,
}: {
  widget: PhotosWidget;
  list: NonNullable<ItemPhotos["list"]>;
  editing: boolean;
  onCover: () => void;
}) {
  const t = useKindLabel();
  const starCover = list.useAsCover;
  return (
    <PhotoList
      tiles={list.tiles}
      heading={t(editing ? widget.headings.stored : widget.headings.queued)}
      onRemove={list.remove}
      onMove={list.sort.move}
      onPlace={list.sort.place}
      alts={list.alts.alts}
      onAltChange={list.alts.change}
      cover={list.cover}
      onUseAsCover={
        starCover
          ? (key) => {
              starCover(key);
              onCover();
            }
          : undefined
      }
      onClearAll={widget.clearAll ? list.queue.clear : undefined}
    />
  );
}

/** The photo stored or taken from the list, with its Remove button, or the one newly chosen. */
function CoverPreview({ widget, cover }: { widget: PhotoWidget; cover: NonNullable<ItemPhotos["cover"]> }) {
  const t = useKindLabel();
  return (
    <>
      {cover.src && !cover.newCover ? (
        <div className="relative w-full max-w-xs overflow-hidden rounded-lg border border-slate-200">
          <img
            src={cover.src}
            alt={t(cover.fromList ? widget.texts.chosen : widget.texts.current)}
            className="aspect-video w-full object-cover"
          />
          <button
            type="button"
            onClick={cover.removeStoredCover}
            className="absolute top-2 right-2 min-h-9 rounded-full bg-white/95 px-3 text-sm font-medium text-red-700 shadow hover:bg-red-50"
          >
            {t(widget.texts.remove)}
          </button>
        </div>
      ) : null}
      {cover.newCover ? (
        <NewImagePreviews items={cover.queue.items} heading={t(widget.texts.queued)} onRemove={cover.queue.remove} />
      ) : null}
    </>
  );
}
