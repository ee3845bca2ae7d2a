/**
 * What is left to translate (docs/product.md §11): per language, the projects, posts and gallery
 * items with a text not yet in Malayalam or Tamil, and those whose English changed after they
 * were translated. Each opens its translation page. The language and the list are in the address.
 */
import Languages from "lucide-react/icons/languages";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { kindNamed } from "../../../domain/kinds";
import { LOCALE_INFO, TRANSLATED_LOCALES, isTranslatedLocale, type TranslatedLocale } from "../../../domain/locales";
import { LoadFailure, formatDate, plural } from "../../components/admin/manage-parts";
import { LanguageName, choiceClass } from "../../components/admin/translation-links";
import { requireToken } from "../../lib/admin-guard";
import { apiGet } from "../../lib/api-client";
import type { Route } from "./+types/translations";

type Behind = "missing" | "needs-update";

interface Overview {
  counts: Record<TranslatedLocale, { missing: number; needsUpdate: number }>;
  items: Array<{ kind: string; id: string; title: string; state: Behind; updatedAt: string }>;
  total: number;
  next: number | null;
}

const LOAD_ERROR = "Failed to load what is left to translate. Please try again.";

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
    return { ...query, overview: null, error: LOAD_ERROR };
  }
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: "Translations" }];
}

/** "Project", "Blog post", "Gallery item": what the kind's manage list calls one. */
function kindLabel(name: string): string {
  if (name === "site") return "Site section";
  const noun = kindNamed(name)?.admin.list.nouns.one ?? name;
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

export default function TranslationsPage({ loaderData }: Route.ComponentProps) {
  const { locale, state, overview, error } = loaderData;
  const [, setSearch] = useSearchParams();
  const [more, setMore] = useState<{ items: Overview["items"]; next: number | null; key: string } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const key = `${locale}:${state}`;
  const extra = more?.key === key ? more : null;
  const items = [...(overview?.items ?? []), ...(extra?.items ?? [])];
  const next = extra ? extra.next : (overview?.next ?? null);
  const name = LOCALE_INFO[locale].english;

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
        <h1 className="text-2xl font-bold text-ink md:text-3xl">Translations</h1>
        <p className="mt-1 max-w-2xl text-slate-600">
          The site in Malayalam and Tamil shows what you write here; until a text is translated, its page shows the English, marked as such.
          When the English changes, its translation needs an update until someone reviews it.
        </p>
      </div>

      <nav aria-label="Language" className="flex gap-2">
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
                  {counts.missing} not translated · {counts.needsUpdate} to update
                </span>
              ) : null}
            </button>
          );
        })}
      </nav>

      <div role="group" aria-label="Show" className="inline-flex rounded-lg border border-slate-200 bg-white p-1">
        {(
          [
            ["missing", "Not translated"],
            ["needs-update", "Needs update"],
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
          {state === "missing" ? `Everything is translated into ${name}.` : `No ${name} translation is behind its English.`}
        </p>
      ) : null}
      {overview && items.length > 0 ? (
        <>
          <p className="text-sm text-slate-600">
            {plural(overview.total, "item", "items")} {state === "missing" ? `not yet in ${name}` : `with ${name} to update`}
          </p>
          <ul className="divide-y divide-slate-200 rounded-card border border-slate-200 bg-white shadow-card">
            {items.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                <Link
                  to={`/translate/${item.kind}/${item.id}?lang=${locale}`}
                  className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50"
                >
                  <Languages aria-hidden="true" className="size-5 shrink-0 text-monsoon-700" />
                  <span className="min-w-0 flex-1 font-semibold break-words text-ink">{item.title.trim() || "(untitled)"}</span>
                  <span className="text-sm text-slate-600">
                    {kindLabel(item.kind)}
                    {item.updatedAt ? ` · changed ${formatDate(item.updatedAt)}` : ""}
                  </span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.state === "missing" ? "bg-slate-100 text-slate-700" : "bg-amber-100 text-amber-900"}`}
                  >
                    {item.state === "missing" ? "Not translated" : "Needs update"}
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
              {loadingMore ? "Loading…" : "Load more"}
            </button>
          ) : null}
          {moreFailed ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              Could not load more. Please try again.
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
