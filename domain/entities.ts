/**
 * The entities of docs/product.md §3 as the API answers them (docs/architecture.md §4): `_id` is 24 lowercase hex
 * characters, dates are ISO 8601 strings, image fields hold bare file names.
 */
import type { ProjectFacts } from "./project-facts";
import type { Publication } from "./publishing";
import type { ItemLanguage } from "./translations";

export interface Project extends ProjectFacts, Publication {
  _id: string;
  /** The readable URL's last part (domain/slugs.ts): `/projects/{slug}`. */
  slug: string;
  title: string;
  description: string;
  category: string;
  location: string;
  coverImage: string | null;
  gallery: string[];
  /** What each photo shows, by name, where the company described it (issue #17); pages fall back to the title and the photo's number. */
  imageAlts: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  /** On a public page: the language it is shown in, what of it is in English still, and the languages it is whole in (docs/product.md §11). */
  language?: ItemLanguage;
}

export interface Blog extends Publication {
  _id: string;
  /** The readable URL's last part (domain/slugs.ts): `/blog/{slug}`. */
  slug: string;
  title: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  images: string[];
  /** What each photo shows, by name, where the company described it (issue #17). */
  imageAlts: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  /** On a public page: the language it is shown in, what of it is in English still, and the languages it is whole in (docs/product.md §11). */
  language?: ItemLanguage;
}

export interface GalleryItem extends Publication {
  _id: string;
  title: string;
  description: string;
  category: string;
  images: string[];
  /** What each photo shows, by name, where the company described it (issue #17). */
  imageAlts: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  /** On a public page: the language it is shown in, what of it is in English still, and the languages it is whole in (docs/product.md §11). */
  language?: ItemLanguage;
}

/** What the server knows of a stored image, for width/height and a blurred placeholder. */
export interface ImageInfo {
  name: string;
  width: number;
  height: number;
  /**
   * A tiny blurred WebP as a data: URL, shown while the real image loads. A page leaves it out for
   * the images far down a long list (app/lib/images.ts, `withPlaceholders`), which show `color`.
   */
  placeholder?: string;
  /** The image's average colour ("#rrggbb"), painted behind it when the page sends no placeholder. */
  color?: string;
  /** The widths of the WebP variants the image has (`{name}-w{width}.webp`), smallest first; images stored before a width was added lack it. */
  widths: readonly number[];
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/**
 * A kind of content the site publishes: a kind of item's name (domain/kinds), or "site", the site's
 * own content (domain/site-content.ts), whose company facts show on every page. A change to one
 * clears the pages that show it.
 */
export type ContentKind = string;

/** What a saved version of a project keeps (issue #17): its text, facts and photos in order. */
export type ProjectVersion = Pick<Project, "title" | "description" | "category" | "location" | "coverImage" | "gallery"> & ProjectFacts;
export type BlogVersion = Pick<Blog, "title" | "content" | "author" | "category" | "tags" | "images">;
export type GalleryVersion = Pick<GalleryItem, "title" | "description" | "category" | "images">;
