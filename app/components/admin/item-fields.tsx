/**
 * The fields of the item form, drawn from the kind's declaration (domain/kinds/admin.ts) in its
 * order: text, text areas, choices and the URL, side by side or in a titled group of facts
 * (docs/product.md §2 Forms, §5). Every value is text as typed; the kind's schema checks it, in
 * the browser and again on the server. The photos are drawn by the form (item-photos.tsx).
 */
import type { ReactNode } from "react";
import {
  widgetsOf,
  type FormGroup,
  type FormPart,
  type FormWidget,
  type PhotosWidget,
  type PhotoWidget,
  type SelectWidget,
  type TextWidget,
} from "../../../domain/kinds/admin";
import type { ItemKind } from "../../../domain/kinds/types";
import { SelectField, TextAreaField, TextField } from "./form-controls";
import type { AdminItem } from "./kind-loaders";
import { useKindLabel } from "./kind-labels";
import type { PhotoChoice } from "./item-photos";
import { SlugField } from "./slug-field";

export type TextValues = Record<string, string>;

/** Whether a widget holds typed text (the photos hold files and names). */
function holdsText(widget: FormWidget): widget is Exclude<FormWidget, PhotoWidget | PhotosWidget> {
  return widget.widget !== "photo" && widget.widget !== "photos";
}

function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

/** The form's text as the item has it, or as a new item starts. */
export function initialValues(kind: ItemKind, item: AdminItem | undefined): TextValues {
  const values: TextValues = {};
  for (const widget of widgetsOf(kind.admin.form.parts).filter(holdsText)) {
    const value = item?.[widget.field];
    if (kind.fields[widget.field]?.type === "list") values[widget.field] = Array.isArray(value) ? value.join(", ") : "";
    else if (widget.widget === "select" && widget.initial !== undefined)
      values[widget.field] = text(value) || (item && widget.blank ? "" : widget.initial);
    else values[widget.field] = text(value);
  }
  return values;
}

