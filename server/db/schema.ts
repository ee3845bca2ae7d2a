/** Table types for Kysely. Tables are snake_case plural; dates are ISO 8601 text. */
import type { Generated, Insertable, Selectable } from "kysely";

export interface MediaTable {
  name: string;
  sha256: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
  placeholder: string;
  created_at: string;
  /** The widths of the image's WebP variants, "480,720,960,1600"; rows older than the column have "480,960,1600". */
  widths: Generated<string>;
  /** The image's average colour, "#rrggbb"; null for a row older than the column until the start-up fill. */
  color: string | null;
}

export interface ProjectsTable {
  id: string;
  title: string;
  description: string;
  category: string;
  location: string;
  cover_image: string | null;
  created_at: string;
  updated_at: string;
  /** The facts of domain/project-facts.ts (migration 007); null or "" when not given. */
  construction_status: string | null;
  year: number | null;
  locality: Generated<string>;
  plot_cents: number | null;
  built_up_sqft: number | null;
  floors: number | null;
  bedrooms: number | null;
  duration_months: number | null;
  price_tier: Generated<string>;
  before_image: string | null;
  after_image: string | null;
  /** The readable URL's last part (domain/slugs.ts), unique among projects. */
  slug: string;
  /** Issue #17 (migration 008): "draft", "published" or "scheduled" (public from `publish_at`). */
  status: Generated<string>;
  publish_at: string | null;
  /** Set while the item is in the trash. */
  deleted_at: string | null;
  /** Its place in the owner's order of the portfolio, from 0; null while never arranged (migration 018). */
  place: Generated<number | null>;
  /** When the owner pinned it as the featured project; null when not pinned (migration 018). */
  pinned_at: Generated<string | null>;
}

export interface ImageRefTable {
  owner_id: string;
  position: number;
  image: string;
  /** What the image shows, for a screen reader; "" for the default (the item's title and the image's number). */
  alt: Generated<string>;
}

export interface SlugRedirectsTable {
  /** "projects" or "blogs". */
  kind: string;
  /** A slug the item had before. */
  slug: string;
  owner_id: string;
  created_at: string;
}

export interface ItemVersionsTable {
  id: string;
  /** "projects", "blogs" or "galleries". */
  kind: string;
  owner_id: string;
  /** The item's text and image order as JSON (server/services/versions.ts). */
  content: string;
  saved_at: string;
}

export interface ItemVersionImagesTable {
  version_id: string;
  image: string;
}

export interface BlogsTable {
  id: string;
  title: string;
  content: string;
  author: string;
  category: string;
  created_at: string;
  updated_at: string;
  /** The readable URL's last part (domain/slugs.ts), unique among posts. */
  slug: string;
  /** Issue #17 (migration 008): "draft", "published" or "scheduled" (public from `publish_at`). */
  status: Generated<string>;
  publish_at: string | null;
  /** Set while the item is in the trash. */
  deleted_at: string | null;
}

export interface BlogTagsTable {
  blog_id: string;
  position: number;
  tag: string;
}

export interface GalleriesTable {
  id: string;
  title: string;
  description: string;
  category: string;
  created_at: string;
  updated_at: string;
  /** Issue #17 (migration 008): "draft", "published" or "scheduled" (public from `publish_at`). */
  status: Generated<string>;
  publish_at: string | null;
  /** Set while the item is in the trash. */
  deleted_at: string | null;
}

export interface AdminUsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** What the team calls them (migration 019); empty for an account made by `npm run admin`. */
  name: Generated<string>;
  /** domain/access.ts, Role. */
  role: Generated<string>;
  /** Set while the account is disabled: it cannot sign in, and its sessions are gone. */
  disabled_at: string | null;
  /** The authenticator app's secret (base32, migration 020); set before it is turned on. */
  totp_secret: string | null;
  /** When the app's codes were turned on (its first code was right); null: off. */
  totp_enabled_at: string | null;
  /** The time step of the last code used: a code works once. */
  totp_last_step: number | null;
  /** The language they read the admin area in (domain/locales.ts, migration 022). */
  language: Generated<string>;
}

