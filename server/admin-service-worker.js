/*
 * The admin area's service worker (docs/decisions/014), served at /admin/sw.js by server/admin-app.ts,
 * which writes the admin pages' paths into ADMIN_PATHS. It shows the notification of a new
 * enquiry and, when it is tapped, brings an open admin window to that enquiry or opens one. It
 * controls no page (its scope, /admin/, holds none), and a public page never meets it. The one
 * request it answers is the phone's gallery sharing photos to the app (the manifest's share
 * target): it keeps them in this browser's store of photos not yet saved (the store of
 * app/lib/pending-photos.ts, under the form "shared") and opens the page that asks what they are
 * for. Nothing leaves the phone until the owner says.
 */
const ADMIN_PATHS = /* admin paths */ [];
const SHARE = /* share */ {};

const isAdminPage = (url) => {
  const { pathname } = new URL(url);
  return ADMIN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
};

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === "string" && data.title ? data.title : "New enquiry";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      tag: typeof data.tag === "string" ? data.tag : undefined,
      data: { url: typeof data.url === "string" ? data.url : "/enquiries" },
      icon: "/admin/icon-192.png",
      badge: "/admin/badge-96.png",
      lang: "en-IN",
    }),
  );
});

/** Asks an admin window to show `path` in place (app/lib/admin-service-worker.ts answers); false when it does not answer. */
function showIn(client, path) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 1500);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.postMessage({ type: "admin-push-open", path }, [channel.port2]);
  });
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/enquiries", self.location.origin);
  // Only this site's own admin pages are ever opened.
  const path = target.origin === self.location.origin && isAdminPage(target.href) ? target.pathname : "/enquiries";
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const admin = windows.filter((client) => isAdminPage(client.url));
      // The window in front first, then the most recently used (matchAll's order).
      admin.sort((a, b) => Number(b.focused) - Number(a.focused));
      for (const client of admin) {
        const focused = await client.focus().catch(() => null);
        if (focused && (await showIn(focused, path))) return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});

// The store of app/lib/pending-photos.ts: the same name, version and shape.
const PHOTOS_DB = "site-admin-photos";
const PHOTOS_STORE = "photos";

function openPhotos() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(PHOTOS_DB, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(PHOTOS_STORE, { keyPath: "key" });
      store.createIndex("form", "form");
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function sha256(blob) {
  const digest = await crypto.subtle.digest("SHA-256", await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function keepShared(request) {
  let files = [];
  try {
    const form = await request.formData();
    files = form.getAll(SHARE.field).filter((file) => typeof file !== "string" && file.type.startsWith("image/"));
  } catch {
    files = [];
  }
  try {
    const kept = await Promise.all(
      files.map(async (file, i) => ({
        key: `shared-${Date.now().toString(36)}-${i}-${Math.random().toString(36).slice(2, 10)}`,
        form: "shared",
        file,
        name: file.name || `Shared photo ${i + 1}.jpg`,
        type: file.type,
        hash: await sha256(file),
        uploadUrl: null,
        sent: null,
        addedAt: Date.now() + i,
      })),
    );
    const db = await openPhotos();
    await new Promise((resolve, reject) => {
      const transaction = db.transaction(PHOTOS_STORE, "readwrite");
      for (const photo of kept) transaction.objectStore(PHOTOS_STORE).put(photo);
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
    });
    db.close();
  } catch {
    // A browser that keeps nothing (storage full, a private window) opens the page all the same: it says none are waiting.
  }
  return Response.redirect(new URL(SHARE.page, self.location.origin).href, 303);
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === "POST" && url.origin === self.location.origin && url.pathname === SHARE.path) {
    event.respondWith(keepShared(event.request));
  }
});
