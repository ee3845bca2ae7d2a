import { useSyncExternalStore } from "react";
import { getToken, TOKEN_KEY } from "../../lib/token";

function subscribeToStorage(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) onChange();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}

const hasToken = () => getToken() !== null;

/**
 * Whether a token is stored (SPEC §4). The server render has none; after hydration the value is
 * read from local storage on every render, so each route change re-checks it, and a sign-in or
 * sign-out in another tab is heard through the storage event.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToStorage, hasToken, () => false);
}

function subscribeToBodyClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

const lightboxOpen = () => document.body.classList.contains("lightbox-active");

/** Whether the gallery lightbox is open: it marks the body with `lightbox-active` (SPEC §2 Gallery). */
export function useLightboxActive(): boolean {
  return useSyncExternalStore(subscribeToBodyClass, lightboxOpen, () => false);
}
