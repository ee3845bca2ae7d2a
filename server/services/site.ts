/**
 * The site's own content (domain/site-content.ts): the sections the company edits in the admin
 * area, each kept with its last saves (its declared count, domain/kinds) to restore, in the history
 * every kind shares (services/versions.ts). A section that was never saved
 * reads as its defaults (domain/site-defaults.ts; the company's facts seeded from the environment).
 * Photos go through the media pipeline; a photo stays while the section or a kept version names
 * it, and is removed with its files once nothing does.
 */
import type { Kysely, Transaction } from "kysely";
import { changedFields, recordChange, type ChangeAction } from "./changes";
import { authorize, type OperationContext } from "./context";
import { SECTION_KINDS } from "../../domain/kinds";
import { DEFAULT_SITE } from "../../domain/site-defaults";
import {
  isSiteSection,
  photosOf,
  SITE_SECTIONS,
  type CompanyContent,
  type SiteContent,
  type SiteSectionName,
  type SiteVersion,
  withDefaults,
  withValueAt,
} from "../../domain/site-content";
import { SECTION_SCHEMAS, sectionErrors } from "../../domain/site-schemas";
import type { DB } from "../db/database";
import { lockKey } from "../db/dialect";
import type { Database } from "../db/schema";
import { Invalid, NotFound } from "../errors";
import type { ProcessedImage } from "../media/process";
import type { MediaStore } from "../media/store";
import type { Committed } from "./changes";
import { getVersion, listVersions, saveVersion } from "./versions";
import { loose } from "../db/database";
import { LOCALES, type Locale, type TranslatedLocale } from "../../domain/locales";
import {
  overallState,
  sectionInLanguage,
  sectionTexts,
  translationsAnswer,
  translationStates,
  type ItemLanguage,
  type TranslationsAnswer,
} from "../../domain/translations";
import { loadTranslations, replaceTranslations, writeTranslations, type AllTranslations } from "./translations";

/** The history's kind of a section's versions (services/versions.ts), and the translations' (owner: the section's name). */
const SITE_KIND = "site";

/** A section's translations, by language. */
async function translationsOf(db: Parameters<typeof loose>[0], name: SiteSectionName): Promise<AllTranslations> {
  return (await loadTranslations(loose(db), SITE_KIND, [name])).get(name) ?? {};
}

/** The admin's translation page for a section: its texts at their places, in the declared order. */
function sectionTranslations(name: SiteSectionName, content: unknown, all: AllTranslations): TranslationsAnswer {
  const kind = SECTION_KINDS[name];
  const about = { id: name, title: kind.title, noun: "Site section", editPath: `/site/${name}`, sitePath: kind.sitePath };
  return translationsAnswer(about, sectionTexts(kind.translatable, content), all);
}

export function requireSection(name: string): SiteSectionName {
  if (!isSiteSection(name)) throw new NotFound("No such section of the site");
  return name;
}

/** Puts each uploaded photo into the content at its path ("services.3.photo"). */
function withPhotos(input: unknown, photos: ReadonlyMap<string, ProcessedImage>): unknown {
  let content = input;
  for (const [path, image] of photos) {
    try {
      content = withValueAt(content, path, image.name);
    } catch {
      throw new Invalid({ [path]: "There is no photo at this place" });
    }
  }
  return content;
}

