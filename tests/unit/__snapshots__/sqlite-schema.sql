-- index account_events_by_time on account_events
CREATE INDEX "account_events_by_time" on "account_events" ("at");

-- index account_tokens_by_email on account_tokens
CREATE INDEX "account_tokens_by_email" on "account_tokens" ("purpose", "email");

-- index blog_images_image_idx on blog_images
CREATE INDEX "blog_images_image_idx" on "blog_images" ("image");

-- index blogs_created_idx on blogs
CREATE INDEX "blogs_created_idx" on "blogs" ("created_at", "id");

-- index blogs_deleted_idx on blogs
CREATE INDEX "blogs_deleted_idx" on "blogs" ("deleted_at");

-- index blogs_slug_idx on blogs
CREATE UNIQUE INDEX "blogs_slug_idx" on "blogs" ("slug");

-- index blogs_status_idx on blogs
CREATE INDEX "blogs_status_idx" on "blogs" ("status", "publish_at");

-- index change_events_by_actor on change_events
CREATE INDEX "change_events_by_actor" on "change_events" ("actor_name", "at");

-- index change_events_by_kind on change_events
CREATE INDEX "change_events_by_kind" on "change_events" ("kind", "at");

-- index change_events_by_record on change_events
CREATE INDEX "change_events_by_record" on "change_events" ("recorded_at", "id");

-- index change_events_by_time on change_events
CREATE INDEX "change_events_by_time" on "change_events" ("at", "id");

-- index enquiries_by_address on enquiries
CREATE INDEX "enquiries_by_address" on "enquiries" ("address_hash", "created_at");

-- index enquiries_by_automated on enquiries
CREATE INDEX "enquiries_by_automated" on "enquiries" ("automated", "created_at");

-- index enquiries_by_created on enquiries
CREATE INDEX "enquiries_by_created" on "enquiries" ("created_at");

-- index enquiries_by_email on enquiries
CREATE INDEX "enquiries_by_email" on "enquiries" ("email");

-- index enquiries_by_phone on enquiries
CREATE INDEX "enquiries_by_phone" on "enquiries" ("phone_digits");

-- index enquiries_by_phone_key on enquiries
CREATE INDEX "enquiries_by_phone_key" on "enquiries" ("phone_key", "created_at");

-- index enquiries_reference_unique on enquiries
CREATE UNIQUE INDEX "enquiries_reference_unique" on "enquiries" ("reference");

-- index enquiry_notes_by_enquiry on enquiry_notes
CREATE INDEX "enquiry_notes_by_enquiry" on "enquiry_notes" ("enquiry_id", "created_at");

-- index galleries_created_idx on galleries
CREATE INDEX "galleries_created_idx" on "galleries" ("created_at", "id");

-- index galleries_deleted_idx on galleries
CREATE INDEX "galleries_deleted_idx" on "galleries" ("deleted_at");

-- index galleries_status_idx on galleries
CREATE INDEX "galleries_status_idx" on "galleries" ("status", "publish_at");

-- index gallery_images_image_idx on gallery_images
CREATE INDEX "gallery_images_image_idx" on "gallery_images" ("image");

-- index item_version_images_by_image on item_version_images
CREATE INDEX "item_version_images_by_image" on "item_version_images" ("image");

-- index item_versions_by_owner on item_versions
CREATE INDEX "item_versions_by_owner" on "item_versions" ("kind", "owner_id", "saved_at");

-- index outbox_by_subject on outbox
CREATE INDEX "outbox_by_subject" on "outbox" ("subject_id");

-- index outbox_due on outbox
CREATE INDEX "outbox_due" on "outbox" ("sent_at", "next_attempt_at");

-- index passkeys_by_user on passkeys
CREATE INDEX "passkeys_by_user" on "passkeys" ("user_id");

-- index project_images_image_idx on project_images
CREATE INDEX "project_images_image_idx" on "project_images" ("image");

-- index projects_by_arrangement on projects
CREATE INDEX "projects_by_arrangement" on "projects" (("pinned_at" is null), coalesce("place", -1), created_at desc, id desc);

-- index projects_cover_idx on projects
CREATE INDEX "projects_cover_idx" on "projects" ("cover_image");

-- index projects_created_idx on projects
CREATE INDEX "projects_created_idx" on "projects" ("created_at", "id");

