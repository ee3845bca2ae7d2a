/**
 * The one way a page loader reads content and fails (docs/architecture.md §11.9): the
 * reading happens inside `loadOrFail`, and a failure becomes a thrown response that the route's
 * ErrorBoundary renders (components/ui/error-boundary.tsx): 404 for what does not exist (a
 * service's NotFound), otherwise 500, with the error in the log.
 */
import { previewPassCookie, type PreviewKind } from "../../domain/previews";
import { data, redirect } from "react-router";
import type { ImageInfo } from "../../domain/entities";
import type { ContentReader } from "../../domain/site-context";
import { PAGES } from "../../domain/pages";
import type { ItemLanguage } from "../../domain/translations";
import { BLURRED_AT_TOP, withPlaceholders } from "./images";

function isThrownResponse(error: unknown): boolean {
  return error instanceof Response || (error as { type?: unknown } | null)?.type === "DataWithResponseInit";
}

export async function loadOrFail<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isThrownResponse(error)) throw error;
    if ((error as { status?: unknown } | null)?.status === 404) throw data(null, { status: 404 });
    console.error(`Failed to load ${what}`, error);
    throw data(null, { status: 500 });
  }
}

/** A 301 to `path`, keeping the request's query (an id URL of docs/product.md §2, or a slug an item had before). */
export function movedTo(request: Request, path: string): Response {
  // A header is ASCII: a slug in Malayalam or Tamil goes percent-encoded.
  return redirect(encodeURI(path) + new URL(request.url).search, 301);
}

/** The token of a preview link (issue #17), when the page was opened by one. */
export function previewToken(request: Request): string | null {
  return new URL(request.url).searchParams.get("preview");
}

/**
 * A page opened by a preview link is never stored nor indexed, and gives the link's holder the
 * pass for the item's photos (domain/previews.ts), which the public may not see while it is not
 * public; any other page gets no header of its own.
 */
export function previewHeaders(request: Request, token: string | null, item?: { kind: PreviewKind; id: string }): Headers {
  const headers = new Headers();
  if (token === null) return headers;
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex");
  const pass = item ? previewPassCookie(item.kind, item.id, token, new Date(), new URL(request.url).protocol === "https:") : null;
  if (pass) headers.append("Set-Cookie", pass);
  return headers;
}

/**
 * The image infos a page sends for `names`, by name: the first `blurred` in the list's order with
 * their blurred placeholder, the others with their colour only (lib/images.ts, withPlaceholders).
 */
export async function imageInfos(
  content: ContentReader,
  names: ReadonlyArray<string | null | undefined>,
  blurred = BLURRED_AT_TOP,
): Promise<Record<string, ImageInfo>> {
  return withPlaceholders(await content.images.info(names), names, blurred);
}

/**
 * What a page made of the site's sections knows of its language (domain/pages.ts, `sections`;
 * docs/product.md §11): the texts it shows in English, and the languages it is whole in.
 */
export function sectionsLanguage(content: ContentReader, path: string): Promise<ItemLanguage> {
  return content.site.language(PAGES.find((page) => page.path === path && !page.locale)?.sections ?? []);
}
