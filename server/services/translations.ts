/**
 * The rows of what the company writes in Malayalam and Tamil (migration 021, domain/translations.ts):
 * read for an item or many, written in an item's or a section's own write (services/items.ts,
 * services/site.ts), and laid over the English for a page in a language.
 */
import type { Locale, TranslatedLocale } from "../../domain/locales";
import { isTranslatedLocale } from "../../domain/locales";
import type { ItemKind } from "../../domain/kinds";
import {
  englishTexts,
  listOfText,
  normalizeText,
  translatablePhotos,
  translatableTexts,
  wholeLanguages,
  altKey,
  SLUG_FIELD,
  type ItemLanguage,
  type ItemTranslations,
} from "../../domain/translations";
import type { Selectable } from "kysely";
import type { LooseDB } from "../db/database";
import type { TranslationsTable } from "../db/schema";

/** An item's translations, by language. */
export type AllTranslations = Partial<Record<TranslatedLocale, ItemTranslations>>;

/** A row as read (migration 021). */
type Row = Omit<Selectable<TranslationsTable>, "kind">;

/** The translations of `ids` of `kind` (a kind's name, or "site"), by owner and language. */
export async function loadTranslations(
  db: LooseDB,
  kind: string,
  ids: readonly string[],
  locale?: TranslatedLocale,
): Promise<Map<string, AllTranslations>> {
  const found = new Map<string, AllTranslations>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return found;
  let query = db
    .selectFrom("translations")
    .select(["owner_id", "locale", "field", "value", "source", "updated_at", "updated_by"])
    .where("kind", "=", kind)
    .where("owner_id", "in", [...ids]);
  if (locale) query = query.where("locale", "=", locale);
  const rows = (await query.execute()) as Row[];
  for (const row of rows) {
    if (!isTranslatedLocale(row.locale)) continue;
    const translations = found.get(row.owner_id);
    if (!translations) continue;
    (translations[row.locale] ??= {})[row.field] = {
      value: row.value,
      source: row.source,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
    };
  }
  return found;
}

/**
 * Writes texts of one owner in one language: each given field's text (normalized) with the
 * English it translates; an empty text removes the field's translation.
 */
export async function writeTranslations(
  trx: LooseDB,
  target: { kind: string; id: string; locale: TranslatedLocale },
  texts: ReadonlyArray<{ field: string; value: string; source: string }>,
  at: { now: string; by: string },
): Promise<void> {
  for (const { field, value, source } of texts) {
    const where = trx
      .deleteFrom("translations")
      .where("kind", "=", target.kind)
      .where("owner_id", "=", target.id)
      .where("locale", "=", target.locale)
      .where("field", "=", field);
    await where.execute();
    const text = normalizeText(value).trim();
    if (text === "") continue;
    await trx
      .insertInto("translations")
      .values({
        kind: target.kind,
        owner_id: target.id,
        locale: target.locale,
        field,
        value: text,
        source,
        updated_at: at.now,
        updated_by: at.by,
      })
      .execute();
  }
}

/** Puts an owner's translations back as `all` holds them (a version restored). */
export async function replaceTranslations(trx: LooseDB, kind: string, id: string, all: AllTranslations): Promise<void> {
  await trx.deleteFrom("translations").where("kind", "=", kind).where("owner_id", "=", id).execute();
  for (const [locale, fields] of Object.entries(all)) {
    for (const [field, text] of Object.entries(fields ?? {})) {
      await trx
        .insertInto("translations")
        .values({
          kind,
          owner_id: id,
          locale,
          field,
          value: text.value,
          source: text.source,
          updated_at: text.updatedAt,
          updated_by: text.updatedBy,
        })
        .execute();
    }
  }
}

/** Forgets every translation of an owner (an item deleted for good). */
export async function deleteTranslations(trx: LooseDB, kind: string, id: string): Promise<void> {
  await trx.deleteFrom("translations").where("kind", "=", kind).where("owner_id", "=", id).execute();
}

/**
 * An item as a page in `locale` shows it: each translated text in place of the English (a
 * translation behind its English is shown still: it is flagged for the company, not hidden from
 * the visitor), the English where there is none, and what the page needs to mark it
 * (`language`). An English page gets the item as it is.
 */
export function inLanguage<T extends Record<string, unknown>>(
  kind: ItemKind,
  item: T,
  locale: Locale,
  all: AllTranslations,
): T & { language?: ItemLanguage } {
  const english = englishTexts(kind, item);
  const languages = wholeLanguages(english, all);
  // The item's address in each language: the one its translation gives, else the English.
  const slug = kind.slug && typeof item.slug === "string" ? item.slug : undefined;
  const slugs = slug ? { en: slug, ml: all.ml?.[SLUG_FIELD]?.value ?? slug, ta: all.ta?.[SLUG_FIELD]?.value ?? slug } : undefined;
  if (locale === "en") return { ...item, language: { locale, english: [], languages, slugs } };
  const translations = all[locale] ?? {};
  const shown: Record<string, unknown> = { ...item };
  if (slugs) shown.slug = slugs[locale];
  const inEnglish: string[] = [];
  for (const { name, list } of translatableTexts(kind)) {
    if (!(name in english)) continue;
    const translated = translations[name];
    if (list) {
      // A list not yet translated keeps its English entries, like a photo's description.
      if (translated) shown[list] = listOfText(translated.value);
    } else if (translated) shown[name] = translated.value;
    else inEnglish.push(name);
  }
  const photos = translatablePhotos(kind);
  if (photos) {
    const alts = { ...((item.imageAlts ?? {}) as Record<string, string>) };
    for (const photo of (item[photos] as string[] | undefined) ?? []) {
      const translated = translations[altKey(photo)];
      if (translated) alts[photo] = translated.value;
    }
    shown.imageAlts = alts;
  }
  return { ...(shown as T), language: { locale, english: inEnglish, languages, slugs } };
}

/** Items of `kind` as a page or a call in `locale` shows them (`inLanguage`), their translations read at once. */
export async function itemsInLanguage<T extends { _id: string }>(
  db: LooseDB,
  kind: ItemKind,
  items: readonly T[],
  locale: Locale,
): Promise<Array<T & { language?: ItemLanguage }>> {
  if (items.length === 0) return [];
  const all = await loadTranslations(
    db,
    kind.name,
    items.map((item) => item._id),
  );
  return items.map(
    (item) =>
      inLanguage(kind, item as unknown as Record<string, unknown>, locale, all.get(item._id) ?? {}) as unknown as T & {
        language?: ItemLanguage;
      },
  );
}