-- index projects_deleted_idx on projects
CREATE INDEX "projects_deleted_idx" on "projects" ("deleted_at");

-- index projects_slug_idx on projects
CREATE UNIQUE INDEX "projects_slug_idx" on "projects" ("slug");

-- index projects_status_idx on projects
CREATE INDEX "projects_status_idx" on "projects" ("status", "publish_at");

-- index push_notices_by_enquiry on push_notices
CREATE INDEX "push_notices_by_enquiry" on "push_notices" ("enquiry_id");

-- index push_notices_by_subscription on push_notices
CREATE INDEX "push_notices_by_subscription" on "push_notices" ("subscription_id");

-- index push_notices_due on push_notices
CREATE INDEX "push_notices_due" on "push_notices" ("sent_at", "next_attempt_at");

-- index push_subscriptions_by_user on push_subscriptions
CREATE INDEX "push_subscriptions_by_user" on "push_subscriptions" ("user_id", "created_at");

-- index recovery_codes_by_user on recovery_codes
CREATE INDEX "recovery_codes_by_user" on "recovery_codes" ("user_id");

-- index reply_templates_by_position on reply_templates
CREATE INDEX "reply_templates_by_position" on "reply_templates" ("position");

-- index resumable_parts_upload on resumable_parts
CREATE INDEX "resumable_parts_upload" on "resumable_parts" ("upload_id", "start");

-- index resumable_uploads_owner on resumable_uploads
CREATE INDEX "resumable_uploads_owner" on "resumable_uploads" ("owner");

-- index sessions_by_id on sessions
CREATE UNIQUE INDEX "sessions_by_id" on "sessions" ("id");

-- index sessions_by_user on sessions
CREATE INDEX "sessions_by_user" on "sessions" ("user_id", "last_seen_at");

-- index sessions_user_idx on sessions
CREATE INDEX "sessions_user_idx" on "sessions" ("user_id");

-- index site_images_by_image on site_images
CREATE INDEX "site_images_by_image" on "site_images" ("image");

-- index slug_redirects_by_owner on slug_redirects
CREATE INDEX "slug_redirects_by_owner" on "slug_redirects" ("kind", "owner_id");

-- index staged_uploads_expires on staged_uploads
CREATE INDEX "staged_uploads_expires" on "staged_uploads" ("expires_at");

-- index translations_by_locale on translations
CREATE INDEX "translations_by_locale" on "translations" ("kind", "locale");

-- index translations_slugs on translations
CREATE UNIQUE INDEX "translations_slugs" on "translations" ("kind", "value", "locale") where "field" = 'slug';

-- table account_events on account_events
CREATE TABLE "account_events" ("id" text primary key, "at" text not null, "action" text not null, "actor_id" text, "actor_name" text not null, "subject_id" text, "subject_name" text, "detail" text, "address" text);

-- table account_settings on account_settings
CREATE TABLE "account_settings" ("name" text primary key, "value" text not null);

-- table account_tokens on account_tokens
CREATE TABLE "account_tokens" ("token_hash" text primary key, "purpose" text not null, "email" text not null, "user_id" text references "admin_users" ("id") on delete cascade, "role" text, "created_by" text, "created_at" text not null, "expires_at" text not null, "used_at" text);

-- table admin_users on admin_users
CREATE TABLE "admin_users" ("id" text primary key, "email" text not null unique, "password_hash" text not null, "created_at" text not null, "updated_at" text not null, "name" text default '' not null, "role" text default 'owner' not null, "disabled_at" text, "totp_secret" text, "totp_enabled_at" text, "totp_last_step" integer, "language" text default 'en' not null);

-- table blog_images on blog_images
CREATE TABLE "blog_images" ("owner_id" text not null references "blogs" ("id") on delete cascade, "position" integer not null, "image" text not null references "media" ("name") on delete restrict, "alt" text default '' not null, constraint "blog_images_pk" primary key ("owner_id", "position"));

-- table blog_tags on blog_tags
CREATE TABLE "blog_tags" ("blog_id" text not null references "blogs" ("id") on delete cascade, "position" integer not null, "tag" text not null, constraint "blog_tags_pk" primary key ("blog_id", "position"));

-- table blogs on blogs
CREATE TABLE "blogs" ("id" text primary key, "title" text not null, "content" text not null, "author" text not null, "category" text not null, "created_at" text not null, "updated_at" text not null, "slug" text default '' not null, "status" text default 'published' not null, "publish_at" text, "deleted_at" text);

