/**
 * An item's or a site section's texts in Malayalam or Tamil (docs/product.md §11): each English text beside the field
 * for its translation, with its state: not translated, needs update (the English it was
 * translated from is shown, so the change is plain to see) or up to date. Saving writes the texts
 * changed, and the ones marked reviewed; an emptied field shows the English again on the site.
 */
import Check from "lucide-react/icons/check";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { kindNamed } from "../../../domain/kinds";
import {
  LOCALE_INFO,
  TRANSLATED_LOCALES,
  isTranslatedLocale,
  localePath,
  type Locale,
  type TranslatedLocale,
} from "../../../domain/locales";
import { isSiteSection } from "../../../domain/site-content";
import { translatedSlugFrom } from "../../../domain/slugs";
import { SLUG_FIELD, translatableTexts, type TranslationsAnswer, type TranslationState } from "../../../domain/translations";
import { FormMessage } from "../../components/admin/form-controls";
import { LoadError } from "../../components/admin/load-error";
import { useLeaveGuard } from "../../components/admin/use-leave-guard";
import { LanguageName, choiceClass } from "../../components/admin/translation-links";
import { languageName, textLabel, translationNoun, translationTitle } from "../../components/admin/translation-labels";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { requireToken } from "../../lib/admin-guard";
import { adminLocale, loadScriptFace } from "../../lib/admin-language";
import { ApiError, apiGet, apiJson } from "../../lib/api-client";
import { bestVariant } from "../../lib/images";
import type { Route } from "./+types/translate";

type TranslationAnswer = TranslationsAnswer;

/** What can be translated: an item of a kind with texts to translate, or a section of the site ("site"). */
function isTranslatable(kindName: string, id: string): boolean {
  if (kindName === "site") return isSiteSection(id);
  const kind = kindNamed(kindName);
  return !!kind && translatableTexts(kind).length > 0;
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  requireToken();
  const lang = new URL(request.url).searchParams.get("lang");
  const locale: TranslatedLocale = isTranslatedLocale(lang) ? lang : "ml";
  // What is typed here is in its language's script, whatever the admin's language.
  loadScriptFace(locale);
  if (!isTranslatable(params.kind, params.id))
    return { kindName: params.kind, locale, translation: null, error: m.adminTranslationsNothingToTranslate(adminLocale()) };
  try {
    const { translation } = await apiGet<{ translation: TranslationAnswer }>(`/api/admin/${params.kind}/${params.id}/translations`);
    return { kindName: params.kind, locale, translation, error: null };
  } catch (error) {
    return {
      kindName: params.kind,
      locale,
      translation: null,
      error: error instanceof ApiError && error.status === 404 ? error.message : m.adminTranslationsItemLoadError(adminLocale()),
    };
  }
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: m.adminTranslationsTranslate(adminLocale()) }];
}

const STATE_LABELS: Record<TranslationState, (locale: Locale) => string> = {
  missing: m.adminTranslationsNotTranslated,
  "needs-update": m.adminTranslationsNeedsUpdate,
  current: m.adminTranslationsUpToDate,
};
const STATE_STYLES: Record<TranslationState, string> = {
  missing: "bg-slate-100 text-slate-700",
  "needs-update": "bg-amber-100 text-amber-900",
  current: "bg-green-100 text-green-900",
};

export default function TranslatePage({ loaderData }: Route.ComponentProps) {
  const ui = useLocale();
  if (!loaderData.translation)
    return (
      <LoadError
        title={m.adminTranslationsTranslate(ui)}
        message={loaderData.error ?? m.adminTranslationsItemLoadError(ui)}
        backTo="/translations"
      />
    );
  return (
    <TranslateForm
      key={`${loaderData.translation.id}:${loaderData.locale}`}
      kindName={loaderData.kindName}
      locale={loaderData.locale}
      loaded={loaderData.translation}
    />
  );
}