/** docs/product.md §5: split on commas, trimmed, blanks dropped. */
function splitList(value: string): string[] {
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** The fields a group shows below its own when another field has a given value (a renovation's photos), if it has. */
function moreOf(group: FormGroup, values: TextValues) {
  return group.more && values[group.more.when.field] === group.more.when.is ? group.more : null;
}

/** The fields a group shows only for a value of another field, when that value is not given. */
function hiddenFields(parts: readonly FormPart[], values: TextValues): Set<string> {
  const groups = parts.filter((part): part is FormGroup => "legend" in part);
  return new Set(groups.flatMap((group) => (moreOf(group, values) ? [] : (group.more?.fields ?? []).map((widget) => widget.field))));
}

/**
 * What a save sends of the text, trimmed: a list one entry each; a field hidden by its group, or
 * a photo choice whose photo is gone, empty; the fields without a widget as the item has them.
 */
export function sentValues(
  kind: ItemKind,
  item: AdminItem | undefined,
  values: TextValues,
  choices: readonly PhotoChoice[],
): Record<string, string | string[]> {
  const hidden = hiddenFields(kind.admin.form.parts, values);
  const sent: Record<string, string | string[]> = {};
  for (const widget of widgetsOf(kind.admin.form.parts).filter(holdsText)) {
    const type = kind.fields[widget.field]?.type;
    const value = (values[widget.field] ?? "").trim();
    if (type === "list") sent[widget.field] = splitList(value);
    else if (hidden.has(widget.field) || (type === "photo" && !choices.some((choice) => choice.value === value))) sent[widget.field] = "";
    else sent[widget.field] = value;
  }
  for (const [field, fallback] of Object.entries(kind.admin.form.keeps ?? {})) sent[field] = text(item?.[field]) || fallback;
  return sent;
}

export interface FieldsContext {
  kind: ItemKind;
  item: AdminItem | undefined;
  values: TextValues;
  errors: Record<string, string>;
  onChange: (field: string) => (event: { target: { value: string } }) => void;
  /** The photos a before or an after photo can be. */
  choices: readonly PhotoChoice[];
  /** Draws a photo widget. */
  photo: (widget: PhotoWidget | PhotosWidget, label: string) => ReactNode;
}

/** The declared texts in the admin's language (kind-labels.ts). */
type Translate = (english: string) => string;

function hintOf(widget: TextWidget, t: Translate): string | undefined {
  if (!widget.hint) return undefined;
  const hint = t(widget.hint);
  if (!widget.years) return hint;
  const to = new Date().getFullYear() + widget.years.ahead;
  return hint.replace("{from}", String(widget.years.from)).replace("{to}", String(to));
}

function optionsOf(widget: SelectWidget, ctx: FieldsContext, t: Translate): Array<{ value: string; label: string }> {
  const field = ctx.kind.fields[widget.field];
  let options: Array<{ value: string; label: string }>;
  if (widget.options) options = Object.entries(widget.options).map(([value, label]) => ({ value, label: t(label) }));
  else if (field?.type === "choice") options = field.values.map((value) => ({ value, label: t(value) }));
  else options = [...ctx.choices];
  const blank = widget.blank && (!widget.blank.editOnly || ctx.item) ? [{ value: "", label: t(widget.blank.label) }] : [];
  return [...blank, ...options];
}

function Field({ widget, ctx }: { widget: FormWidget; ctx: FieldsContext }) {
  const t = useKindLabel();
  const label = t(widget.label ?? ctx.kind.fields[widget.field]?.label ?? "");
  if (!holdsText(widget)) return ctx.photo(widget, label);
  const value = ctx.values[widget.field] ?? "";
  const onChange = ctx.onChange(widget.field);
  const error = ctx.errors[widget.field];
  const common = { label, name: widget.field, value, onChange, error };
  switch (widget.widget) {
    case "slug":
      return (
        <SlugField
          base={widget.base}
          value={value}
          title={ctx.values.title ?? ""}
          saved={ctx.item?.slug}
          error={error}
          onChange={onChange}
        />
      );
    case "textarea":
      return <TextAreaField {...common} required={widget.required} rows={widget.rows} />;
    case "select":
      return <SelectField {...common} options={optionsOf(widget, ctx, t)} />;
    case "text":
      return (
        <TextField
          {...common}
          required={widget.required}
          hint={hintOf(widget, t)}
          inputMode={widget.inputMode}
          autoComplete={widget.autoComplete ?? "off"}
        />
      );
  }
}

function Fields({ widgets, ctx }: { widgets: readonly FormWidget[]; ctx: FieldsContext }) {
  return widgets.map((widget) =>
    widget.wide ? (
      <div key={widget.field} className="col-span-2 lg:col-span-1">
        <Field widget={widget} ctx={ctx} />
      </div>
    ) : (
      <Field key={widget.field} widget={widget} ctx={ctx} />
    ),
  );
}

function Group({ group, ctx }: { group: FormGroup; ctx: FieldsContext }) {
  const t = useKindLabel();
  const more = moreOf(group, ctx.values);
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-ink">{t(group.legend)}</legend>
      <p className="text-sm text-slate-600">{t(group.note)}</p>
      {/* Two columns from the phone up: most facts are short numbers. */}
      <div className="mt-4 grid grid-cols-2 gap-x-4 gap-y-5 lg:grid-cols-3">
        <Fields widgets={group.fields} ctx={ctx} />
      </div>
      {more ? (
        <div className="mt-5 grid gap-5 border-t border-slate-200 pt-5 sm:grid-cols-2">
          <p className="text-sm text-slate-600 sm:col-span-2">{t(more.note)}</p>
          <Fields widgets={more.fields} ctx={ctx} />
        </div>
      ) : null}
    </fieldset>
  );
}

/** The declared parts of the form, in order. */
export function FormParts({ ctx }: { ctx: FieldsContext }) {
  return ctx.kind.admin.form.parts.map((part, index) => {
    if ("widget" in part) return <Field key={part.field} widget={part} ctx={ctx} />;
    if ("side" in part)
      return (
        <div key={index} className="grid gap-6 sm:grid-cols-2">
          <Fields widgets={part.side} ctx={ctx} />
        </div>
      );
    return <Group key={index} group={part} ctx={ctx} />;
  });
}