export interface RecoveryCodesTable {
  code_hash: string;
  user_id: string;
  created_at: string;
  used_at: string | null;
}

/** A passkey (WebAuthn credential) of an account (migration 020). */
export interface PasskeysTable {
  id: string;
  user_id: string;
  /** The credential's public key (COSE), base64url. */
  public_key: string;
  counter: Generated<number>;
  /** JSON list of the authenticator's transports. */
  transports: Generated<string>;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface WebauthnChallengesTable {
  id: string;
  purpose: "register" | "sign-in";
  user_id: string | null;
  challenge: string;
  expires_at: string;
}

/** A correct password whose second step is still to come (migration 020). */
export interface SignInTicketsTable {
  ticket_hash: string;
  user_id: string;
  address: string | null;
  user_agent: string | null;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** What the person's session list names it by (migration 019). */
  id: string | null;
  /** The browser's User-Agent, cut short. */
  user_agent: string | null;
  address: string | null;
}

/** What a role may do (migration 019; domain/access.ts). */
export interface RolePermissionsTable {
  role: string;
  permission: string;
}

/** A one-time link: an invitation or a password reset (migration 019). */
export interface AccountTokensTable {
  token_hash: string;
  purpose: "invitation" | "reset";
  email: string;
  user_id: string | null;
  role: string | null;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A sign-in, a failed one, an invitation, a role change… (migration 019): the Activity page's other half. */
export interface AccountEventsTable {
  id: string;
  at: string;
  action: string;
  actor_id: string | null;
  actor_name: string;
  subject_id: string | null;
  subject_name: string | null;
  detail: string | null;
  address: string | null;
}

export interface AccountSettingsTable {
  name: string;
  value: string;
}

export interface SignInLimitsTable {
  /** "email:…", "address:…" or "device:…". */
  key: string;
  /** Attempts counted since the key was last quiet, including those still being checked. */
  attempts: number;
  /** ISO time until which the key may not try again (the epoch when it may). */
  blocked_until: string;
  last_at: string;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface SiteSectionsTable {
  name: string;
  /** The section's JSON (domain/site-content.ts). */
  content: string;
  updated_at: string;
}

export interface SiteImagesTable {
  /** "section:home": the photos a live section shows (its versions' are in item_version_images). */
  owner: string;
  image: string;
}

export interface EnquiriesTable {
  id: string;
  key: string;
  reference: string;
  kind: string;
  status: string;
  name: string;
  phone: string;
  /** The last ten digits of the phone, to find everything about one number. */
  phone_digits: string;
  /** Lower case; empty when not given. */
  email: string;
  message: string;
  /** The kind's details as JSON (domain/enquiries.ts, EnquiryDetails). */
  details: string;
  page: string;
  address_hash: string;
  /** The company's date to follow up, "YYYY-MM-DD". */
  follow_up_on: string | null;
  /** 1: sent faster than a person fills the form in; kept all the same, marked in the inbox. */
  automated: number;
  /** The reference the visitor's browser sent when another enquiry already had it. */
  quoted_reference: string | null;
  /** The number's WhatsApp digits (domain/enquiry-groups.ts, migration 017): one visitor's enquiries share it. */
  phone_key: string;
  created_at: string;
  updated_at: string;
}

/** A reply the company sends from an enquiry (migration 017, domain/reply-templates.ts). */
export interface ReplyTemplatesTable {
  id: string;
  name: string;
  /** The message, with {name}, {reference} and {company} to fill in. */
  text: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface PlacingFilesTable {
  image: string;
  holder: string;
  host: string;
  pid: number;
  at: string;
}

/** A photo being sent resumably (migration 024): how much of it has arrived, in whichever process. */
export interface ResumableUploadsTable {
  id: string;
  /** The administrator who made it: the only one who may reach it. */
  owner: string;
  /** Its length; null while not declared yet. */
  size: number | null;
  received: Generated<number>;
  /** tus's metadata, as JSON. */
  metadata: string;
  created_at: string;
}

/** One part of a resumable upload, a file of its own; `bytes` null while written or not counted. */
export interface ResumablePartsTable {
  name: string;
  upload_id: string;
  start: number;
  bytes: number | null;
  created_at: string;
}

/** A photo uploaded ahead of its save (migration 015), held until a write names it or it expires. */
export interface StagedUploadsTable {
  id: string;
  image: string;
  /** The administrator who uploaded it: the only one who may name it. */
  actor_id: string | null;
  /** The resumable upload it came from (media/resumable.ts), and that upload's size. */
  upload_id: string | null;
  bytes: number | null;
  created_at: string;
  expires_at: string;
}

export interface ChangeEventsTable {
  id: string;
  at: string;
  /** "projects", "blogs", "galleries" or "site". */
  kind: string;
  /** The item's id, or the site section's name. */
  item_id: string;
  action: string;
  actor_id: string | null;
  actor_name: string;
  /** JSON list of the fields the write changed. */
  fields: string;
  /** The wall-clock time the writing process recorded it (migration 012): what the change feed reads by. */
  recorded_at: Generated<string>;
}

export interface EnquiryNotesTable {
  id: string;
  enquiry_id: string;
  text: string;
  created_at: string;
}

export interface OutboxTable {
  id: string;
  kind: string;
  /** What the notice is about: an enquiry's id. */
  subject_id: string | null;
  message: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** A device that asked to be told of each new enquiry (migration 016). */
export interface PushSubscriptionsTable {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The administrator who turned notifications on there. */
  user_id: string;
  created_at: string;
  updated_at: string;
  last_success_at: string | null;
  last_failure_at: string | null;
  last_error: string | null;
}

/** A new enquiry's notification waiting to reach one device (migration 016). */
export interface PushNoticesTable {
  id: string;
  subscription_id: string;
  enquiry_id: string;
  /** JSON: domain/admin-app.ts, PushNotification. */
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** A stored image the demo content made (migration 009): still to be replaced by the company's own. */
export interface DemoImagesTable {
  image: string;
  created_at: string;
}

/** A translated text of an item or a site section (migration 021, domain/translations.ts). */
export interface TranslationsTable {
  kind: string;
  owner_id: string;
  locale: string;
  field: string;
  value: string;
  /** The English it was translated or last reviewed from. */
  source: string;
  updated_at: string;
  updated_by: string | null;
}

export interface Database {
  media: MediaTable;
  projects: ProjectsTable;
  project_images: ImageRefTable;
  blogs: BlogsTable;
  blog_tags: BlogTagsTable;
  blog_images: ImageRefTable;
  galleries: GalleriesTable;
  gallery_images: ImageRefTable;
  admin_users: AdminUsersTable;
  sessions: SessionsTable;
  role_permissions: RolePermissionsTable;
  account_tokens: AccountTokensTable;
  account_events: AccountEventsTable;
  account_settings: AccountSettingsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  sign_in_tickets: SignInTicketsTable;
  sign_in_limits: SignInLimitsTable;
  server_secrets: ServerSecretsTable;
  site_sections: SiteSectionsTable;
  site_images: SiteImagesTable;
  enquiries: EnquiriesTable;
  change_events: ChangeEventsTable;
  placing_files: PlacingFilesTable;
  staged_uploads: StagedUploadsTable;
  resumable_uploads: ResumableUploadsTable;
  resumable_parts: ResumablePartsTable;
  enquiry_notes: EnquiryNotesTable;
  reply_templates: ReplyTemplatesTable;
  outbox: OutboxTable;
  push_subscriptions: PushSubscriptionsTable;
  push_notices: PushNoticesTable;
  slug_redirects: SlugRedirectsTable;
  item_versions: ItemVersionsTable;
  item_version_images: ItemVersionImagesTable;
  demo_images: DemoImagesTable;
  translations: TranslationsTable;
}

export type MediaRow = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type BlogRow = Selectable<BlogsTable>;
export type GalleryRow = Selectable<GalleriesTable>;

/** The tables that hold references to stored images, one per owning entity. */
export const IMAGE_REF_TABLES = ["project_images", "blog_images", "gallery_images"] as const;
export type ImageRefTableName = (typeof IMAGE_REF_TABLES)[number];
