/**
 * Where a page's photos are fetched from (docs/architecture.md §5): a public page's from MEDIA_URL
 * when the site has a CDN in front of its images, everything else (the admin, a preview, whose
 * photos may be private) from the site's own `/uploads`. The root layout provides it, and writes it
 * on <html data-media> for the islands, which hydrate on their own (app/islands/hydrate.ts).
 */
import { createContext, useContext } from "react";
import { UPLOADS } from "./images";

export const MediaBaseContext = createContext<string>(UPLOADS);

export function useMediaBase(): string {
  return useContext(MediaBaseContext);
}