export function createSiteService(
  db: DB,
  media: MediaStore,
  changed: Committed,
  companySeed: Partial<CompanyContent> = {},
  clock: () => Date = () => new Date(),
) {
  const defaults: SiteContent = { ...DEFAULT_SITE, company: { ...DEFAULT_SITE.company, ...companySeed } };

  /**
   * Stored content as the site reads it: with today's defaults for what it lacks, and, for a field
   * that no longer passes its schema (a rule a later release tightened), that field's default, so
   * one such field never takes the rest of the section with it. `replaced` names those fields.
   */
  function readable<S extends SiteSectionName>(name: S, stored: unknown): { content: SiteContent[S]; replaced: string[] } {
    const schema = SECTION_SCHEMAS[name];
    const merged = withDefaults(defaults[name], stored) as Record<string, unknown>;
    const parsed = schema.safeParse(merged);
    if (parsed.success) return { content: parsed.data as SiteContent[S], replaced: [] };
    const replaced = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")))];
    const patched = { ...merged };
    for (const key of replaced) patched[key] = (defaults[name] as Record<string, unknown>)[key];
    const again = schema.safeParse(patched);
    return again.success
      ? { content: again.data as SiteContent[S], replaced }
      : { content: defaults[name], replaced: Object.keys(defaults[name]) };
  }

  async function get<S extends SiteSectionName>(name: S, from: Kysely<Database> = db): Promise<SiteContent[S]> {
    requireSection(name);
    const row = await from.selectFrom("site_sections").select("content").where("name", "=", name).executeTakeFirst();
    return row ? readable(name, JSON.parse(row.content)).content : defaults[name];
  }

  /** The stored fields the site shows a default for instead (see `readable`), by section: for a warning at start. */
  async function check(): Promise<Partial<Record<SiteSectionName, string[]>>> {
    const rows = await db.selectFrom("site_sections").select(["name", "content"]).execute();
    const found: Partial<Record<SiteSectionName, string[]>> = {};
    for (const row of rows) {
      if (!isSiteSection(row.name)) continue;
      const { replaced } = readable(row.name, JSON.parse(row.content));
      if (replaced.length > 0) found[row.name] = replaced;
    }
    return found;
  }

  async function getAll(): Promise<SiteContent> {
    const entries = await Promise.all(SITE_SECTIONS.map(async (name) => [name, await get(name)] as const));
    return Object.fromEntries(entries) as unknown as SiteContent;
  }

  /**
   * Writes a section's content, a version of it (with its translations: a restore brings back every
   * language), and the photos both use, in the caller's transaction.
   */
  async function write(trx: Transaction<Database>, name: SiteSectionName, content: unknown, now: string): Promise<string[]> {
    const json = JSON.stringify(content);
    const photos = [...new Set(photosOf(content).map((p) => p.name))];
    const owner = `section:${name}`;
    // Two saves of one section at once, in two processes, would otherwise both replace its photos.
    await lockKey(trx, `site:${name}`);
    const before = (await trx.selectFrom("site_images").select("image").where("owner", "=", owner).execute()).map((r) => r.image);
    await trx
      .insertInto("site_sections")
      .values({ name, content: json, updated_at: now })
      .onConflict((oc) => oc.column("name").doUpdateSet({ content: json, updated_at: now }))
      .execute();
    await trx.deleteFrom("site_images").where("owner", "=", owner).execute();
    if (photos.length > 0) {
      await trx
        .insertInto("site_images")
        .values(photos.map((image) => ({ owner, image })))
        .execute();
    }
    // The one history (services/versions.ts): versions past the section's count go, with their hold on photos.
    const translations = await translationsOf(trx, name);
    const version = { ...(content as object), translations };
    const dropped = await saveVersion(trx, SITE_KIND, name, version, photos, now, SECTION_KINDS[name].versions);
    return [...before, ...dropped];
  }

  /**
   * Saves a section: the input is checked against its schema with the uploaded photos put at
   * their paths; the photos are stored, the section and a version of it written in one
   * transaction, and photos nothing names any more removed. Bad input changes nothing.
   */
  async function save<S extends SiteSectionName>(
    ctx: OperationContext,
    name: S,
    input: unknown,
    photos: ReadonlyMap<string, ProcessedImage> = new Map(),
    action: ChangeAction = "updated",
    translations?: AllTranslations,
  ): Promise<SiteContent[S]> {
    requireSection(name);
    authorize(ctx, SECTION_KINDS[name].access.update);
    const parsed = SECTION_SCHEMAS[name].safeParse(withPhotos(input, photos));
    if (!parsed.success) throw new Invalid(sectionErrors(parsed.error));
    const content = parsed.data as SiteContent[S];
    // A photo named in the input must be one this site stores (an upload, or one already in use).
    const named = photosOf(content).map((p) => p.name);
    const uploaded = new Set([...photos.values()].map((image) => image.name));
    const known = named.length === 0 ? [] : await db.selectFrom("media").select("name").where("name", "in", named).execute();
    const missing = photosOf(content).find((p) => !uploaded.has(p.name) && !known.some((k) => k.name === p.name));
    if (missing) throw new Invalid({ [missing.path]: "Choose a photo uploaded to this site" });
    const images = [...photos.values()];
    const released = await media.place(images, () =>
      db.transaction().execute(async (trx) => {
        // What it said before, read under the section's lock: the change event names the fields
        // this save changed, not those another save changed meanwhile.
        await lockKey(trx, `site:${name}`);
        const before = await get(name, trx);
        await media.record(trx, images);
        if (translations) await replaceTranslations(loose(trx), SITE_KIND, name, translations);
        const dropped = await write(trx, name, content, ctx.now.toISOString());
        await recordChange(trx, ctx, { kind: "site", id: name, action, fields: changedFields(before, content, []) });
        return dropped;
      }),
    );
    try {
      await media.release(released);
    } finally {
      // Committed: the site shows it from now on, even if removing a released file failed.
      await changed();
    }
    return content;
  }

  /** The kept versions of a section, newest first. */
  async function versions(name: string): Promise<SiteVersion[]> {
    const section = requireSection(name);
    const kept = await listVersions(db, SITE_KIND, section);
    return kept.map(({ id, savedAt }) => ({ id, savedAt }));
  }

  /** Saves a kept version again, as the newest; its photos are still stored (the version holds them). */
  async function restore<S extends SiteSectionName>(ctx: OperationContext, name: S, versionId: string): Promise<SiteContent[S]> {
    requireSection(name);
    const content = await getVersion<unknown>(db, SITE_KIND, name, versionId).catch((error: unknown) => {
      throw error instanceof NotFound ? new NotFound("That version is no longer kept") : error;
    });
    // A version saved by an older release gets today's defaults for what it lacks, as a read does,
    // and one saved before the site had translations leaves them as they are.
    const { translations, ...rest } = (content ?? {}) as { translations?: AllTranslations };
    return save(ctx, name, withDefaults(defaults[name], rest), new Map(), "version-restored", translations);
  }

  /**
   * A section as a page in `locale` shows it (docs/product.md §11): its translated texts in place
   * of the English, the English where there is none (domain/translations.ts, `sectionInLanguage`).
   */
  async function read<S extends SiteSectionName>(name: S, locale: Locale): Promise<SiteContent[S]> {
    const content = await get(name);
    if (locale === "en") return content;
    const all = await translationsOf(db, name);
    return sectionInLanguage(SECTION_KINDS[name].translatable, content, all[locale]).content;
  }

  /**
   * What a page showing `names` knows of their language in `locale`: the texts shown in English
   * ("home:hero.headline"), and the languages every one of them is whole in (a text with no
   * translation keeps the page out of that language's sitemap and alternates).
   */
  async function language(names: readonly SiteSectionName[], locale: Locale): Promise<ItemLanguage> {
    const english: string[] = [];
    const languages = new Set<Locale>(LOCALES);
    for (const name of names) {
      const [content, all] = await Promise.all([get(name), translationsOf(db, name)]);
      const texts = sectionTexts(SECTION_KINDS[name].translatable, content);
      const englishNow = Object.fromEntries(texts.map((text) => [text.name, text.english]));
      for (const other of ["ml", "ta"] as const) {
        if (overallState(translationStates(englishNow, all[other])) === "missing") languages.delete(other);
      }
      if (locale !== "en")
        english.push(
          ...sectionInLanguage(SECTION_KINDS[name].translatable, content, all[locale]).english.map((place) => `${name}:${place}`),
        );
    }
    return { locale, english, languages: LOCALES.filter((other) => languages.has(other)) };
  }

  /** A section's English texts and their translations, with each one's state (the admin's translation page). */
  async function translations(name: string): Promise<TranslationsAnswer> {
    const section = requireSection(name);
    const [content, all] = await Promise.all([get(section), translationsOf(db, section)]);
    return sectionTranslations(section, content, all);
  }

  /**
   * Saves texts of a section in one language (docs/product.md §11), by their place: each with the
   * English it translates, an empty one removing that translation. A place with no English text,
   * or a text too long for it, is refused and nothing is written. Saved as a version and a change
   * event, like any save of the section.
   */
  async function translate(
    ctx: OperationContext,
    name: string,
    locale: TranslatedLocale,
    texts: Record<string, string>,
  ): Promise<TranslationsAnswer> {
    const section = requireSection(name);
    authorize(ctx, SECTION_KINDS[section].access.update);
    const now = ctx.now.toISOString();
    const answer = await db.transaction().execute(async (trx) => {
      // The English is read under the section's lock, and written back as read: a save of the
      // section at the same moment is neither lost nor checked against stale texts.
      await lockKey(trx, `site:${section}`);
      const content = await get(section, trx);
      const places = new Map(sectionTexts(SECTION_KINDS[section].translatable, content).map((text) => [text.name, text]));
      const errors: Record<string, string> = {};
      for (const [place, value] of Object.entries(texts)) {
        const text = places.get(place);
        if (!text) errors[place] = "There is no English text to translate here";
        else if (value.length > text.max) errors[place] = `At most ${text.max} characters`;
      }
      if (Object.keys(errors).length > 0) throw new Invalid(errors);
      await writeTranslations(
        loose(trx),
        { kind: SITE_KIND, id: section, locale },
        Object.entries(texts).map(([place, value]) => ({ field: place, value, source: places.get(place)!.english })),
        { now, by: ctx.actor.name },
      );
      const dropped = await write(trx, section, content, now);
      await recordChange(trx, ctx, {
        kind: "site",
        id: section,
        action: "translated",
        fields: Object.keys(texts).map((place) => `${locale}:${place}`),
      });
      return { answer: sectionTranslations(section, content, await translationsOf(trx, section)), dropped };
    });
    try {
      await media.release(answer.dropped);
    } finally {
      await changed();
    }
    return answer.answer;
  }

  /**
   * Writes the sections that were never saved (a new site, or one made by an earlier release), so
   * that the environment's company facts only seed it: later edits belong to the admin area.
   */
  async function seed(): Promise<SiteSectionName[]> {
    const present = new Set((await db.selectFrom("site_sections").select("name").execute()).map((r) => r.name));
    const missing = SITE_SECTIONS.filter((name) => !present.has(name));
    if (missing.length === 0) return [];
    const now = clock().toISOString();
    await db.transaction().execute(async (trx) => {
      for (const name of missing) await write(trx, name, defaults[name], now);
    });
    await changed();
    return missing;
  }

  return { get, getAll, read, language, save, versions, restore, translations, translate, seed, check, defaults: () => defaults };
}

export type SiteService = ReturnType<typeof createSiteService>;
