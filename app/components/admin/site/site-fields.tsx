/**
 * The fields of the site's content forms, each bound to a dotted path of the section being edited
 * (site-form.tsx): its value, its setter and its error come from there. Built on the labelled
 * controls every admin form uses.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { SelectField, TextAreaField, TextField } from "../form-controls";
import { useFieldValue, useSiteForm } from "./site-form";

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
  type?: "text" | "tel" | "email" | "url" | "time";
  /** Turns what was typed or pasted into the value kept (e.g. a whole <iframe> into its link). */
  transform?: (text: string) => string;
}

export function SiteText({ path, label, hint, optional = false, type = "text", transform, ...rest }: TextProps) {
  const { set, errorAt, busy } = useSiteForm();
  const value = useFieldValue(path);
  return (
    <TextField
      label={label}
      hint={hint}
      name={path}
      type={type}
      required={!optional}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => set(path, transform ? transform(event.target.value) : event.target.value)}
      error={errorAt(path)}
      readOnly={busy}
      autoComplete="off"
      {...rest}
    />
  );
}

export function SiteTextArea({ path, label, hint, rows = 3 }: { path: string; label: string; hint?: string; rows?: number }) {
  const { set, errorAt, busy } = useSiteForm();
  const value = useFieldValue(path);
  return (
    <TextAreaField
      label={label}
      hint={hint}
      name={path}
      rows={rows}
      required
      value={typeof value === "string" ? value : ""}
      onChange={(event) => set(path, event.target.value)}
      error={errorAt(path)}
      readOnly={busy}
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
}: {
  path: string;
  label: string;
  hint?: string;
  rows?: number;
  paragraphs?: boolean;
}) {
  const { set, errorAt, busy } = useSiteForm();
  const value = useFieldValue(path);
  const lines = Array.isArray(value) ? value.filter((line): line is string => typeof line === "string") : [];
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
      name={path}
      rows={rows}
      required
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        set(path, split(event.target.value));
      }}
      error={errorAt(path)}
      readOnly={busy}
    />
  );
}

/** A whole number (a year): kept as a number, or null while the field is empty. */
export function SiteNumber({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const { set, errorAt, busy } = useSiteForm();
  const value = useFieldValue(path);
  const [text, setText] = useState(() => (typeof value === "number" ? String(value) : ""));
  const parse = (raw: string) => (raw.trim() === "" ? null : Number(raw));
  if (parse(text) !== (typeof value === "number" ? value : null)) setText(typeof value === "number" ? String(value) : "");
  return (
    <TextField
      label={label}
      hint={hint}
      name={path}
      inputMode="numeric"
      required
      value={text}
      onChange={(event) => {
        const raw = event.target.value.replace(/[^\d]/g, "").slice(0, 4);
        setText(raw);
        set(path, parse(raw));
      }}
      error={errorAt(path)}
      readOnly={busy}
      autoComplete="off"
    />
  );
}

export function SiteCheckbox({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const { set, busy } = useSiteForm();
  const value = useFieldValue(path);
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={path}
        checked={value === true}
        disabled={busy}
        onChange={(event) => set(path, event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
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
  const { set, errorAt, busy } = useSiteForm();
  const value = useFieldValue(path);
  const current = typeof value === "string" ? value : "";
  // A value the options no longer hold (a service since renamed) stays choosable as it is.
  const all = options.some((option) => option.value === current) ? options : [{ value: current, label: current }, ...options];
  return (
    <SelectField
      label={label}
      hint={hint}
      name={path}
      value={current}
      disabled={busy}
      onChange={(event) => set(path, event.target.value)}
      error={errorAt(path)}
      options={all}
    />
  );
}
