/**
 * The Activity page's words (docs/product.md §6) in the admin's language (§11): the kinds its
 * filter offers, what a sentence calls an item, and a sentence for each action the server records
 * (server/services/changes.ts CHANGE_ACTIONS, server/services/account-events.ts ACCOUNT_ACTIONS).
 * A sentence is a message with the person and the item where its values go; the page puts their
 * elements there (rich-message.tsx). An action without a sentence of its own is shown by its code.
 */
import type { Locale } from "../../../domain/locales";
import * as m from "../../i18n/messages";

type Words = (locale: Locale) => string;

/** The kind filter's choices: a kind of item, the site's own content, or the accounts' events. */
export const KIND_CHOICES: ReadonlyArray<[string, Words]> = [
  ["", m.adminActivityKindAll],
  ["projects", m.adminActivityKindProjects],
  ["galleries", m.adminActivityKindGalleries],
  ["blogs", m.adminActivityKindBlogs],
  ["site", m.adminActivityKindSite],
  ["accounts", m.adminActivityKindAccounts],
];

/** What the sentences call an item of each kind. */
export const ITEM_NOUNS: Record<string, Words> = {
  projects: m.adminActivityNounProject,
  blogs: m.adminActivityNounBlogPost,
  galleries: m.adminActivityNounGalleryItem,
};

/** A kind's noun, or the kind's own name when it has none. */
export function nounIn(locale: Locale, kind: string): string {
  return Object.hasOwn(ITEM_NOUNS, kind) ? ITEM_NOUNS[kind]!(locale) : kind;
}

/** The marks of a content sentence's elements, and what else it says. */
export interface ContentParts {
  who: string;
  item: string;
  noun: string;
  /** The item is deleted for good: the sentence cannot name it. */
  gone: boolean;
  /** An arrangement that changed the pinned item, not the order. */
  pinned: boolean;
}

type ContentSentence = (locale: Locale, parts: ContentParts) => string;

export const CONTENT_SENTENCES: Record<string, ContentSentence> = {
  created: (l, { who, noun, item }) => m.adminActivityCreated(l, { who, noun, item }),
  updated: (l, { who, noun, item }) => m.adminActivityUpdated(l, { who, noun, item }),
  published: (l, { who, noun, item }) => m.adminActivityPublished(l, { who, noun, item }),
  unpublished: (l, { who, noun, item }) => m.adminActivityUnpublished(l, { who, noun, item }),
  trashed: (l, { who, noun, item }) => m.adminActivityTrashed(l, { who, noun, item }),
  restored: (l, { who, noun, item }) => m.adminActivityRestored(l, { who, noun, item }),
  deleted: (l, { who, noun, item, gone }) =>
    gone ? m.adminActivityDeletedGone(l, { who, noun }) : m.adminActivityDeleted(l, { who, noun, item }),
  reordered: (l, { who, noun, item }) => m.adminActivityReordered(l, { who, noun, item }),
  "version-restored": (l, { who, noun, item }) => m.adminActivityVersionRestored(l, { who, noun, item }),
  arranged: (l, { who, noun, item, pinned }) =>
    pinned ? m.adminActivityArrangedPinned(l, { who, noun, item }) : m.adminActivityArrangedMoved(l, { who, noun, item }),
  translated: (l, { who, noun, item }) => m.adminActivityTranslated(l, { who, noun, item }),
};

/** Any other change: "Devi changed the project “Villa at Kowdiar” (its action)". */
export function otherChange(locale: Locale, parts: ContentParts, action: string): string {
  return m.adminActivityChanged(locale, { who: parts.who, noun: parts.noun, item: parts.item, action });
}

/** A change to the site's own content: saved, or an earlier version brought back. */
export function siteSentence(locale: Locale, action: string, parts: { who: string; item: string }): string {
  return action === "version-restored" ? m.adminActivitySiteRestored(locale, parts) : m.adminActivitySiteSaved(locale, parts);
}

