/**
 * Newly chosen images (docs/product.md §4, §5): each previewed through an object URL (revoked when
 * it leaves the queue), removable one by one, and skipped when its content (SHA-256) is already
 * queued, or already stored on the item being edited (a stored image is named by the first 32 hex
 * characters of its SHA-256, server/media/process.ts). In "replace" mode a new choice replaces the
 * queue (the project gallery on add); otherwise files accumulate.
 *
 * Each photo starts on its way the moment it is chosen (app/lib/photo-upload.ts: made smaller,
 * sent resumably, two at a time), so the save only names the photos already held: `ready()` waits
 * for those still on their way. A dropped connection is tried again by itself, and once more each
 * time the phone is back online; a photo the site refused says why on its tile. With `keep`, the
 * photos chosen are kept in the browser (app/lib/pending-photos.ts) until saved: after a reload
 * or a closed tab they are offered back, and their uploads go on from where they stopped.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { ApiError } from "../../lib/api-client";
import { skipDuplicateFiles } from "../../lib/file-hash";
import { forgetForm, forgetPhoto, keepPhoto, photosOf, updatePhoto, type PendingPhoto } from "../../lib/pending-photos";
import { preparePhoto, sendPhoto, type SentPhoto } from "../../lib/photo-upload";

/** Where a chosen photo is on its way to the site. */
export type UploadState =
  | { state: "waiting" }
  | { state: "sending"; sent: number; total: number }
  | { state: "sent"; photo: SentPhoto }
  /** `final`: the site refused it (choose another); else the network, tried again when it is back. */
  | { state: "failed"; message: string; final: boolean };

export interface QueuedImage {
  key: string;
  file: File;
  hash: string;
  previewUrl: string;
  upload: UploadState;
}

export interface ImageQueue {
  items: QueuedImage[];
  /** True while the chosen files are being hashed. */
  checking: boolean;
  add: (files: File[]) => Promise<void>;
  remove: (key: string) => void;
  clear: () => void;
  /** Waits until every photo chosen is held by the site, or one cannot be; answers them in order. */
  ready: () => Promise<{ ok: true; photos: (SentPhoto & { key: string })[] } | { ok: false; message: string }>;
  /** Bytes sent and to send of the photos still on their way, for a progress bar. */
  progress: { sent: number; total: number; waiting: number; offline: boolean };
  /** Photos chosen before a reload or a closed tab, kept in the browser and not added back yet. */
  restorable: number;
  restore: () => void;
  discardRestorable: () => void;
  /** After a save: the photos kept in the browser are not needed any more. */
  forgetKept: () => void;
}

