/**
 * What is left to translate (docs/product.md §11): per language, the items with a text of their
 * own not yet translated ("missing") and those with a translation behind its English ("needs
 * update"), and the site's sections alike, counted for the dashboard and listed for the admin's
 * Translations page. The items are read in SQL over every kind, so it costs the same at a
 * thousand items as at ten.
 */
import { sql, type RawBuilder } from "kysely";
import type { ItemKind, TextField } from "../../domain/kinds";
import type { TranslatedLocale } from "../../domain/locales";
import { TRANSLATED_LOCALES } from "../../domain/locales";
import { ALT_PREFIX, translatableTexts, translatablePhotos, type TranslationsAnswer } from "../../domain/translations";
import { SITE_SECTIONS, type SiteSectionName } from "../../domain/site-content";
import { loose, type DB } from "../db/database";

export type Behind = "missing" | "needs-update";

export interface TranslationCounts {
  missing: number;
  needsUpdate: number;
}

export interface UntranslatedItem {
  kind: string;
  id: string;
  title: string;
  state: Behind;
  updatedAt: string;
}

const translation = (kind: ItemKind, locale: TranslatedLocale, field: RawBuilder<unknown>) =>
  sql`select 1 from translations where translations.kind = ${kind.name} and translations.owner_id = ${sql.ref(`${kind.name}.id`)} and translations.locale = ${locale} and translations.field = ${field}`;

/** The condition of a live item of `kind` with `state` in `locale`. */
function condition(kind: ItemKind, locale: TranslatedLocale, state: Behind): RawBuilder<boolean> {
  // Lists (a post's tags) are translated when someone does, like photos' descriptions: not counted here.
  const texts = translatableTexts(kind)
    .filter((text) => !text.list)
    .map((text) => [text.name, (kind.fields[text.name] as TextField).column] as const);
  if (state === "missing") {
    const none = texts.map(
      ([name, column]) =>
        sql`(trim(coalesce(${sql.ref(`${kind.name}.${column}`)}, '')) != '' and not exists (${translation(kind, locale, sql`${name}`)}))`,
    );
    return none.length > 0 ? sql<boolean>`(${sql.join(none, sql` or `)})` : sql<boolean>`1 = 0`;
  }
  const behind = texts.map(
    ([name, column]) =>
      sql`exists (${translation(kind, locale, sql`${name}`)} and translations.source != ${sql.ref(`${kind.name}.${column}`)})`,
  );
  if (translatablePhotos(kind)) {
    behind.push(
      sql`exists (select 1 from translations join ${sql.table(kind.imagesTable)} as photos on photos.owner_id = translations.owner_id and ${sql.lit(ALT_PREFIX)} || photos.image = translations.field where translations.kind = ${kind.name} and translations.owner_id = ${sql.ref(`${kind.name}.id`)} and translations.locale = ${locale} and translations.source != photos.alt)`,
    );
  }
  // An item with a text still missing counts as missing, not as behind.
  return sql<boolean>`(${sql.join(behind, sql` or `)}) and not ${condition(kind, locale, "missing")}`;
}

/** What the overview asks of the site's sections (services/site.ts). */
interface Sections {
  translations(name: SiteSectionName): Promise<TranslationsAnswer>;
}

export function createTranslationOverview(db: DB, kinds: readonly ItemKind[], site: Sections) {
  const from = loose(db);
  const translated = kinds.filter((kind) => translatableTexts(kind).length > 0);

  /** The site's sections' translation pages (seven at most: read whole, not in SQL), in the admin menu's order. */
  const sectionAnswers = () => Promise.all(SITE_SECTIONS.map((name) => site.translations(name)));

  /** Those of `answers` that are `state` in `locale`, as the list shows them. */
  function sectionsBehind(answers: TranslationsAnswer[], locale: TranslatedLocale, state: Behind): UntranslatedItem[] {
    return answers
      .filter((answer) => answer.states[locale] === state)
      .map((answer) => {
        const times = Object.values(answer.translations[locale]).map((text) => text.updatedAt);
        return { kind: "site", id: answer.id, title: answer.title, state, updatedAt: times.sort().at(-1) ?? "" };
      });
  }

  /** How many items each language is missing and has behind, over every kind. */
  async function counts(): Promise<Record<TranslatedLocale, TranslationCounts>> {
    const answer = {} as Record<TranslatedLocale, TranslationCounts>;
    const sections = await sectionAnswers();
    for (const locale of TRANSLATED_LOCALES) {
      let missing = 0;
      let needsUpdate = 0;
      for (const kind of translated) {
        const row = await from
          .selectFrom(kind.name)
          .where(sql<boolean>`deleted_at is null`)
          .select([
            sql<number>`sum(case when ${condition(kind, locale, "missing")} then 1 else 0 end)`.as("missing"),
            sql<number>`sum(case when ${condition(kind, locale, "needs-update")} then 1 else 0 end)`.as("behind"),
          ])
          .executeTakeFirstOrThrow();
        missing += Number(row.missing ?? 0);
        needsUpdate += Number(row.behind ?? 0);
      }
      missing += sectionsBehind(sections, locale, "missing").length;
      needsUpdate += sectionsBehind(sections, locale, "needs-update").length;
      answer[locale] = { missing, needsUpdate };
    }
    return answer;
  }

  /**
   * A page of what is `state` in `locale`: the site's sections first, then the items, the most
   * recently changed first, over every kind (or `kind`, "site" for the sections alone).
   */
  async function list(options: { locale: TranslatedLocale; state: Behind; kind?: string; offset: number; limit: number }) {
    const sections = !options.kind || options.kind === "site" ? sectionsBehind(await sectionAnswers(), options.locale, options.state) : [];
    const first = sections.slice(options.offset, options.offset + options.limit);
    const items = await listItems({
      ...options,
      offset: Math.max(0, options.offset - sections.length),
      limit: options.limit - first.length,
    });
    return { items: [...first, ...items.items], total: sections.length + items.total };
  }

  async function listItems(options: { locale: TranslatedLocale; state: Behind; kind?: string; offset: number; limit: number }) {
    const chosen = translated.filter((kind) => !options.kind || kind.name === options.kind);
    if (chosen.length === 0) return { items: [] as UntranslatedItem[], total: 0 };
    const parts = chosen.map(
      (kind) =>
        sql`select ${kind.name} as kind, id, title, updated_at from ${sql.table(kind.name)} where deleted_at is null and ${condition(kind, options.locale, options.state)}`,
    );
    const union = sql.join(parts, sql` union all `);
    const rows = await sql<{
      kind: string;
      id: string;
      title: string;
      updated_at: string;
    }>`select * from (${union}) as items order by updated_at desc, id desc limit ${options.limit} offset ${options.offset}`.execute(from);
    const total = await sql<{ n: number }>`select count(*) as n from (${union}) as items`.execute(from);
    return {
      items: rows.rows.map((row) => ({ kind: row.kind, id: row.id, title: row.title, state: options.state, updatedAt: row.updated_at })),
      total: Number(total.rows[0]?.n ?? 0),
    };
  }

  return { counts, list };
}
