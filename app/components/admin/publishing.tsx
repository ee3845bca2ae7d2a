/**
 * Drafts and schedules in the admin area (issue #17): the forms' "Publishing" choice, each list
 * row's status, and the preview link of an item visitors cannot see yet.
 */
import Eye from "lucide-react/icons/eye";
import { useId, useState } from "react";
import type { Locale } from "../../../domain/locales";
import { formatPublishTime, isPublic, toCompanyMinute, type Publication, type PublishStatus } from "../../../domain/publishing";
import { formatDate } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { apiJson } from "../../lib/api-client";
import { describedBy, FieldNotes } from "./form-controls";

export type PublishingValues = {
  status: PublishStatus;
  /** The company's time as the `datetime-local` field holds it ("2026-12-01T09:30"); "" when none. */
  publishAt: string;
};

export function initialPublishing(item: Publication | undefined): PublishingValues {
  if (!item) return { status: "published", publishAt: "" };
  return { status: item.status, publishAt: item.status === "scheduled" && item.publishAt ? toCompanyMinute(item.publishAt) : "" };
}

/** The fields a form sends: a schedule's time only with a schedule. */
export function publishingFields(values: PublishingValues): { status: string; publishAt?: string } {
  return values.status === "scheduled" ? { status: "scheduled", publishAt: values.publishAt } : { status: values.status };
}

/** The form's own check, before sending: a schedule needs a time. */
export function publishingErrors(values: PublishingValues, locale: Locale = "en"): Record<string, string> {
  return values.status === "scheduled" && !values.publishAt ? { publishAt: m.adminItemsPublishTimeMissing(locale) } : {};
}

/**
 * A time of publishing or saving: "1 Dec 2026, 9:30 am" in English (domain/publishing.ts), the
 * language's own words otherwise, in the company's time.
 */
export function publishTime(locale: Locale, iso: string): string {
  if (locale === "en") return formatPublishTime(iso);
  return formatDate(locale, iso, { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true });
}

type Message = (locale: Locale) => string;

const CHOICES: Array<{ value: PublishStatus; label: Message; hint: Message }> = [
  { value: "published", label: m.adminItemsPublished, hint: m.adminItemsPublishedHint },
  { value: "draft", label: m.adminItemsDraft, hint: m.adminItemsDraftHint },
  { value: "scheduled", label: m.adminItemsScheduled, hint: m.adminItemsScheduledHint },
];

export function PublishingFields({
  values,
  errors,
  onChange,
}: {
  values: PublishingValues;
  errors: Record<string, string>;
  onChange: (values: PublishingValues) => void;
}) {
  const id = useId();
  const locale = useLocale();
  const timeId = `${id}-time`;
  return (
    <fieldset className="rounded-card border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-ink">{m.adminItemsPublishingLegend(locale)}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {CHOICES.map((choice) => (
          <div
            key={choice.value}
            className="relative flex gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              id={`${id}-${choice.value}-input`}
              type="radio"
              name="status"
              value={choice.value}
              checked={values.status === choice.value}
              onChange={() => onChange({ ...values, status: choice.value })}
              aria-describedby={`${id}-${choice.value}`}
              className="relative z-10 mt-1 size-4 accent-brand-700"
            />
            <div>
              {/* The label covers the whole choice, so a tap anywhere on it picks it. */}
              <label htmlFor={`${id}-${choice.value}-input`} className="block font-medium text-ink after:absolute after:inset-0">
                {choice.label(locale)}
              </label>
              <p id={`${id}-${choice.value}`} className="text-sm text-slate-600">
                {choice.hint(locale)}
              </p>
            </div>
          </div>
        ))}
      </div>
      {values.status === "scheduled" ? (
        <div className="mt-4 max-w-xs">
          <label htmlFor={timeId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {m.adminItemsPublishOn(locale)}
          </label>
          <input
            id={timeId}
            type="datetime-local"
            name="publishAt"
            value={values.publishAt}
            onChange={(event) => onChange({ ...values, publishAt: event.target.value })}
            aria-invalid={errors.publishAt ? true : undefined}
            aria-describedby={describedBy(timeId, m.adminItemsIndiaTime(locale), errors.publishAt)}
            className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none ${errors.publishAt ? "border-red-600" : "border-slate-300"}`}
          />
          <FieldNotes id={timeId} hint={m.adminItemsIndiaTime(locale)} error={errors.publishAt} />
        </div>
      ) : null}
      {errors.status ? <FieldNotes id={`${id}-status`} error={errors.status} /> : null}
    </fieldset>
  );
}

/** An item's state in a list: a green "Published", a grey "Draft", an amber "Scheduled · 1 Dec 2026, 9:30 am". */
export function StatusBadge({ item }: { item: Publication }) {
  const locale = useLocale();
  const live = isPublic(item, new Date());
  if (live)
    return (
      <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
        {m.adminItemsPublished(locale)}
      </span>
    );
  if (item.status === "scheduled" && item.publishAt) {
    return (
      <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
        {m.adminItemsScheduledFor(locale, { when: publishTime(locale, item.publishAt) })}
      </span>
    );
  }
  return (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
      {m.adminItemsDraft(locale)}
    </span>
  );
}

/**
 * Opens an item's page as visitors will see it, by a preview link the server signs for a day.
 * The tab is opened at once (a browser lets a click open one), then sent to the link.
 */
export function PreviewButton({
  kind,
  id,
  name,
  compact = false,
}: {
  /** The kind's name (domain/kinds). */
  kind: string;
  id: string;
  name: string;
  compact?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const locale = useLocale();
  const open = async () => {
    setFailed(false);
    const tab = window.open("about:blank", "_blank");
    try {
      const { url } = await apiJson<{ url: string }>("POST", "/api/admin/preview", { kind, id });
      if (tab) tab.location.href = url;
      else window.location.href = url;
    } catch {
      tab?.close();
      setFailed(true);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void open()}
        aria-label={compact ? m.adminItemsPreviewName(locale, { name }) : undefined}
        className={
          compact
            ? "grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
            : "inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-50"
        }
      >
        <Eye aria-hidden="true" className="size-5" />
        {compact ? null : m.adminItemsPreview(locale)}
      </button>
      {failed ? (
        <span role="alert" className="text-sm text-red-700">
          {m.adminItemsPreviewFailed(locale)}
        </span>
      ) : null}
    </>
  );
}
