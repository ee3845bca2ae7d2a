/**
 * How the admin area shows a kind of item (docs/product.md §2 Manage pages and Forms, §8;
 * docs/architecture.md §10): its pages, every text of its form and of its manage list, and the
 * widget each field is typed in, in the form's order. The one item form and the one manage list
 * read it; nothing else about a kind is written in the admin's code. Plain data (texts, paths,
 * labels), with no React: the server reads these declarations too.
 */
import type { PublishStatus } from "../publishing";

interface WidgetBase {
  /** One of the kind's fields, or "slug" (the readable URL of domain/slugs.ts). */
  field: string;
  /** What the form calls it; the kind's label when not given. */
  label?: string;
  hint?: string;
  /** In a group of facts: the whole width on a phone, one column from a large screen up. */
  wide?: boolean;
}

/** One line of text. A list field (a post's tags) is typed comma-separated, and sent one per entry. */
export interface TextWidget extends WidgetBase {
  widget: "text";
  required?: boolean;
  /** The browser's autofill hint; "off" when not given. */
  autoComplete?: string;
  /** The phone's keyboard for a number. */
  inputMode?: "numeric" | "decimal";
  /** The hint names a span of years: "{from}" is `from`, "{to}" this year plus `ahead`. */
  years?: { from: number; ahead: number };
}

export interface TextAreaWidget extends WidgetBase {
  widget: "textarea";
  rows: number;
  required?: boolean;
}

/**
 * A choice. Its options: `options` (value to label, in order); else a choice field's values, each
 * its own label; else, for a photo that must be one of the kind's photos, those kept and those
 * chosen in the form ("Current photo 1", "New photo 1 (file name)").
 */
export interface SelectWidget extends WidgetBase {
  widget: "select";
  options?: Readonly<Record<string, string>>;
  /** A first option whose value is "": its label, and whether only an edit offers it. */
  blank?: { label: string; editOnly?: boolean };
  /** A new item's value, and that of an item saved without one (when no blank option keeps it empty). */
  initial?: string;
}

/** The readable URL under `base`, made from the title when left empty. */
export interface SlugWidget extends WidgetBase {
  widget: "slug";
  base: string;
}

/** A photo of its own (a project's cover): chosen, removed, or taken from the kind's photos. */
export interface PhotoWidget extends WidgetBase {
  widget: "photo";
  hint: string;
  texts: {
    /** The stored photo's alt text, and that of one taken from the kind's photos. */
    current: string;
    chosen: string;
    remove: string;
    confirmRemove: string;
    /** The notes after removing it, and after taking one from the kind's photos. */
    removed: string;
    chosenNote: string;
    /** Above a newly chosen file. */
    queued: string;
  };
}

/** The kind's ordered photos: those stored (removed, ordered, described) and those newly chosen. */
export interface PhotosWidget extends WidgetBase {
  widget: "photos";
  hint: string;
  headings: { stored: string; queued: string };
  /** "Clear all" above the newly chosen files. */
  clearAll?: boolean;
  /** On a create, a new choice of files replaces the previous one. */
  replaceOnCreate?: boolean;
  /** The kept names are sent as one JSON list, not one entry each. */
  keepAsJson?: boolean;
}

export type FormWidget = TextWidget | TextAreaWidget | SelectWidget | SlugWidget | PhotoWidget | PhotosWidget;

/** Widgets side by side from a small screen up. */
export interface FormSide {
  side: readonly FormWidget[];
}

/** A titled group of short facts, and below them more that only a given value of a field shows. */
export interface FormGroup {
  legend: string;
  note: string;
  fields: readonly FormWidget[];
  more?: { when: { field: string; is: string }; note: string; fields: readonly FormWidget[] };
}

export type FormPart = FormWidget | FormSide | FormGroup;

/** The widgets of a form, in its order, out of their rows and groups. */
export function widgetsOf(parts: readonly FormPart[]): FormWidget[] {
  return parts.flatMap((part) => {
    if ("widget" in part) return [part];
    if ("side" in part) return [...part.side];
    return [...part.fields, ...(part.more?.fields ?? [])];
  });
}

export interface AdminForm {
  titles: { create: string; edit: string };
  /** The submit button: on a create, one label or one per publishing state; on an edit. */
  submit: { create: string | Readonly<Record<PublishStatus, string>>; edit: string };
  busy: { create: string; edit: string };
  /** docs/product.md §8: above the form when a save fails, and when an edit's item cannot be loaded. */
  failure: { create: string; edit: string; load: string };
  /**
   * After a save: "list" returns to the manage page, which shows the message; "form" shows it in
   * the form, which returns to the manage page 2 seconds later (docs/product.md §9).
   */
  success: { create: string; edit: string; shownIn: "list" | "form" };
  /** The item's name in its preview button when it has no title. */
  untitled?: string;
  /** Fields the form has no widget for: sent as the item has them, or else as given. */
  keeps?: Readonly<Record<string, string>>;
  parts: readonly FormPart[];
}

/** A row's category: a badge (`empty` when it has none), or before the date when it has one. */
export type ListCategory =
  | { labels: Readonly<Record<string, string>>; shown: "badge"; empty: string }
  | { labels: Readonly<Record<string, string>>; shown: "beforeDate" };

/** Rows with a thumbnail, the title, a snippet, the category, the date and the state. */
export interface CardRows {
  layout: "cards";
  /** The photo field shown (a list shows its first). */
  thumbnail: string;
  /** The snippet's field and length on a phone and from a medium screen up; `empty` without text. */
  snippet: { field: string; phone: number; desk: number; empty?: string };
  /** Its category (the field "category"); none: the row shows its state and date alone. */
  category?: ListCategory;
  /** From a medium screen up, a table with these headings instead of the cards. */
  table?: { caption: string; headings: { item: string; status: string; date: string; actions: string } };
}

/** A grid of tiles: the first photo, how many there are, the name, the date and the state. */
export interface TileRows {
  layout: "tiles";
  thumbnail: string;
  count: { one: string; many: string };
}

export interface AdminList {
  title: string;
  /** What the items are called: "Total: 1 project", "Showing 3 of 9 projects". */
  nouns: { one: string; many: string };
  addLabel: string;
  /** A kind whose list the company arranges (types.ts, `arrangement`): the link to its page, beside the add link. */
  arrange?: { label: string; to: string };
  empty: string;
  search: { label: string; placeholder: string };
  loadFailure: string;
  remove: { confirm: string; failure: string };
  /** A row's name when the item has no title: this, then the first six characters of its id. */
  untitled?: string;
  rows: CardRows | TileRows;
}

export interface AdminDeclaration {
  /** Its pages: the manage list, the add form, and the edit form at `edit` + the item's id. */
  paths: { manage: string; add: string; edit: string };
  form: AdminForm;
  list: AdminList;
}
