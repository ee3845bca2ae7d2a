/** The loading, error and empty states of docs/product.md §2 and §8, one look everywhere. */
import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import Inbox from "lucide-react/icons/inbox";
import Loader2 from "lucide-react/icons/loader-circle";
import type { ReactNode } from "react";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";

export function Spinner({ label, className = "" }: { label?: string; className?: string }) {
  const locale = useLocale();
  return (
    <div role="status" aria-live="polite" className={`flex flex-col items-center justify-center gap-3 py-16 text-slate-500 ${className}`}>
      <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-700" />
      <span className="sr-only">{label ?? m.commonLoading(locale)}</span>
    </div>
  );
}

export function ErrorBox({ title, message, action }: { title?: string; message: string; action?: ReactNode }) {
  const locale = useLocale();
  return (
    <div role="alert" className="mx-auto my-10 max-w-lg rounded-card border border-red-200 bg-red-50 p-6 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-red-700" />
      <h2 className="mt-3 text-lg font-semibold text-red-900">{title ?? m.commonError(locale)}</h2>
      <p className="mt-2 text-red-800">{message}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

export function EmptyState({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <div className="mx-auto my-10 max-w-lg rounded-card border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
      <Inbox aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h3 className="mt-3 text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 text-slate-600">{message}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