/** The marks of an account sentence's elements, and what else it says. */
export interface AccountParts {
  who: string;
  them: string;
  /** English: "Rahul’s"; the other languages name the person and word the rest around them. */
  theirs: string;
  detail: string;
  /** About someone other than the person who did it. */
  aboutOther: boolean;
  /** The entry names the account it is about. */
  named: boolean;
}

type AccountSentence = (locale: Locale, parts: AccountParts) => string;

export const ACCOUNT_SENTENCES: Record<string, AccountSentence> = {
  "signed-in": (l, { who }) => m.adminActivitySignedIn(l, { who }),
  "sign-in-failed": (l, { who, them, detail }) =>
    detail === "disabled" ? m.adminActivitySignInFailedDisabled(l, { who, them }) : m.adminActivitySignInFailed(l, { who, them }),
  "signed-out-everywhere": (l, { who, them, aboutOther }) =>
    aboutOther ? m.adminActivitySignedOutOther(l, { who, them }) : m.adminActivitySignedOut(l, { who }),
  invited: (l, { who, them, detail }) =>
    detail ? m.adminActivityInvitedAs(l, { who, them, detail }) : m.adminActivityInvited(l, { who, them }),
  "invitation-revoked": (l, { who, them }) => m.adminActivityInvitationRevoked(l, { who, them }),
  joined: (l, { who, detail }) => (detail ? m.adminActivityJoinedAs(l, { who, detail }) : m.adminActivityJoined(l, { who })),
  "role-changed": (l, { who, theirs, detail }) =>
    detail ? m.adminActivityRoleChangedTo(l, { who, theirs, detail }) : m.adminActivityRoleChanged(l, { who, theirs }),
  renamed: (l, { who, detail }) => (detail ? m.adminActivityRenamedFrom(l, { who, detail }) : m.adminActivityRenamed(l, { who })),
  disabled: (l, { who, theirs }) => m.adminActivityDisabled(l, { who, theirs }),
  enabled: (l, { who, theirs }) => m.adminActivityEnabled(l, { who, theirs }),
  removed: (l, { who, theirs, detail }) =>
    detail ? m.adminActivityRemovedDetail(l, { who, theirs, detail }) : m.adminActivityRemoved(l, { who, theirs }),
  "reset-requested": (l, { who, them }) => m.adminActivityResetRequested(l, { who, them }),
  "reset-link-made": (l, { who, them }) => m.adminActivityResetLinkMade(l, { who, them }),
  "password-changed": (l, { who, detail }) =>
    detail === "by a reset link" ? m.adminActivityPasswordChangedLink(l, { who }) : m.adminActivityPasswordChanged(l, { who }),
  "second-step-on": (l, { who, them, aboutOther }) =>
    aboutOther ? m.adminActivitySecondStepOnFor(l, { who, them }) : m.adminActivitySecondStepOn(l, { who }),
  "second-step-off": (l, { who, them, aboutOther }) =>
    aboutOther ? m.adminActivitySecondStepOffFor(l, { who, them }) : m.adminActivitySecondStepOff(l, { who }),
  "second-step-required": (l, { who, them, named }) =>
    named ? m.adminActivitySecondStepRequiredOf(l, { who, them }) : m.adminActivitySecondStepRequired(l, { who }),
  "second-step-not-required": (l, { who, them, named }) =>
    named ? m.adminActivitySecondStepNotRequiredOf(l, { who, them }) : m.adminActivitySecondStepNotRequired(l, { who }),
  "passkey-added": (l, { who, detail }) =>
    detail ? m.adminActivityPasskeyAddedDetail(l, { who, detail }) : m.adminActivityPasskeyAdded(l, { who }),
  "passkey-removed": (l, { who, detail }) =>
    detail ? m.adminActivityPasskeyRemovedDetail(l, { who, detail }) : m.adminActivityPasskeyRemoved(l, { who }),
  "recovery-code-used": (l, { who }) => m.adminActivityRecoveryCode(l, { who }),
};

/** The account events whose sentence ends with where they came from: " (from 203.0.113.7)". */
export const FROM_ADDRESS = new Set(["signed-in", "sign-in-failed", "joined", "reset-requested", "password-changed", "recovery-code-used"]);