-- table change_events on change_events
CREATE TABLE "change_events" ("id" text primary key, "at" text not null, "kind" text not null, "item_id" text not null, "action" text not null, "actor_id" text, "actor_name" text not null, "fields" text not null, "recorded_at" text default '' not null);

-- table demo_images on demo_images
CREATE TABLE "demo_images" ("image" text primary key references "media" ("name") on delete cascade, "created_at" text not null);

-- table enquiries on enquiries
CREATE TABLE "enquiries" ("id" text primary key, "key" text not null unique, "reference" text not null, "kind" text not null, "status" text not null, "name" text not null, "phone" text not null, "phone_digits" text not null, "email" text not null, "message" text not null, "details" text not null, "page" text not null, "address_hash" text not null, "follow_up_on" text, "created_at" text not null, "updated_at" text not null, "automated" integer default 0 not null, "quoted_reference" text, "phone_key" text default '' not null);

-- table enquiry_notes on enquiry_notes
CREATE TABLE "enquiry_notes" ("id" text primary key, "enquiry_id" text not null references "enquiries" ("id") on delete cascade, "text" text not null, "created_at" text not null);

-- table galleries on galleries
CREATE TABLE "galleries" ("id" text primary key, "title" text default '' not null, "description" text default '' not null, "category" text not null, "created_at" text not null, "updated_at" text not null, "status" text default 'published' not null, "publish_at" text, "deleted_at" text);

-- table gallery_images on gallery_images
CREATE TABLE "gallery_images" ("owner_id" text not null references "galleries" ("id") on delete cascade, "position" integer not null, "image" text not null references "media" ("name") on delete restrict, "alt" text default '' not null, constraint "gallery_images_pk" primary key ("owner_id", "position"));

-- table item_version_images on item_version_images
CREATE TABLE "item_version_images" ("version_id" text not null references "item_versions" ("id") on delete cascade, "image" text not null references "media" ("name") on delete restrict, constraint "item_version_images_pk" primary key ("version_id", "image"));

-- table item_versions on item_versions
CREATE TABLE "item_versions" ("id" text primary key, "kind" text not null, "owner_id" text not null, "content" text not null, "saved_at" text not null);

-- table kysely_migration on kysely_migration
CREATE TABLE "kysely_migration" ("name" varchar(255) not null primary key, "timestamp" varchar(255) not null);

-- table kysely_migration_lock on kysely_migration_lock
CREATE TABLE "kysely_migration_lock" ("id" varchar(255) not null primary key, "is_locked" integer default 0 not null);

-- table media on media
CREATE TABLE "media" ("name" text primary key, "sha256" text not null, "format" text not null, "width" integer not null, "height" integer not null, "bytes" integer not null, "placeholder" text not null, "created_at" text not null, "widths" text default '480,960,1600' not null, "color" text);

-- table outbox on outbox
CREATE TABLE "outbox" ("id" text primary key, "kind" text not null, "subject_id" text, "message" text not null, "attempts" integer default 0 not null, "next_attempt_at" text not null, "last_error" text, "sent_at" text, "created_at" text not null);

-- table passkeys on passkeys
CREATE TABLE "passkeys" ("id" text primary key, "user_id" text not null references "admin_users" ("id") on delete cascade, "public_key" text not null, "counter" integer default 0 not null, "transports" text default '[]' not null, "name" text not null, "created_at" text not null, "last_used_at" text);

-- table placing_files on placing_files
CREATE TABLE "placing_files" ("image" text not null, "holder" text not null, "host" text not null, "pid" integer not null, "at" text not null, constraint "placing_files_pk" primary key ("image", "holder"));

-- table project_images on project_images
CREATE TABLE "project_images" ("owner_id" text not null references "projects" ("id") on delete cascade, "position" integer not null, "image" text not null references "media" ("name") on delete restrict, "alt" text default '' not null, constraint "project_images_pk" primary key ("owner_id", "position"));

-- table projects on projects
CREATE TABLE "projects" ("id" text primary key, "title" text not null, "description" text default '' not null, "category" text default '' not null, "location" text default '' not null, "cover_image" text references "media" ("name") on delete restrict, "created_at" text not null, "updated_at" text not null, "construction_status" text, "year" integer, "built_up_sqft" integer, "floors" integer, "bedrooms" integer, "duration_months" integer, "plot_cents" real, "locality" text default '' not null, "price_tier" text default '' not null, "before_image" text, "after_image" text, "slug" text default '' not null, "status" text default 'published' not null, "publish_at" text, "deleted_at" text, "place" integer, "pinned_at" text);

