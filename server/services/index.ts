/** The services: the business rules, called by the API handlers and the page loaders alike. */
import { blogs, galleries, ITEM_KINDS, type ItemKind } from "../../domain/kinds";
import type { Blog, GalleryItem } from "../../domain/entities";
import type { CompanyContent } from "../../domain/site-content";
import { loose, type DB } from "../db/database";
import { backfillVariants, fillColors } from "../media/backfill";
import { createImageInfoReader } from "../media/image-info";
import type { MediaStore } from "../media/store";
import { createAccounts } from "./accounts";
import { createActivity } from "./activity";
import { createAuthService } from "./auth";
import { createPasskeys } from "./passkeys";
import { createSecondStep } from "./second-step";
import { createEnquiryService, type EnquiryServiceOptions } from "./enquiries";
import { readChanges, type ChangeFilter } from "./changes";
import { createChangeFeed, type FeedListener } from "./change-feed";
import { createItemService, type Item, type ItemService } from "./items";
import { createProjectService } from "./projects";
import { createSiteService } from "./site";
import { createSetupService } from "./setup";
import { createPreviews } from "./previews";
import { publishDue } from "./publishing";
import { createReplyTemplates } from "./reply-templates";
import { createStagedUploads } from "./staged-uploads";
import { createTrash } from "./trash";
import { createTranslationOverview } from "./translation-overview";
import { itemsInLanguage } from "./translations";
import type { Locale } from "../../domain/locales";

export function createServices(
  db: DB,
  media: MediaStore,
  companySeed: Partial<CompanyContent> = {},
  enquiryOptions: EnquiryServiceOptions = { siteUrl: "http://localhost", retentionMonths: 24 },
  /** The time now; a test moves it to see a schedule come due. */
  clock: () => Date = () => new Date(),
  /** The kinds of item (domain/kinds); a test adds one of its own. */
  kinds: readonly ItemKind[] = ITEM_KINDS,
  /** The origins the site's pages are opened at, besides SITE_URL's (EXTRA_ORIGINS): where a passkey may sign in. */
  extraOrigins: readonly string[] = [],
) {
  // What this process learns of every change, its own and others', read from the events table.
  const feed = createChangeFeed(db);
  const changed = () => feed.catchUp();
  const site = createSiteService(db, media, changed, companySeed, clock);
  const previews = createPreviews(db, clock);
  const trash = createTrash(db, media, changed, kinds);
  const staged = createStagedUploads(db, media, clock);
  const deps = { db, media, staged, changed, clock, previews, trash };
  const projects = createProjectService(deps);
  // A correct password may still need a second step: the one decides, the other opens the session.
  const auth = createAuthService(db, clock, { secondStep: (user, client) => secondStep.ticketFor(user, client) });
  const secondStep = createSecondStep(db, auth, clock);
  const passkeys = createPasskeys(db, auth, { siteUrl: enquiryOptions.siteUrl, extraOrigins }, clock);
  const items = new Map<string, ItemService<Item>>(
    kinds.map((kind) => [
      kind.name,
      kind.name === projects.kind.name ? (projects as unknown as ItemService<Item>) : createItemService(kind, deps),
    ]),
  );
  return {
    projects,
    blogs: items.get(blogs.name) as unknown as ItemService<Blog>,
    galleries: items.get(galleries.name) as unknown as ItemService<GalleryItem>,
    /** Every kind of item's pipeline (services/items.ts), by its name. */
    items,
    kinds,
    trash,
    previews,
    /** Photos uploaded ahead of the save that uses them. */
    staged,
    site,
    /** The dashboard's setup checklist, and the demo content's pictures it counts as still to replace. */
    setup: createSetupService(db, site, clock),
    /** Scheduled items whose time has come go public, and the pages that show them are cleared. */
    publishing: {
      async publishDue(now: Date) {
        const due = await publishDue(db, kinds, now);
        if (due.changed.length > 0) await changed();
        return due;
      },
    },
    enquiries: createEnquiryService(db, site, enquiryOptions, clock),
    /** The replies the company sends from an enquiry on WhatsApp (services/reply-templates.ts). */
    replyTemplates: createReplyTemplates(db, clock),
    /**
     * Items as a call in a language answers them: the Malayalam or Tamil texts in place of the
     * English where written (services/translations.ts, docs/product.md §11).
     */
    inLanguage: <T extends { _id: string }>(kind: ItemKind, items: readonly T[], locale: Locale) =>
      itemsInLanguage(loose(db), kind, items, locale),
    /** What is left to translate, per language (services/translation-overview.ts). */
    translations: createTranslationOverview(db, kinds, site),
    /** The audit log: a change event for every write of content, newest first (services/changes.ts). */
    changes: { list: (filter: ChangeFilter = {}) => readChanges(db, filter) },
    /** Who did what: the change events and the account events in one timeline (services/activity.ts). */
    activity: createActivity(db, kinds),
    auth,
    /** Authenticator codes and recovery codes (services/second-step.ts). */
    secondStep,
    /** Signing in with a passkey (services/passkeys.ts). */
    passkeys,
    /**
     * The team (services/accounts.ts): its e-mails go through the outbox when SMTP is set (the
     * enquiries' notices are sent then too).
     */
    accounts: createAccounts(
      db,
      auth,
      { siteUrl: enquiryOptions.siteUrl, enabled: enquiryOptions.notifyEmail !== undefined, onQueued: enquiryOptions.onNotice },
      clock,
    ),
    /** Turns uploads into images ready to store (API forms, demo content). */
    media,
    /** What pages need to show stored images. */
    images: createImageInfoReader(db),
    /** Work at start: the sweep, and images stored by older releases brought up to date. */
    upkeep: {
      sweep: () => media.sweep(),
      fillColors: () => fillColors(db),
      backfillVariants: () => backfillVariants(db, media),
    },
    /**
     * Whether the company has written nothing: no project, post or gallery item in any state,
     * drafts, schedules and the trash included (the demo content fills only such a site).
     */
    async hasNoContent(): Promise<boolean> {
      for (const kind of kinds) {
        if (await loose(db).selectFrom(kind.name).select("id").limit(1).executeTakeFirst()) return false;
      }
      return true;
    },
    /** The time now, for a write's context (services/context.ts). */
    clock,
    /** Hears every content change before the write is answered (for page caches). */
    onChange(listener: FeedListener): () => void {
      return feed.listen(listener);
    },
    /** The change feed: the page cache catches up from it before answering a visitor. */
    feed,
  };
}

export type Services = ReturnType<typeof createServices>;
