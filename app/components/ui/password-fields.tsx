/**
 * The pieces of the pages around signing in (docs/product.md §2 "Login" and §6): /forgot-password,
 * /reset-password and /join, in the login page's card; and the new-password pair with its
 * show/hide switch, which the account page uses too. Light: no admin code, no zod.
 */
import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import Info from "lucide-react/icons/info";
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { formatNumber } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { PASSWORD_MIN } from "../../lib/one-time-link";

const FIELD =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none";

/** The login page's card, on the site's layout. */
export function AuthCard({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main className="flex min-h-[80dvh] items-center justify-center bg-slate-50 px-4 py-12">
      <div className={`w-full ${wide ? "max-w-lg" : "max-w-md"} rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8`}>
        {children}
      </div>
    </main>
  );
}

/** A labelled input with its hint and error under it, tied by aria-describedby. */
export function Field({
  id,
  label,
  hint,
  error,
  ...rest
}: { id: string; label: string; hint?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`${FIELD} ${error ? "border-red-600" : "border-slate-300"}`}
        {...rest}
      />
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
    </div>
  );
}

/**
 * A value shown in bold inside a sentence of the catalogue: `text` gets a stand-in for the
 * value, so the sentence keeps its own word order in each language.
 */
export function BoldValue({ text, value }: { text: (slot: string) => string; value: string }) {
  const slot = "\uE000";
  const [before = "", after = ""] = text(slot).split(slot);
  return (
    <>
      {before}
      <strong className="font-semibold text-ink">{value}</strong>
      {after}
    </>
  );
}

/**
 * A new password and its confirmation, with one switch that shows or hides both. `errors`:
 * `password` and `confirm`. The labels default to "New password" and "Confirm new password".
 */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
  label,
  confirmLabel,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: Record<string, string>;
  label?: string;
  confirmLabel?: string;
}) {
  const locale = useLocale();
  const id = useId();
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <div className="space-y-5">
      <Field
        id={`${id}-password`}
        label={label ?? m.adminSignInNewPassword(locale)}
        type={shown ? "text" : "password"}
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        hint={m.adminSignInPasswordHint(locale, { count: formatNumber(locale, PASSWORD_MIN) })}
        error={errors.password}
      />
      <Field
        id={`${id}-confirm`}
        label={confirmLabel ?? m.adminSignInConfirmNewPassword(locale)}
        type={shown ? "text" : "password"}
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        error={errors.confirm}
      />
      <button
        type="button"
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <Icon aria-hidden="true" className="size-5" />
        {shown ? m.adminSignInHidePasswords(locale) : m.adminSignInShowPasswords(locale)}
      </button>
    </div>
  );
}

/**
 * A message box: an error is an alert, anything else a polite status. It can take the focus
 * (tabIndex -1), so the message is read out and in view on a phone.
 */
export const Notice = forwardRef<HTMLDivElement, { tone: "error" | "success" | "info"; title?: string; children?: ReactNode }>(
  function Notice({ tone, title, children }, ref) {
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
        <div className="min-w-0 space-y-2 text-sm break-words">
          {title ? <p className="font-semibold">{title}</p> : null}
          {children}
        </div>
      </div>
    );
  },
);

/** A primary button the width of the card, as on the login page. */
export const SUBMIT =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-500";

/** A link that looks like the primary button: "Ask for a new link". */
export const PRIMARY_LINK =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white shadow-sm hover:bg-brand-800";

/** A secondary link or button: "Back to Login". */
export const SECONDARY =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 font-medium text-slate-800 hover:bg-slate-50";