-- table push_notices on push_notices
CREATE TABLE "push_notices" ("id" text primary key, "subscription_id" text not null references "push_subscriptions" ("id") on delete cascade, "enquiry_id" text not null references "enquiries" ("id") on delete cascade, "payload" text not null, "attempts" integer default 0 not null, "next_attempt_at" text not null, "last_error" text, "sent_at" text, "created_at" text not null);

-- table push_subscriptions on push_subscriptions
CREATE TABLE "push_subscriptions" ("id" text primary key, "endpoint" text not null unique, "p256dh" text not null, "auth" text not null, "user_id" text not null references "admin_users" ("id") on delete cascade, "created_at" text not null, "updated_at" text not null, "last_success_at" text, "last_failure_at" text, "last_error" text);

-- table recovery_codes on recovery_codes
CREATE TABLE "recovery_codes" ("code_hash" text primary key, "user_id" text not null references "admin_users" ("id") on delete cascade, "created_at" text not null, "used_at" text);

-- table reply_templates on reply_templates
CREATE TABLE "reply_templates" ("id" text primary key, "name" text not null, "text" text not null, "position" integer not null, "created_at" text not null, "updated_at" text not null);

-- table resumable_parts on resumable_parts
CREATE TABLE "resumable_parts" ("name" text primary key, "upload_id" text not null, "start" integer not null, "bytes" integer, "created_at" text not null);

-- table resumable_uploads on resumable_uploads
CREATE TABLE "resumable_uploads" ("id" text primary key, "owner" text not null, "size" integer, "received" integer default 0 not null, "metadata" text not null, "created_at" text not null);

-- table role_permissions on role_permissions
CREATE TABLE "role_permissions" ("role" text not null, "permission" text not null, constraint "role_permissions_pk" primary key ("role", "permission"));

-- table server_secrets on server_secrets
CREATE TABLE "server_secrets" ("name" text primary key, "value" text not null, "created_at" text not null);

-- table sessions on sessions
CREATE TABLE "sessions" ("token_hash" text primary key, "user_id" text not null references "admin_users" ("id") on delete cascade, "created_at" text not null, "last_seen_at" text not null, "expires_at" text not null, "id" text, "user_agent" text, "address" text);

-- table sign_in_limits on sign_in_limits
CREATE TABLE "sign_in_limits" ("key" text primary key, "attempts" integer not null, "blocked_until" text not null, "last_at" text not null);

-- table sign_in_tickets on sign_in_tickets
CREATE TABLE "sign_in_tickets" ("ticket_hash" text primary key, "user_id" text not null references "admin_users" ("id") on delete cascade, "address" text, "user_agent" text, "attempts" integer default 0 not null, "created_at" text not null, "expires_at" text not null);

-- table site_images on site_images
CREATE TABLE "site_images" ("owner" text not null, "image" text not null references "media" ("name") on delete restrict, constraint "site_images_pk" primary key ("owner", "image"));

-- table site_sections on site_sections
CREATE TABLE "site_sections" ("name" text primary key, "content" text not null, "updated_at" text not null);

-- table slug_redirects on slug_redirects
CREATE TABLE "slug_redirects" ("kind" text not null, "slug" text not null, "owner_id" text not null, "created_at" text not null, constraint "slug_redirects_pk" primary key ("kind", "slug"));

-- table staged_uploads on staged_uploads
CREATE TABLE "staged_uploads" ("id" text primary key, "image" text not null, "actor_id" text, "upload_id" text unique, "bytes" integer, "created_at" text not null, "expires_at" text not null);

-- table translations on translations
CREATE TABLE "translations" ("kind" text not null, "owner_id" text not null, "locale" text not null, "field" text not null, "value" text not null, "source" text not null, "updated_at" text not null, "updated_by" text, constraint "translations_pk" primary key ("kind", "owner_id", "locale", "field"));

-- table webauthn_challenges on webauthn_challenges
CREATE TABLE "webauthn_challenges" ("id" text primary key, "purpose" text not null, "user_id" text references "admin_users" ("id") on delete cascade, "challenge" text not null, "expires_at" text not null);
