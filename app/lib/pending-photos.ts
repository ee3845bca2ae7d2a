/**
 * Photos chosen in an admin form and not saved yet, kept in the browser's IndexedDB (the photo's
 * bytes, where its upload stands), so that a reload or a closed tab offers them back and their
 * uploads go on from where they stopped (use-image-queue.ts). A save forgets its form's photos;
 * photos left for a week are forgotten too. Admin-only; nothing leaves the browser from here.
 */

/** One photo kept for a form: `form` names the form and its photo field. */
export interface PendingPhoto {
  key: string;
  form: string;
  file: Blob;
  name: string;
  type: string;
  hash: string;
  /** The resumable upload's address, once it has one. */
  uploadUrl: string | null;
  /** The photo held by the site, once sent (valid until `expiresAt`). */
  sent: { reference: string; name: string; expiresAt: string } | null;
  addedAt: number;
}

const DB_NAME = "site-admin-photos";
const STORE = "photos";
const KEPT_MS = 7 * 24 * 3_600_000;

let opening: Promise<IDBDatabase | null> | null = null;

/** The database, or null where the browser has none (a private window may refuse it). */
function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === "undefined") return resolve(null);
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: "key" });
      store.createIndex("form", "form");
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

/** Runs `work` on the store; a browser without storage keeps nothing, and says nothing. */
async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  return new Promise((resolve) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request ? request.result : undefined);
    transaction.onerror = () => resolve(undefined);
    transaction.onabort = () => resolve(undefined);
  });
}

export function keepPhoto(photo: PendingPhoto): Promise<unknown> {
  return withStore("readwrite", (store) => store.put(photo));
}

export async function updatePhoto(key: string, change: Partial<PendingPhoto>): Promise<void> {
  const current = await withStore<PendingPhoto | undefined>("readonly", (store) => store.get(key));
  if (current) await keepPhoto({ ...current, ...change });
}

export function forgetPhoto(key: string): Promise<unknown> {
  return withStore("readwrite", (store) => store.delete(key));
}

/** The photos kept for `form`, oldest first; those older than a week are forgotten. */
export async function photosOf(form: string): Promise<PendingPhoto[]> {
  const all = (await withStore<PendingPhoto[]>("readonly", (store) => store.index("form").getAll(form))) ?? [];
  const old = all.filter((photo) => Date.now() - photo.addedAt > KEPT_MS);
  await Promise.all(old.map((photo) => forgetPhoto(photo.key)));
  return all.filter((photo) => !old.includes(photo)).sort((a, b) => a.addedAt - b.addedAt);
}

export async function forgetForm(form: string): Promise<void> {
  const photos = (await withStore<PendingPhoto[]>("readonly", (store) => store.index("form").getAll(form))) ?? [];
  await Promise.all(photos.map((photo) => forgetPhoto(photo.key)));
}

/**
 * Where photos shared to the admin app from the phone's gallery wait (the admin's service worker,
 * server/admin-service-worker.js, keeps them here) until the owner says what they are for.
 */
export const SHARED_PHOTOS = "shared";

/** Gives the photos kept for `from` to the form `to`, which offers them back as its own. */
export async function moveForm(from: string, to: string): Promise<number> {
  const photos = await photosOf(from);
  await Promise.all(photos.map((photo) => keepPhoto({ ...photo, form: to })));
  return photos.length;
}
