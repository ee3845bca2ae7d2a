/** Labelled form fields, messages and the actions row shared by the six admin forms (docs/product.md §2 Forms). */
import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Info from "lucide-react/icons/info";
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  type InputHTMLAttributes,
} from "react";
import { Link } from "react-router";
import type { Locale } from "../../../domain/locales";
import { formatPublishTime } from "../../../domain/publishing";
import { formatDate } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { prefersReducedMotion } from "../../lib/motion";

const CONTROL =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none";

function controlClass(error?: string): string {
  return `${CONTROL} ${error ? "border-red-600" : "border-slate-300"}`;
}

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

function FieldShell({ id, label, required, hint, error, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and error, under it, as `${id}-hint` and `${id}-error` for aria-describedby. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 flex items-center gap-1 text-sm font-medium text-red-700">
          <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </>
  );
}

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

type BaseProps = { label: string; hint?: string; error?: string };

export function TextField({ label, hint, error, required, id: givenId, ...rest }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass(error)}
        {...rest}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  required,
  id: givenId,
  ...rest
}: BaseProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass(error)}
        {...rest}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  hint,
  error,
  id: givenId,
  options,
  ...rest
}: BaseProps & SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[] }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass(error)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A polite status line (success, notes) or an assertive one (errors). */
export const FormMessage = forwardRef<HTMLDivElement, { tone: "error" | "success" | "info"; title?: string; children?: ReactNode }>(
  function FormMessage({ tone, title, children }, ref) {
    const styles = {
      error: "border-red-200 bg-red-50 text-red-900",
      success: "border-green-200 bg-green-50 text-green-900",
      info: "border-amber-200 bg-amber-50 text-amber-950",
    }[tone];
    const Icon = tone === "error" ? AlertCircle : tone === "success" ? CheckCircle2 : Info;
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role={tone === "error" ? "alert" : "status"}
        className={`flex gap-3 rounded-lg border p-4 outline-none ${styles}`}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 space-y-1 text-sm">
          {title ? <p className="font-semibold">{title}</p> : null}
          {children}
        </div>
      </div>
    );
  },
);

/**
 * The notes above a form's fields: that a draft was restored after signing in again, and why the
 * last submit failed (the alert that focus moves to when no field is to blame).
 */
export function FormNotices({
  restored,
  restoredNote,
  failure,
  alertRef,
}: {
  restored: boolean;
  restoredNote: string;
  failure: { message: string; detail?: string } | null;
  alertRef: Ref<HTMLDivElement>;
}) {
  return (
    <>
      {restored ? <FormMessage tone="info">{restoredNote}</FormMessage> : null}
      {failure ? (
        <FormMessage ref={alertRef} tone="error" title={failure.message}>
          {failure.detail ? <p>{failure.detail}</p> : null}
        </FormMessage>
      ) : null}
    </>
  );
}

/** The live region a short-lived message (duplicates skipped, image removed) is announced in. */
/**
 * A short note (a photo skipped, an image removed). When it appears it is brought into view if
 * it is off screen — on a phone, never left under the bottom tab bar (html's scroll-padding).
 */
export function TransientMessage({ text }: { text: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.scrollIntoView({ block: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [text]);
  return (
    <p ref={ref} role="status" className={text ? "rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950" : "sr-only"}>
      {text ?? ""}
    </p>
  );
}

/** `note`: what is being waited for, under the bar (the photos still on their way). */
export function UploadProgress({ percent, note }: { percent: number; note?: string }) {
  const locale = useLocale();
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm font-medium text-slate-700">
        <span id="upload-progress-label">{m.adminFormsUploading(locale)}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={m.adminFormsPercentSent(locale, { percent })}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {note ? (
        <p role="status" className="text-sm text-slate-600">
          {note}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Cancel and save, in a bar that stays in view at the bottom of the screen while the form scrolls
 * (above the phone's tab bar), so a long form is saved without scrolling back to its end. What the
 * save is waiting on (`status`: the photos still on their way) shows in the bar.
 */
export function FormActions({
  cancelTo,
  submitLabel,
  busyLabel,
  busy,
  disabled,
  onCancel,
  status,
}: {
  cancelTo: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  onCancel?: () => void;
  status?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <div
      data-save-bar
      className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-20 -mx-4 -mb-4 space-y-3 rounded-b-card border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.15)] backdrop-blur sm:-mx-6 sm:-mb-6 sm:px-6 md:bottom-0"
    >
      {status}
      <div className="flex gap-3 sm:justify-end">
        <Link
          to={cancelTo}
          onClick={onCancel}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-medium text-slate-700 hover:bg-slate-50 sm:flex-none"
        >
          {m.adminFormsCancel(locale)}
        </Link>
        <button
          type="submit"
          disabled={busy || disabled}
          className="inline-flex min-h-11 flex-[2] items-center justify-center rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-500 sm:flex-none"
        >
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </div>
  );
}

export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
      <div className="mt-6 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6">{children}</div>
    </div>
  );
}

/** When a kept draft was typed: "1 Dec 2026, 9:30 am" in English, the language's own way otherwise (docs/product.md §11). */
function typedAt(locale: Locale, iso: string): string {
  if (locale === "en") return formatPublishTime(iso);
  return formatDate(locale, iso, { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
}

/**
 * Above a form that has unsaved work kept from before (a crash, a closed tab, an expired session;
 * issue #17): when it was typed, and Restore or Discard.
 */
export function DraftOffer({ savedAt, onRestore, onDiscard }: { savedAt?: string; onRestore: () => void; onDiscard: () => void }) {
  const locale = useLocale();
  const when = savedAt ? typedAt(locale, savedAt) : null;
  return (
    <FormMessage tone="info" title={m.adminFormsDraftTitle(locale)}>
      <p>{when ? m.adminFormsDraftTypedOn(locale, { when }) : m.adminFormsDraftTyped(locale)}</p>
      <div className="flex flex-wrap gap-2 pt-2">
        <button
          type="button"
          onClick={onRestore}
          className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {m.adminFormsDraftRestore(locale)}
        </button>
        <button
          type="button"
          onClick={onDiscard}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-50"
        >
          {m.adminFormsDraftDiscard(locale)}
        </button>
      </div>
    </FormMessage>
  );
}
