/**
 * What is left to translate (docs/product.md §11): per language, the projects, posts and gallery
 * items with a text not yet in Malayalam or Tamil, and those whose English changed after they
 * were translated. Each opens its translation page. The language and the list are in the address.
 */
import Languages from "lucide-react/icons/languages";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { kindNamed } from "../../../domain/kinds";
import { TRANSLATED_LOCALES, isTranslatedLocale, type Locale, type TranslatedLocale } from "../../../domain/locales";
import { LoadFailure } from "../../components/admin/manage-parts";
import { LanguageName, choiceClass } from "../../components/admin/translation-links";
import { countText, languageName, translationNoun, translationTitle } from "../../components/admin/translation-labels";
import { formatDate } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { requireToken } from "../../lib/admin-guard";
import { adminLocale } from "../../lib/admin-language";
import { apiGet } from "../../lib/api-client";
import type { Route } from "./+types/translations";

type Behind = "missing" | "needs-update";

interface Overview {
  counts: Record<TranslatedLocale, { missing: number; needsUpdate: number }>;
  items: Array<{ kind: string; id: string; title: string; state: Behind; updatedAt: string }>;
  total: number;
  next: number | null;
}

function queryOf(url: URL): { locale: TranslatedLocale; state: Behind } {
  const locale = url.searchParams.get("lang");
  return {
    locale: isTranslatedLocale(locale) ? locale : "ml",
    state: url.searchParams.get("state") === "needs-update" ? "needs-update" : "missing",
  };
}

const overviewPath = (query: { locale: TranslatedLocale; state: Behind }, offset = 0) =>
  `/api/admin/translations?locale=${query.locale}&state=${query.state}&offset=${offset}`;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken();
  const query = queryOf(new URL(request.url));
  try {
    return { ...query, overview: await apiGet<Overview>(overviewPath(query)), error: null };
  } catch {
    return { ...query, overview: null, error: m.adminTranslationsLoadError(adminLocale()) };
  }
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: m.adminTranslationsTitle(adminLocale()) }];
}

/** "Project", "Blog post", "Gallery item": what the kind's manage list calls one, in the admin's language. */
function kindLabel(locale: Locale, name: string): string {
  const noun = translationNoun(locale, name === "site" ? "Site section" : (kindNamed(name)?.admin.list.nouns.one ?? name));
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

const changedDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

/** When an item was changed: "Mar 20, 2025" in English, the language's own way otherwise. */
function changedOn(locale: Locale, iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "";
  return locale === "en" ? changedDate.format(time) : formatDate(locale, time, { year: "numeric", month: "short", day: "numeric" });
}

export default function TranslationsPage({ loaderData }: Route.ComponentProps) {
  // `locale`: the language whose translations are listed; `ui`: the admin's own language.
  const ui = useLocale();
  const { locale, state, overview, error } = loaderData;
  const [, setSearch] = useSearchParams();
  const [more, setMore] = useState<{ items: Overview["items"]; next: number | null; key: string } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const key = `${locale}:${state}`;
  const extra = more?.key === key ? more : null;
  const items = [...(overview?.items ?? []), ...(extra?.items ?? [])];
  const next = extra ? extra.next : (overview?.next ?? null);
  const name = languageName(ui, locale);

  const loadMore = async () => {
    if (next === null) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await apiGet<Overview>(overviewPath({ locale, state }, next));
      setMore({ items: [...(extra?.items ?? []), ...page.items], next: page.next, key });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{m.adminTranslationsTitle(ui)}</h1>
        <p className="mt-1 max-w-2xl text-slate-600">{m.adminTranslationsIntro(ui)}</p>
      </div>

      <nav aria-label={m.adminTranslationsLanguage(ui)} className="flex gap-2">
        {TRANSLATED_LOCALES.map((language) => {
          const counts = overview?.counts[language];
          return (
            <button
              key={language}
              type="button"
              aria-pressed={language === locale}
              onClick={() => setSearch({ lang: language, state })}
              className={`flex min-h-11 flex-1 flex-col items-start rounded-card border px-4 py-2 text-left md:flex-none ${choiceClass(
                language === locale,
              )}`}
            >
              <LanguageName locale={language} />
              {counts ? (
                <span className="text-sm text-slate-600">
                  {m.adminTranslationsMissingCount(ui, { count: countText(ui, counts.missing) })} ·{" "}
                  {m.adminTranslationsBehindCount(ui, { count: countText(ui, counts.needsUpdate) })}
                </span>
              ) : null}
            </button>
          );
        })}
      </nav>

      <div role="group" aria-label={m.adminTranslationsShow(ui)} className="inline-flex rounded-lg border border-slate-200 bg-white p-1">
        {(
          [
            ["missing", m.adminTranslationsNotTranslated(ui)],
            ["needs-update", m.adminTranslationsNeedsUpdate(ui)],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === state}
            onClick={() => setSearch({ lang: locale, state: value })}
            className={`min-h-11 rounded-md px-4 text-sm font-semibold ${value === state ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {label}
          </button>
        ))}
      </div>

      {error ? <LoadFailure message={error} /> : null}
      {overview && items.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {state === "missing" ? m.adminTranslationsAllDone(ui, { language: name }) : m.adminTranslationsNoneBehind(ui, { language: name })}
        </p>
      ) : null}
      {overview && items.length > 0 ? (
        <>
          <p className="text-sm text-slate-600">{totalText(ui, state, overview.total, name)}</p>
          <ul className="divide-y divide-slate-200 rounded-card border border-slate-200 bg-white shadow-card">
            {items.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                <Link
                  to={`/translate/${item.kind}/${item.id}?lang=${locale}`}
                  className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50"
                >
                  <Languages aria-hidden="true" className="size-5 shrink-0 text-monsoon-700" />
                  <span className="min-w-0 flex-1 font-semibold break-words text-ink">
                    {translationTitle(ui, item.kind, item.id, item.title).trim() || m.adminTranslationsUntitled(ui)}
                  </span>
                  <span className="text-sm text-slate-600">
                    {kindLabel(ui, item.kind)}
                    {item.updatedAt ? ` · ${m.adminTranslationsChanged(ui, { date: changedOn(ui, item.updatedAt) })}` : ""}
                  </span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.state === "missing" ? "bg-slate-100 text-slate-700" : "bg-amber-100 text-amber-900"}`}
                  >
                    {item.state === "missing" ? m.adminTranslationsNotTranslated(ui) : m.adminTranslationsNeedsUpdate(ui)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {next !== null ? (
            <button
              type="button"
              onClick={() => void loadMore()}
              disabled={loadingMore}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-5 font-semibold text-ink hover:bg-slate-50 disabled:opacity-60"
            >
              {loadingMore ? m.adminTranslationsLoading(ui) : m.adminTranslationsLoadMore(ui)}
            </button>
          ) : null}
          {moreFailed ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {m.adminTranslationsLoadMoreFailed(ui)}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** "3 items not yet in Malayalam", "1 item with Tamil to update". */
function totalText(locale: Locale, state: Behind, total: number, language: string): string {
  const values = { count: countText(locale, total), language };
  if (state === "missing")
    return total === 1 ? m.adminTranslationsMissingOne(locale, values) : m.adminTranslationsMissingMany(locale, values);
  return total === 1 ? m.adminTranslationsBehindOne(locale, values) : m.adminTranslationsBehindMany(locale, values);
}
