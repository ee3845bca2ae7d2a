/**
 * What a page in a language reads (docs/product.md §11): the public content reader, with each
 * item's and each site section's Malayalam or Tamil texts in place of the English where the company has written them, and
 * what the page needs to mark the rest (`language`: the fields shown in English, and the
 * languages the item is whole in, for its alternates and the sitemap). The server renders each
 * request with the reader of its URL's language (server/ssr.ts), so the pages' loaders read the
 * same calls in every language.
 */
import type { Locale } from "../../domain/locales";
import { LOCALES } from "../../domain/locales";
import type { ItemKind } from "../../domain/kinds";
import type { ContentReader } from "../../domain/site-context";
import { loose, type DB } from "../db/database";
import { itemsInLanguage } from "./translations";
import type { SiteService } from "./site";
import { SITE_SECTIONS, type SiteContent } from "../../domain/site-content";

type Entity = Record<string, unknown> & { _id: string };

function isEntity(value: unknown): value is Entity {
  return typeof value === "object" && value !== null && typeof (value as { _id?: unknown })._id === "string";
}

function isPage(value: unknown): value is { items: unknown[]; total: number } {
  return typeof value === "object" && value !== null && Array.isArray((value as { items?: unknown }).items);
}

/** The readers of every language: `readerIn(locale)`. */
export function createContentInLanguages(db: DB, content: ContentReader, kinds: readonly ItemKind[], site: SiteService) {
  const from = loose(db);

  const translated = (kind: ItemKind, items: Entity[], locale: Locale) => itemsInLanguage(from, kind, items, locale);

  /** A kind's reader whose answers (an item, a list of them, or a page of them) come in `locale`. */
  function readerOf<R extends object>(kind: ItemKind, reader: R, locale: Locale): R {
    const wrapped: Record<string, unknown> = {};
    for (const [name, member] of Object.entries(reader)) {
      if (typeof member !== "function") continue;
      wrapped[name] = async (...args: unknown[]) => {
        const answer: unknown = await (member as (...a: unknown[]) => unknown).apply(reader, args);
        if (Array.isArray(answer) && answer.every(isEntity)) return translated(kind, answer, locale);
        if (isPage(answer) && answer.items.every(isEntity))
          return { ...answer, items: await translated(kind, answer.items as Entity[], locale) };
        if (isEntity(answer)) return (await translated(kind, [answer], locale))[0];
        return answer;
      };
    }
    return wrapped as R;
  }

  const kindNamed = (name: string) => kinds.find((kind) => kind.name === name)!;
  const readers = new Map<Locale, ContentReader>(
    LOCALES.map((locale) => [
      locale,
      {
        ...content,
        projects: readerOf(kindNamed("projects"), content.projects, locale),
        blogs: readerOf(kindNamed("blogs"), content.blogs, locale),
        galleries: readerOf(kindNamed("galleries"), content.galleries, locale),
        site: {
          get: (name) => site.read(name, locale),
          getAll: async () =>
            Object.fromEntries(await Promise.all(SITE_SECTIONS.map(async (name) => [name, await site.read(name, locale)]))) as SiteContent,
          language: (names) => site.language(names, locale),
        },
      },
    ]),
  );
  return (locale: Locale): ContentReader => readers.get(locale)!;
}
