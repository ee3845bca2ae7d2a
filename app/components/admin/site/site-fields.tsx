/**
 * The fields of the site's content forms, each bound to a dotted path of the section being edited
 * (site-form.tsx): its value, its setter and its error come from there. Built on the labelled
 * controls every admin form uses.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { SelectField, TextAreaField, TextField } from "../form-controls";
import { useFieldValue, useSiteForm } from "./site-form";

/** The field at `path`: its value, its setter, its error, and whether a save is under way. */
function useBound(path: string) {
  const { set, errorAt, busy } = useSiteForm();
  return { value: useFieldValue(path), set: (next: unknown) => set(path, next), error: errorAt(path), busy };
}

/** The props every text control of a section takes from its path. */
function controlProps(path: string, bound: ReturnType<typeof useBound>) {
  return { name: path, error: bound.error, readOnly: bound.busy };
}

/** A titled card that groups fields. */
export function FieldGroup({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-5 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "name" | "type">;

interface TextProps extends InputProps {
  path: string;
  label: string;
  hint?: string;
  optional?: boolean;
  type?: "text" | "tel" | "email" | "url" | "time" | "date";
  /** Turns what was typed or pasted into the value kept (e.g. a whole <iframe> into its link). */
  transform?: (text: string) => string;
  /**
   * Rewrites what was typed once the field is left, into the form the site keeps (a phone number
   * gets its +91), so that what is saved is seen before the save.
   */
  tidy?: (text: string) => string;
}

export function SiteText({ path, label, hint, optional = false, type = "text", transform, tidy, ...rest }: TextProps) {
  const bound = useBound(path);
  const text = typeof bound.value === "string" ? bound.value : "";
  return (
    <TextField
      label={label}
      hint={hint}
      type={type}
      required={!optional}
      value={text}
      onChange={(event) => bound.set(transform ? transform(event.target.value) : event.target.value)}
      onBlur={
        tidy
          ? () => {
              const tidied = tidy(text);
              if (tidied !== text) bound.set(tidied);
            }
          : undefined
      }
      autoComplete="off"
      {...controlProps(path, bound)}
      {...rest}
    />
  );
}

export function SiteTextArea({
  path,
  label,
  hint,
  rows = 3,
  optional = false,
}: {
  path: string;
  label: string;
  hint?: string;
  rows?: number;
  optional?: boolean;
}) {
  const bound = useBound(path);
  return (
    <TextAreaField
      label={label}
      hint={hint}
      rows={rows}
      required={!optional}
      value={typeof bound.value === "string" ? bound.value : ""}
      onChange={(event) => bound.set(event.target.value)}
      {...controlProps(path, bound)}
    />
  );
}

/**
 * A list of short texts edited as one text: a line each (features, address lines), or a
 * paragraph each, separated by an empty line (the story). Empty entries are dropped.
 */
export function SiteLines({
  path,
  label,
  hint,
  rows = 5,
  paragraphs = false,
  optional = false,
}: {
  path: string;
  label: string;
  hint?: string;
  rows?: number;
  paragraphs?: boolean;
  /** The list may be empty. */
  optional?: boolean;
}) {
  const bound = useBound(path);
  const lines = Array.isArray(bound.value) ? bound.value.filter((line): line is string => typeof line === "string") : [];
  const separator = paragraphs ? "\n\n" : "\n";
  const split = (text: string) =>
    text
      .split(paragraphs ? /\n\s*\n/ : "\n")
      .map((line) => line.trim())
      .filter(Boolean);
  const [text, setText] = useState(() => lines.join(separator));
  // A change from elsewhere (a restore, a save's cleaned value) shows; the typing in between stays as typed.
  if (JSON.stringify(split(text)) !== JSON.stringify(lines)) setText(lines.join(separator));
  return (
    <TextAreaField
      label={label}
      hint={hint}
      rows={rows}
      required={!optional}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        bound.set(split(event.target.value));
      }}
      {...controlProps(path, bound)}
    />
  );
}

/** A whole number (a year): kept as a number, or null while the field is empty. */
export function SiteNumber({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const bound = useBound(path);
  const value = typeof bound.value === "number" ? bound.value : null;
  const [text, setText] = useState(() => (value === null ? "" : String(value)));
  const parse = (raw: string) => (raw.trim() === "" ? null : Number(raw));
  if (parse(text) !== value) setText(value === null ? "" : String(value));
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode="numeric"
      required
      value={text}
      onChange={(event) => {
        const raw = event.target.value.replace(/[^\d]/g, "").slice(0, 4);
        setText(raw);
        bound.set(parse(raw));
      }}
      autoComplete="off"
      {...controlProps(path, bound)}
    />
  );
}

/**
 * A number that may have decimals (a rate, a percent): kept as a number; an empty field is null
 * (which hides what it is for, where optional), and what is not a number is kept as typed, for
 * the check to name.
 */
export function SiteDecimal({ path, label, hint, optional = false }: { path: string; label: string; hint?: string; optional?: boolean }) {
  const bound = useBound(path);
  const value = typeof bound.value === "number" || typeof bound.value === "string" ? bound.value : null;
  const parse = (raw: string): number | string | null => {
    const trimmed = raw.trim().replace(/,/g, "");
    if (trimmed === "") return null;
    const number = Number(trimmed);
    return Number.isFinite(number) ? number : raw;
  };
  const [text, setText] = useState(() => (value === null ? "" : String(value)));
  // A change from elsewhere (a restore) shows; the typing in between ("24.") stays as typed.
  if (parse(text) !== value) setText(value === null ? "" : String(value));
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      required={!optional}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        bound.set(parse(event.target.value));
      }}
      autoComplete="off"
      {...controlProps(path, bound)}
    />
  );
}

export function SiteCheckbox({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const bound = useBound(path);
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={path}
        checked={bound.value === true}
        disabled={bound.busy}
        onChange={(event) => bound.set(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-focus"
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function SiteSelect({
  path,
  label,
  hint,
  options,
}: {
  path: string;
  label: string;
  hint?: string;
  options: { value: string; label: string }[];
}) {
  const bound = useBound(path);
  const current = typeof bound.value === "string" ? bound.value : "";
  // A value the options no longer hold (a service since renamed) stays choosable as it is.
  const all = options.some((option) => option.value === current) ? options : [{ value: current, label: current }, ...options];
  return (
    <SelectField
      label={label}
      hint={hint}
      name={path}
      value={current}
      disabled={bound.busy}
      onChange={(event) => bound.set(event.target.value)}
      error={bound.error}
      options={all}
    />
  );
}