/** `locale`: the language being translated into; `ui`: the admin's own language, that the page is written in. */
function TranslateForm({ kindName, locale, loaded }: { kindName: string; locale: TranslatedLocale; loaded: TranslationAnswer }) {
  const ui = useLocale();
  const [answer, setAnswer] = useState(loaded);
  const saved = answer.translations[locale];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.keys(answer.english).map((field) => [field, saved[field]?.value ?? ""])),
  );
  // The page's own address in the language, for an item with an address (docs/product.md §11).
  const [slug, setSlug] = useState(answer.address?.translations[locale] ?? "");
  const [reviewed, setReviewed] = useState<ReadonlySet<string>>(() => new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const info = LOCALE_INFO[locale];
  const language = languageName(ui, locale);
  const rows = answer.texts.map((text) => ({ field: text.name, ...text, label: textLabel(ui, kindName, text.label) }));
  const slugChanged = !!answer.address && slug.trim() !== answer.address.translations[locale];
  const changed = [
    ...rows.filter((row) => (values[row.field] ?? "") !== (saved[row.field]?.value ?? "") || reviewed.has(row.field)),
    ...(slugChanged ? [{ field: SLUG_FIELD }] : []),
  ];
  const { allowLeave } = useLeaveGuard(changed.length > 0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    if (changed.length === 0) {
      setSuccess(m.adminTranslationsNothingChanged(ui));
      return;
    }
    setBusy(true);
    try {
      const texts = Object.fromEntries(
        changed.map((row) => [row.field, row.field === SLUG_FIELD ? slug.trim() : (values[row.field] ?? "")]),
      );
      const { translation } = await apiJson<{ translation: TranslationAnswer }>(
        "PUT",
        `/api/admin/${kindName}/${answer.id}/translations/${locale}`,
        {
          texts,
        },
      );
      setAnswer(translation);
      setValues(
        Object.fromEntries(Object.keys(translation.english).map((field) => [field, translation.translations[locale][field]?.value ?? ""])),
      );
      setSlug(translation.address?.translations[locale] ?? "");
      setReviewed(new Set());
      setErrors({});
      setSuccess(m.adminTranslationsSaved(ui, { language }));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setErrors(error.errors);
        setFailure(m.adminTranslationsSomeNotSaved(ui));
      } else setFailure(error instanceof ApiError ? error.message : m.adminTranslationsNotSaved(ui));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-semibold tracking-wide text-monsoon-700 uppercase">{translationNoun(ui, answer.noun)}</p>
        <h1 className="text-2xl font-bold break-words text-ink md:text-3xl">
          {m.adminTranslationsHeading(ui, {
            title: translationTitle(ui, kindName, answer.id, answer.title).trim() || m.adminTranslationsUntitled(ui),
          })}
        </h1>
        <p className="mt-1 text-slate-600">
          <Link to={answer.editPath} onClick={allowLeave} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {m.adminTranslationsEditEnglish(ui)}
          </Link>
          {" · "}
          <a
            href={localePath(locale, answer.sitePath)}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {m.adminTranslationsSeeIt(ui, { language })}
            <span className="sr-only"> {m.adminTranslationsNewTab(ui)}</span>
          </a>
          {" · "}
          <Link to={`/translations?lang=${locale}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {m.adminTranslationsAll(ui)}
          </Link>
        </p>
      </div>

      <nav aria-label={m.adminTranslationsLanguage(ui)} className="flex gap-2">
        {TRANSLATED_LOCALES.map((other) => (
          <Link
            key={other}
            to={`/translate/${kindName}/${answer.id}?lang=${other}`}
            aria-current={other === locale ? "page" : undefined}
            className={`flex min-h-11 flex-1 items-center justify-between gap-3 rounded-card border px-4 py-2 md:flex-none ${choiceClass(
              other === locale,
            )}`}
          >
            <LanguageName locale={other} />
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[answer.states[other]]}`}>
              {STATE_LABELS[answer.states[other]](ui)}
            </span>
          </Link>
        ))}
      </nav>

      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
        {failure ? <FormMessage tone="error" title={failure} /> : null}
        {success ? <FormMessage tone="success" title={success} /> : null}
        {rows.length === 0 ? (
          <p className="rounded-card border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            {m.adminTranslationsNoTexts(ui)}
          </p>
        ) : null}
        {rows.map((row) => {
          const current = saved[row.field];
          const state: TranslationState = reviewed.has(row.field) ? "current" : (current?.state ?? "missing");
          const id = `translation-${row.field.replace(/[^a-zA-Z0-9]/g, "-")}`;
          const error = errors[row.field];
          const Control = row.multiline ? "textarea" : "input";
          return (
            <section
              key={row.field}
              aria-labelledby={`${id}-label`}
              className="rounded-card border border-slate-200 bg-white p-4 shadow-card"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id={`${id}-label`} className="font-semibold text-ink">
                  {row.label}
                </h2>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[state]}`}>{STATE_LABELS[state](ui)}</span>
              </div>
              <div className="mt-3 grid gap-3 md:grid-cols-2">
                <div>
                  <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{m.adminTranslationsEnglish(ui)}</p>
                  <div className="mt-1 flex gap-3">
                    {row.photo ? (
                      <img src={bestVariant(row.photo, 320)} alt="" className="size-16 shrink-0 rounded-md object-cover" loading="lazy" />
                    ) : null}
                    <p
                      lang="en"
                      className={`min-w-0 rounded-lg bg-slate-50 p-3 text-slate-800 ${row.multiline ? "max-h-72 overflow-y-auto whitespace-pre-wrap" : ""}`}
                    >
                      {answer.english[row.field]}
                    </p>
                  </div>
                  {current && state === "needs-update" ? (
                    <details className="mt-2 text-sm text-slate-600">
                      <summary className="cursor-pointer font-medium text-amber-900">{m.adminTranslationsSource(ui)}</summary>
                      <p lang="en" className="mt-1 whitespace-pre-wrap">
                        {current.source}
                      </p>
                    </details>
                  ) : null}
                </div>
                <div>
                  <label htmlFor={id} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    {language} <span className="sr-only">: {row.label}</span>
                  </label>
                  <Control
                    id={id}
                    lang={info.lang}
                    value={values[row.field] ?? ""}
                    maxLength={row.max}
                    rows={row.multiline ? 8 : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : `${id}-hint`}
                    onChange={(event) => {
                      const value = event.target.value;
                      setValues((all) => ({ ...all, [row.field]: value }));
                      setSuccess(null);
                    }}
                    className={`mt-1 block w-full rounded-lg border px-3 py-2 text-base text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${
                      error ? "border-red-500" : "border-slate-300"
                    }`}
                  />
                  {error ? (
                    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                      {error}
                    </p>
                  ) : (
                    <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
                      {row.list ? `${m.adminTranslationsListHint(ui)} ` : null}
                      {current
                        ? m.adminTranslationsSavedBy(ui, { name: current.updatedBy ?? m.adminTranslationsSomeone(ui) })
                        : m.adminTranslationsShowsEnglish(ui)}
                    </p>
                  )}
                  {current && current.state === "needs-update" && !reviewed.has(row.field) ? (
                    <button
                      type="button"
                      onClick={() => setReviewed((all) => new Set(all).add(row.field))}
                      className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-ink hover:bg-slate-50"
                    >
                      <Check aria-hidden="true" className="size-4" />
                      {m.adminTranslationsMarkReviewed(ui)}
                    </button>
                  ) : null}
                </div>
              </div>
            </section>
          );
        })}
        {answer.address && rows.length > 0 ? (
          <AddressField
            language={language}
            locale={locale}
            english={answer.address.english}
            sitePath={answer.sitePath}
            value={slug}
            error={errors[SLUG_FIELD]}
            title={values.title ?? ""}
            onChange={(value) => {
              setSlug(value);
              setSuccess(null);
            }}
          />
        ) : null}
        {rows.length > 0 ? (
          <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 flex items-center gap-3 rounded-card border border-slate-200 bg-white/95 p-3 shadow-lift backdrop-blur md:bottom-4">
            <button
              type="submit"
              disabled={busy}
              className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {busy ? m.adminTranslationsSaving(ui) : m.adminTranslationsSave(ui, { language })}
            </button>
            <span className="text-sm text-slate-600" aria-live="polite">
              {changed.length === 0
                ? m.adminTranslationsNoUnsaved(ui)
                : changed.length === 1
                  ? m.adminTranslationsToSaveOne(ui, { count: changed.length })
                  : m.adminTranslationsToSaveMany(ui, { count: changed.length })}
            </span>
          </div>
        ) : null}
      </form>
    </div>
  );
}

/**
 * The page's own address in the language: optional; empty, the page is at the English slug under
 * the language. "Make from the title" spells the translated title as a slug in its script.
 */
function AddressField(props: {
  language: string;
  locale: TranslatedLocale;
  english: string;
  sitePath: string;
  value: string;
  error: string | undefined;
  title: string;
  onChange: (value: string) => void;
}) {
  const ui = useLocale();
  const { language, locale, english, sitePath, value, error, title, onChange } = props;
  const id = "translation-address";
  const folder = sitePath.slice(0, sitePath.length - english.length);
  const fromTitle = translatedSlugFrom(title);
  return (
    <section aria-labelledby={`${id}-label`} className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
      <h2 id={`${id}-label`} className="font-semibold text-ink">
        {m.adminTranslationsAddress(ui)}
      </h2>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{m.adminTranslationsEnglish(ui)}</p>
          <p lang="en" className="mt-1 rounded-lg bg-slate-50 p-3 break-all text-slate-800">
            {sitePath}
          </p>
        </div>
        <div>
          <label htmlFor={id} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {language} <span className="sr-only">: {m.adminTranslationsAddress(ui)}</span>
          </label>
          <div
            className={`mt-1 flex items-stretch overflow-hidden rounded-lg border focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${
              error ? "border-red-500" : "border-slate-300"
            }`}
          >
            <span aria-hidden="true" className="flex items-center bg-slate-50 px-2 text-sm text-slate-600">
              {localePath(locale, folder)}
            </span>
            <input
              id={id}
              lang={LOCALE_INFO[locale].lang}
              value={value}
              placeholder={english}
              maxLength={200}
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
              onChange={(event) => onChange(event.target.value)}
              className="min-w-0 flex-1 px-3 py-2 text-base text-ink focus:outline-none"
            />
          </div>
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
            {m.adminTranslationsAddressHint(ui, { language })}
          </p>
          <button
            type="button"
            disabled={!fromTitle || fromTitle === value}
            onClick={() => onChange(fromTitle)}
            className="mt-2 inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-50"
          >
            {m.adminTranslationsAddressFromTitle(ui)}
          </button>
        </div>
      </div>
    </section>
  );
}