/** A photo's key, unique across reloads (it is its key in the browser's store too). */
function newKey(): string {
  return `image-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** How long a photo held by the site waits for its save (services/staged-uploads.ts), less an hour. */
const HELD_MS = 23 * 3_600_000;
/** How many photos go at once: two keep a slow line busy without starving the first. */
const AT_ONCE = 2;

/** The part of a stored image's name that is its content's hash. */
function storedHash(name: string): string {
  return name.replace(/\.[^.]+$/, "");
}

export function useImageQueue(
  mode: "accumulate" | "replace",
  onDuplicates: (message: string) => void,
  /** The images the item already has: choosing one of them again is refused, and said. */
  stored: readonly string[] = [],
  /** Keeps the photos chosen in the browser under this name (the form and its field) until saved. */
  keep?: string,
): ImageQueue {
  const locale = useLocale();
  const [restorable, setRestorable] = useState<PendingPhoto[]>([]);
  const [items, setItems] = useState<QueuedImage[]>([]);
  const [checking, setChecking] = useState(false);
  const itemsRef = useRef<QueuedImage[]>([]);
  const storedRef = useRef(stored);
  // Each photo's sending: its abort switch, and its address for resuming.
  const sendings = useRef(new Map<string, { abort: AbortController; url: string | null }>());
  const waiters = useRef(new Set<() => void>());
  useEffect(() => {
    storedRef.current = stored;
  });

  const commit = useCallback((next: QueuedImage[]) => {
    itemsRef.current = next;
    setItems(next);
    for (const wake of waiters.current) wake();
  }, []);

  const setUpload = useCallback(
    (key: string, upload: UploadState) => commit(itemsRef.current.map((item) => (item.key === key ? { ...item, upload } : item))),
    [commit],
  );

  /** Starts the photos waiting, up to AT_ONCE on their way. */
  const pump = useCallback(() => {
    const busy = itemsRef.current.filter((item) => item.upload.state === "sending").length;
    const next = itemsRef.current.filter((item) => item.upload.state === "waiting").slice(0, Math.max(0, AT_ONCE - busy));
    for (const item of next) {
      const sending = sendings.current.get(item.key) ?? { abort: new AbortController(), url: null };
      sendings.current.set(item.key, sending);
      setUpload(item.key, { state: "sending", sent: 0, total: item.file.size });
      void (async () => {
        try {
          const blob = await preparePhoto(item.file);
          const photo = await sendPhoto(blob, item.file.name, {
            resumeUrl: sending.url,
            onUploadUrl: (url) => {
              sending.url = url;
              if (keep) void updatePhoto(item.key, { uploadUrl: url });
            },
            onProgress: (sent, total) => {
              if (!sending.abort.signal.aborted) setUpload(item.key, { state: "sending", sent, total });
            },
            signal: sending.abort.signal,
          });
          if (sending.abort.signal.aborted) return;
          setUpload(item.key, { state: "sent", photo });
          if (keep) void updatePhoto(item.key, { sent: { ...photo, expiresAt: new Date(Date.now() + HELD_MS).toISOString() } });
        } catch (error) {
          if (sending.abort.signal.aborted) return;
          // A refusal of the photo is final; a session that ended is not (the photo goes on once signed in).
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
          const message = error instanceof ApiError ? error.message : m.adminPhotosNotSent(locale);
          setUpload(item.key, { state: "failed", message, final: refused });
        } finally {
          pump();
        }
      })();
    }
  }, [setUpload, keep, locale]);

  // Back online: the photos the network dropped go on from where they stopped.
  useEffect(() => {
    const retry = () => {
      const dropped = itemsRef.current.filter((item) => item.upload.state === "failed" && !item.upload.final);
      if (dropped.length === 0) return;
      commit(itemsRef.current.map((item) => (dropped.includes(item) ? { ...item, upload: { state: "waiting" } } : item)));
      pump();
    };
    window.addEventListener("online", retry);
    // A network that came back without saying so (a captive Wi-Fi, a weak signal) is tried now and then.
    const timer = window.setInterval(() => navigator.onLine && retry(), 15_000);
    return () => {
      window.removeEventListener("online", retry);
      window.clearInterval(timer);
    };
  }, [commit, pump]);

  useEffect(() => {
    const all = sendings.current;
    return () => {
      itemsRef.current.forEach((item) => URL.revokeObjectURL(item.previewUrl));
      for (const sending of all.values()) sending.abort.abort();
    };
  }, []);

  const forget = useCallback(
    (gone: QueuedImage[]) => {
      for (const item of gone) {
        URL.revokeObjectURL(item.previewUrl);
        sendings.current.get(item.key)?.abort.abort();
        sendings.current.delete(item.key);
        if (keep) void forgetPhoto(item.key);
      }
    },
    [keep],
  );

  // Photos kept from an earlier visit of this form are offered back, not added unasked.
  useEffect(() => {
    if (!keep) return;
    let live = true;
    void photosOf(keep).then((kept) => live && setRestorable(kept));
    return () => {
      live = false;
    };
  }, [keep]);

  const add = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      setChecking(true);
      try {
        const known = new Set(mode === "replace" ? [] : itemsRef.current.map((item) => item.hash));
        const { kept: unique, skipped } = await skipDuplicateFiles(files, known);
        const storedHashes = new Set(storedRef.current.map(storedHash));
        const kept = unique.filter(({ hash }) => !storedHashes.has(hash.slice(0, 32)));
        const alreadyStored = unique.length - kept.length;
        const added: QueuedImage[] = kept.map(({ file, hash }) => ({
          key: newKey(),
          file,
          hash,
          previewUrl: URL.createObjectURL(file),
          upload: { state: "waiting" },
        }));
        if (keep) {
          for (const item of added) {
            void keepPhoto({
              key: item.key,
              form: keep,
              file: item.file,
              name: item.file.name,
              type: item.file.type,
              hash: item.hash,
              uploadUrl: null,
              sent: null,
              addedAt: Date.now(),
            });
          }
        }
        const previous = itemsRef.current;
        if (mode === "replace") forget(previous);
        commit(mode === "replace" ? added : [...previous, ...added]);
        pump();
        if (alreadyStored > 0) onDuplicates(m.adminPhotosAlreadyStored(locale));
        else if (skipped > 0) onDuplicates(m.adminPhotosDuplicatesSkipped(locale));
      } finally {
        setChecking(false);
      }
    },
    [mode, onDuplicates, commit, pump, forget, keep, locale],
  );

  const remove = useCallback(
    (key: string) => {
      forget(itemsRef.current.filter((entry) => entry.key === key));
      commit(itemsRef.current.filter((entry) => entry.key !== key));
      pump();
    },
    [commit, forget, pump],
  );

  const clear = useCallback(() => {
    forget(itemsRef.current);
    commit([]);
  }, [commit, forget]);

  const ready = useCallback(async () => {
    // A photo the network dropped is tried again now: the administrator is waiting on it. Later
    // drops are tried again when the phone is back online (above).
    if (itemsRef.current.some((item) => item.upload.state === "failed" && !item.upload.final)) {
      commit(
        itemsRef.current.map((item) =>
          item.upload.state === "failed" && !item.upload.final ? { ...item, upload: { state: "waiting" } } : item,
        ),
      );
      pump();
    }
    for (;;) {
      const current = itemsRef.current;
      const refused = current.find((item) => item.upload.state === "failed" && item.upload.final);
      if (refused && refused.upload.state === "failed")
        return { ok: false as const, message: `${refused.file.name}: ${refused.upload.message}` };
      if (current.every((item) => item.upload.state === "sent")) {
        return {
          ok: true as const,
          photos: current.map((item) => ({ key: item.key, ...(item.upload as { photo: SentPhoto }).photo })),
        };
      }
      await new Promise<void>((wake) => {
        const done = () => {
          waiters.current.delete(done);
          wake();
        };
        waiters.current.add(done);
      });
    }
  }, [commit, pump]);

  const progress = { sent: 0, total: 0, waiting: 0, offline: false };
  for (const item of items) {
    if (item.upload.state === "sent") continue;
    progress.waiting++;
    if (item.upload.state === "failed" && !item.upload.final) progress.offline = true;
    progress.sent += item.upload.state === "sending" ? item.upload.sent : 0;
    progress.total += item.upload.state === "sending" ? item.upload.total : item.file.size;
  }

  /** Adds back the photos kept from an earlier visit: those the site holds still, as held; the rest go on sending. */
  const restore = useCallback(() => {
    const now = Date.now();
    const back: QueuedImage[] = restorable.map((kept) => {
      const file = new File([kept.file], kept.name, { type: kept.type });
      const held = kept.sent && Date.parse(kept.sent.expiresAt) > now ? kept.sent : null;
      sendings.current.set(kept.key, { abort: new AbortController(), url: kept.uploadUrl });
      return {
        key: kept.key,
        file,
        hash: kept.hash,
        previewUrl: URL.createObjectURL(file),
        upload: held ? { state: "sent", photo: { reference: held.reference, name: held.name } } : { state: "waiting" },
      };
    });
    setRestorable([]);
    const known = new Set(itemsRef.current.map((item) => item.key));
    commit([...itemsRef.current, ...back.filter((item) => !known.has(item.key))]);
    pump();
  }, [restorable, commit, pump]);

  const discardRestorable = useCallback(() => {
    for (const kept of restorable) void forgetPhoto(kept.key);
    setRestorable([]);
  }, [restorable]);

  const forgetKept = useCallback(() => {
    if (keep) void forgetForm(keep);
  }, [keep]);

  return {
    items,
    checking,
    add,
    remove,
    clear,
    ready,
    progress,
    restorable: restorable.length,
    restore,
    discardRestorable,
    forgetKept,
  };
}
