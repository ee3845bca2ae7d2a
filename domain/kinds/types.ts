/**
 * How a kind of content is declared (docs/architecture.md §10): its fields with their types and
 * rules, its photos, its URL, who may do what, what a translation covers, and how long its history
 * and trash keep it. The server's one write path, one version store, one trash and one map of
 * photo references read these declarations; so do the admin's item form and manage list. Adding a
 * kind is one declaration (and its public page).
 */
import type { Permission } from "../access";
import type { z } from "../zod";
import type { AdminDeclaration } from "./admin";

/** Who may do an operation: anyone, or whoever has the permission (domain/access.ts). */
export type Access = "public" | Permission;

/** What each operation on a kind needs; checked on the server where the write happens (server/services/context.ts). */
export interface KindAccess {
  /** Its public pages and calls. */
  read: Access;
  /** The admin's lists and items, drafts included. */
  adminRead: Access;
  create: Access;
  update: Access;
  publish: Access;
  trash: Access;
  /** Restore from the trash, or delete forever. */
  delete: Access;
  /** Its saved versions (History). */
  history: Access;
}

/** The company's published content: the team's editors write it, everyone signed in reads it. */
export const EDITORS_WRITE: KindAccess = {
  read: "public",
  adminRead: "content.read",
  create: "content.write",
  update: "content.write",
  publish: "content.write",
  trash: "content.write",
  delete: "trash.manage",
  history: "history.read",
};

/** The site's own sections (company details, the home page…): the same, written under their own permission. */
export const SITE_SECTION_ACCESS: KindAccess = {
  ...EDITORS_WRITE,
  create: "site.write",
  update: "site.write",
  publish: "site.write",
  trash: "site.write",
};

interface FieldBase {
  /** What the admin calls it (the form, the version history, the audit log). */
  label: string;
  /** Whether a translation of the item covers it (the languages of docs/product.md §11). */
  translatable?: boolean;
  /** Answered after the item's dates (fields added to a kind after its first release keep the old answers' order). */
  afterDates?: boolean;
}

/** Text in a column; never null. */
export interface TextField extends FieldBase {
  type: "text";
  column: string;
  /** What an empty value reads as (a post's category: "General"). */
  emptyReadsAs?: string;
}

/** A number in a column; null when not given. */
export interface NumberField extends FieldBase {
  type: "number";
  column: string;
}

/** One of `values`, or null; a stored value no longer among them reads as null. */
export interface ChoiceField extends FieldBase {
  type: "choice";
  column: string;
  values: readonly string[];
}

/** A list of short texts in a table of its own (a post's tags), in order. */
export interface ListField extends FieldBase {
  type: "list";
  table: string;
  /** The column naming the item. */
  owner: string;
  /** The column holding each text. */
  value: string;
}

/**
 * The kind's ordered photos, each with its alt text, in the kind's image table. A save sends the
 * names it keeps, in their new order (`keep`), and new files (`upload`), which go after them.
 */
export interface PhotosField extends FieldBase {
  type: "photos";
  /** The multipart field of new files. */
  upload: string;
  /** The input field of the kept names, in order. */
  keep: string;
  /** The message when the list would be empty; none: it may be. */
  required?: string;
}

/**
 * One photo in a column. Either a photo of its own (`upload`: a file sent for it, or a photo of
 * the list chosen with `choose`, or cleared with `remove`), or one of the kind's photos by name
 * (`ofList`: given as a name or `new:{n}`, the n-th new file; let go when the list loses it).
 */
export interface PhotoField extends FieldBase {
  type: "photo";
  column: string;
  upload?: { field: string; required?: string };
  /** An input naming one of the list's photos to use (the cover "from the gallery"). */
  choose?: { input: string; message: string };
  /** An input that, "true", clears it. */
  remove?: string;
  /** It must be one of the list's photos: the message when it is not. */
  ofList?: string;
  /** It must not be the same photo as another field: that field, and the message. */
  distinctFrom?: { field: string; message: string };
}

export type KindField = TextField | NumberField | ChoiceField | ListField | PhotosField | PhotoField;

/**
 * The columns of a list the company arranges by hand (docs/product.md §2 "Arrange portfolio"):
 * an item's place in its order (an integer from 0; null while never arranged) and when it was
 * pinned (null: not pinned; one item at most). Its lists then read: the pinned item, the items
 * never arranged (added since), newest first, then the company's order.
 */
export interface Arrangement {
  place: string;
  pinned: string;
}

/** A kind of item the company publishes: drafts, schedules, a trash and a history of its saves. */
export interface ItemKind {
  /** Its name: its table, its API's plural, its change events' kind, its trash and history entries. */
  name: string;
  /** One item in an API answer ("project"). */
  one: string;
  /** The answer of a call for an item that is not there (or not the caller's to see). */
  notFound: string;
  /** The answer of docs/product.md §7's DELETE. */
  deleted: string;
  /** Its photos' table (owner_id, position, image, alt). */
  imagesTable: string;
  /** A readable URL of its own (domain/slugs.ts): the word a slug falls back to, and who else holds one. */
  slug?: { fallback: string; usedBy: string };
  /** Its fields, in the order the API answers them. */
  fields: Readonly<Record<string, KindField>>;
  /**
   * The order of its lists where docs/product.md gives none: as the company arranges them (these
   * columns), or, without it, newest first. Searches and "most like" lists keep their own ranking.
   */
  arrangement?: Arrangement;
  /** The columns a search looks in: the public's, and the admin's. */
  search: { public: readonly string[]; admin: readonly string[] };
  /** What an empty category reads as in a list's filter. */
  defaultCategory?: string;
  /** The input rules of a create and of an edit (domain/schemas.ts). */
  schemas: { create: z.ZodType; update: z.ZodType };
  /**
   * Its calls that docs/product.md §7 names otherwise than `/api/{name}`: the create, and the field
   * one item answers under (by default `one`).
   */
  api?: { create?: string; getAnswer?: string };
  /** How many saves its history keeps, and how many days the trash keeps it. */
  versions: number;
  trashDays: number;
  access: KindAccess;
  /** Where its preview link opens it with `token` (a page of its own, or the page that lists it). */
  previewPath: (item: { _id: string; slug?: string }, token: string) => string;
  /** Where the public sees it once published: its own page, or the page that lists it. */
  sitePath: (item: { _id: string; slug?: string }) => string;
  /** How the admin's item form and manage list show it (./admin.ts). */
  admin: AdminDeclaration;
}

/** A one-row kind: a section of the site's own content (domain/site-content.ts). */
export interface SectionKind {
  name: string;
  /** What the admin calls it ("Home page"). */
  title: string;
  /** The public page that shows it most, in English. */
  sitePath: string;
  /** The input rule of a save. */
  schema: z.ZodType;
  versions: number;
  access: KindAccess;
  /** The texts a translation covers (domain/translations.ts, `sectionTexts`). */
  translatable: readonly SectionText[];
}

/** A section's text a translation covers: its place ("services.*.features.*"), what the admin calls it, how long it may be. */
export interface SectionText {
  path: string;
  label: string;
  max: number;
  multiline?: boolean;
}

/** Declares a kind of item; the type keeps the field names for the callers. */
export function defineKind<const K extends ItemKind>(kind: K): K {
  return kind;
}
