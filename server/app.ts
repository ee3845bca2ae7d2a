/** buildApp(config): the Fastify instance. Tests build it on a temporary data folder. */
import { createContentInLanguages } from "./services/content-in-language";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from "fastify";
import { registerApi, routesFor } from "./api";
import { siteCacheRules } from "./cache-rules";
import { registerResponseCache, ResponseCache } from "./cache/response-cache";
import { createSecurityHeaders, registerSecurityHeaders } from "./security/headers";
import { clientErrorHandler, expectationFailed, frameworkErrors, isValidHost, registerHostCheck } from "./security/refusals";
import type { Config } from "./config";
import { loose, migrateToLatest, openConfigured, type DB } from "./db/database";
import { ensureKindTables } from "./db/kind-tables";
import { duringStartUp } from "./db/dialect";
import { connectedProcesses, startPostgresSession, type PostgresSession } from "./db/postgres-session";
import { ITEM_KINDS, type ItemKind } from "../domain/kinds";
import { openStorage } from "./media/storage";
import { MediaStore } from "./media/store";
import { createResumableUploads } from "./media/resumable";
import { RESUMABLE_PARTS } from "./media/resumable-store";
import { STAGED_UPLOAD_HOURS } from "./services/staged-uploads";
import type { OperationContext } from "./services/context";
import { LIMITS } from "../domain/messages";
import { createSmtpMailer } from "./jobs/mailer";
import { createOutbox, type Outbox } from "./jobs/outbox";
import { createScheduler, type Scheduler } from "./jobs/scheduler";
import { createPushDelivery } from "./jobs/push";
import { createPushSender } from "./jobs/push-sender";
import { vapidKeys } from "./auth/vapid-keys";
import { createPushService } from "./services/push";
import { SPECULATION_RULES, SPECULATION_RULES_PATH } from "../domain/speculation-rules";
import { registerAdminApp } from "./admin-app";
import { createServices, type Services } from "./services";
import { registerSsr } from "./ssr";
import { registerUploads } from "./uploads";
import { bearerToken } from "./api/route";
import { PhotoAccess } from "./services/photo-access";
import { cookieValue, MEDIA_COOKIE, previewPasses } from "./security/cookies";
import type { SiteSectionName } from "../domain/site-content";

export interface App {
  app: FastifyInstance;
  services: Services;
  /** The database, for start-up work and tests; requests reach it only through the services. */
  db: DB;
  cache: ResponseCache;
  /** The e-mail outbox, when SMTP is configured. */
  outbox?: Outbox;
  /** Runs due work (docs/architecture.md §9); `kick` runs a task now. */
  scheduler: Scheduler;
  /** Whether this process runs the scheduled work: always on SQLite, the leader's alone on PostgreSQL. */
  leads(): boolean;
  /** Runs the start-up's read-then-writes (the first administrator, the sweep, the demo content) while no other process runs its own. */
  startUp<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Serve pages too (React Router); API-only apps are for tests of the API. */
  pages?: boolean;
  /** The time now, for the schedules (a test moves it); the system clock by default. */
  clock?: () => Date;
  /** The kinds of item (domain/kinds); a test declares one of its own beside them. */
  kinds?: readonly ItemKind[];
}

/**
 * The query parameters whose values a log line never keeps: secrets (a token, a password, a key,
 * a preview link's token), and what is personal (a phone number or an e-mail address, as the
 * privacy export and erasure take them, and a search of the inbox). An erased person leaves no
 * trace in the log either.
 */
const SECRET_PARAM = /token|password|secret|key|auth|preview|phone|mail|^q$|search/i;

export function redactQuery(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const params = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=")[0] ?? "";
      return SECRET_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${params.join("&")}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Longer than any request that may still be reading its temporary file. */
const STALE_TEMPORARY_MS = 24 * 60 * 60 * 1000;

async function removeStaleTemporaryFiles(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const now = Date.now();
  for (const name of await readdir(folder)) {
    const at = path.join(folder, name);
    const info = await stat(at).catch(() => null);
    if (info && now - info.mtimeMs > STALE_TEMPORARY_MS) await rm(at, { recursive: true, force: true });
  }
}

/**
 * Who the push services may write to about this server's notifications (RFC 8292): the site's
 * address when it is a public https one, else a mailbox.
 */
function vapidSubject(config: Config): string {
  const site = new URL(config.siteUrl);
  if (site.protocol === "https:" && site.hostname !== "localhost") return site.origin;
  return `mailto:${config.mail?.notifyEmail ?? `webmaster@${site.hostname}`}`;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  await mkdir(config.dataDir, { recursive: true });
  // The temporary folder is never emptied at start: another process sharing the data folder may be
  // reading an upload there right now. Each request removes its own files; a file untouched for a
  // day was left by a process that crashed, and goes.
  await removeStaleTemporaryFiles(config.tmpDir);
  // Told on the log once the server has one.
  let connectionLost = (error: Error) => console.warn("A connection to PostgreSQL was lost:", error.message);
  // This process's name among those that share the database: its connections' and its marks'.
  const processName = `site:${randomBytes(6).toString("hex")}`;
  const database = openConfigured(config, processName, (error) => connectionLost(error));
  // A kind declared without a migration of its own gets its tables from its declaration.
  const kinds = options.kinds ?? ITEM_KINDS;
  await duringStartUp(database.db, async () => {
    await migrateToLatest(database.db);
    await ensureKindTables(loose(database.db), kinds);
  });
  const storage = await openStorage({ s3: config.s3, folder: config.uploadsDir });
  const media = new MediaStore(database.db, storage, kinds, {
    holder: processName,
    living: config.databaseUrl ? () => connectedProcesses(database.db) : undefined,
  });
  // The work done at a time (docs/architecture.md §9); its tasks reach the services and the log once it starts.
  const log = () => app.log;
  const outbox = config.mail
    ? createOutbox(database.db, createSmtpMailer(config.mail.smtpUrl, config.mail.from), {
        retryBaseMs: config.schedulerIntervalMs,
        onGiveUp: (id, reason) => log().error({ notice: id, reason }, "gave up sending an enquiry's e-mail notice"),
      })
    : undefined;
  const clock = options.clock ?? (() => new Date());
  let session: PostgresSession | null = null;
  let closing: Promise<void> | undefined;
  /** Runs a task now: here, or, on PostgreSQL when another process leads, there. */
  const kick = (task: string) => {
    if (session && !session.isLeader())
      void session.kick(task).catch((error: unknown) => log().warn({ err: error, task }, "asking the leader to run a task failed"));
    else scheduler.kick(task);
  };
  // Notifications on the owner's phone (docs/decisions/014): the VAPID keys are made at the first start.
  const keys = await vapidKeys(database.db);
  const pushSender = createPushSender(keys, { subject: vapidSubject(config), allowLoopback: config.pushAllowLoopback });
  const pushDelivery = createPushDelivery(database.db, pushSender, {
    retryBaseMs: config.schedulerIntervalMs,
    onGiveUp: (id, reason) => log().warn({ notice: id, reason }, "gave up sending an enquiry's push notification"),
    onGone: (id, status) => log().info({ device: id, status }, "removed a device whose browser ended its push subscription"),
  });
  const push = createPushService(database.db, pushSender, pushDelivery, {
    publicKey: keys.publicKey,
    siteName: async () => (await services.site.get("company")).name,
    onQueued: () => kick("push"),
    clock,
  });
  const scheduler = createScheduler(
    [
      {
        // Scheduled items go public at their time (issue #17): on the loop, and at the time itself
        // when it comes before the next round.
        name: "publishing",
        run: async (now) => {
          const { next } = await services.publishing.publishDue(now);
          if (next !== null) scheduler.kickIn("publishing", Date.parse(next) - now.getTime());
        },
      },
      {
        name: "outbox",
        run: async (now) => {
          if (!outbox) return;
          await outbox.deliverDue(now);
          await outbox.purgeSent(now);
        },
      },
      {
        name: "push",
        run: async (now) => {
          await pushDelivery.deliverDue(now);
          await pushDelivery.purge(now);
        },
      },
      {
        // Photos uploaded ahead of a save that never came go after a day (services/staged-uploads.ts).
        name: "uploads",
        run: async (now) => {
          const removed = await services.staged.expire(now);
          const unfinished = await resumable.cleanUp();
          if (removed || unfinished) log().info({ uploads: removed, unfinished }, "removed photos uploaded for a save that never came");
        },
      },
      {
        name: "trash",
        run: async (now) => {
          const removed = await services.trash.emptyExpired(now);
          if (removed) log().info({ items: removed }, "removed items that were in the trash for 30 days");
        },
      },
      {
        // Who did what is kept ACTIVITY_RETENTION_DAYS (services/activity.ts).
        name: "activity-retention",
        run: async (now) => {
          const removed = await services.activity.removeExpired(now, config.activityRetentionDays);
          if (removed.accounts || removed.changes)
            log().info({ ...removed }, `removed activity older than ${config.activityRetentionDays} days`);
        },
      },
      {
        name: "enquiry-retention",
        run: async (now) => {
          const removed = await services.enquiries.removeExpired(now);
          if (removed) log().info({ enquiries: removed }, `removed enquiries older than ${config.enquiryRetentionMonths} months`);
        },
      },
    ],
    {
      intervalMs: config.schedulerIntervalMs,
      clock,
      onError: (task, error) => log().error({ err: error, task }, "a scheduled task failed"),
    },
  );
  const services = createServices(
    database.db,
    media,
    config.companySeed,
    {
      notifyEmail: config.mail?.notifyEmail,
      siteUrl: config.siteUrl,
      retentionMonths: config.enquiryRetentionMonths,
      perAddressPerHour: config.enquiriesPerAddressPerHour,
      onNotice: () => kick("outbox"),
      onStored: push.queueEnquiry,
    },
    clock,
    kinds,
    config.siteOrigins,
  );

  // Photos sent resumably, held for the save once their last byte is in (media/resumable.ts).
  const resumable = createResumableUploads<OperationContext>({
    ownerOf: (ctx) => ctx.actor.id ?? "",
    db: database.db,
    // Without a bucket, the data folder's folder of the same name as the bucket's area.
    parts: await openStorage({ s3: config.s3, folder: path.join(config.dataDir, RESUMABLE_PARTS.area) }, RESUMABLE_PARTS),
    tmpDir: config.tmpDir,
    clock,
    onError: (error) => log().warn({ err: error }, "a part of an unfinished photo upload could not be removed"),
    maxBytes: LIMITS.fileBytes,
    expiresMs: STAGED_UPLOAD_HOURS * 3_600_000,
    finish: async (ctx, upload, uploadId) => {
      const [image] = await services.media.prepare([upload]);
      return services.staged.stage(ctx, image!, { uploadId, bytes: upload.bytes });
    },
    finished: (ctx, uploadId) => services.staged.ofUpload(ctx, uploadId),
  });

  const security = createSecurityHeaders(config);
  const app: FastifyInstance = Fastify({
    // A request refused for its Host header gets one line of its own (security/refusals.ts).
    logController: new LogController({ disableRequestLogging: (request: FastifyRequest) => !isValidHost(request.host) }),
    frameworkErrors: frameworkErrors(security),
    clientErrorHandler: clientErrorHandler(security, () => app.log),
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          "req.headers.authorization",
          "req.headers.cookie",
          "*.headers.authorization",
          "*.headers.cookie",
          "password",
          "token",
          "*.password",
          "*.token",
        ],
        censor: "[redacted]",
      },
      serializers: {
        // A client may put a secret in a query string by mistake; the log keeps only its name.
        req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
          method: request.method,
          url: redactQuery(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow or idle clients must not hold sockets for ever: a request must arrive whole within
    // requestTimeout and its headers within headersTimeout (a new connection that sends nothing
    // too); node checks both every connectionsCheckingInterval. An idle kept-alive connection
    // closes after keepAliveTimeout.
    http: {
      // Node would answer an HTTP/1.1 request without Host itself, bare; the Host check
      // (security/refusals.ts) answers it like every other refusal.
      requireHostHeader: false,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.round(config.requestTimeoutMs / 4))),
    },
    connectionTimeout: 0,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 10_000,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
  });

  connectionLost = (error) => app.log.warn({ err: error }, "a connection to PostgreSQL was lost; the next query opens another");
  registerSecurityHeaders(app, security);
  registerHostCheck(app);
  app.server.on("checkExpectation", expectationFailed(security));
  const cache = new ResponseCache({
    rules: siteCacheRules(),
    onError: (error) => app.log.error({ err: error }, "compressing a kept response failed"),
  });
  // Each change event this process reads (its own writes' after their commit and before their
  // answer; another process's within a second) clears the pages that show that kind.
  services.onChange((event) => cache.invalidate(event.kind, event.id));
  // A schedule set, changed or brought back from the trash: the scheduler looks again at once.
  services.onChange((event) => {
    if (event.kind !== "site" && (event.action === "restored" || event.fields.some((f) => f === "status" || f === "publishAt"))) {
      scheduler.kick("publishing");
    }
  });
  registerResponseCache(app, cache, security, () => services.feed.catchUpIfDue());

  await registerApi(app, { services, config, cache, resumable, push }, routesFor(kinds));
  // The admin area as an installed app: its manifest and its service worker (docs/decisions/014).
  registerAdminApp(app, { siteName: async () => (await services.site.get("company")).name });
  // The public pages' speculation rules, named by their `Speculation-Rules` header (domain/speculation-rules.ts).
  app.get(SPECULATION_RULES_PATH, async (_request, reply) =>
    reply
      .type("application/speculationrules+json")
      .header("cache-control", "public, max-age=3600")
      .header("x-content-type-options", "nosniff")
      .send(SPECULATION_RULES),
  );
  if (config.pushAllowLoopback) app.log.warn("PUSH_ALLOW_LOOPBACK is on: push notifications may go to http://127.0.0.1 (for tests only)");
  // Photos: the public's, and those only the admin and preview links may see (services/photo-access.ts).
  const photos = new PhotoAccess(database.db, clock, kinds);
  services.onChange(() => photos.invalidate());
  registerUploads(app, storage, {
    isPublic: (file) => photos.isPublic(file),
    mayPrivately: async (request, file) => {
      const token = bearerToken(request) ?? cookieValue(request.headers.cookie, MEDIA_COOKIE);
      if (token && (await services.auth.authenticate(token))) return true;
      for (const pass of previewPasses(request.headers.cookie)) {
        if ((await services.previews.check(pass.kind, pass.id, pass.token)) && (await photos.isOfItem(file, pass.kind, pass.id)))
          return true;
      }
      return false;
    },
  });
  if (options.pages !== false) {
    const content = {
      projects: services.projects,
      blogs: services.blogs,
      galleries: services.galleries,
      images: services.images,
      site: {
        get: services.site.get,
        getAll: services.site.getAll,
        language: (names: readonly SiteSectionName[]) => services.site.language(names, "en"),
      },
    };
    const contentIn = createContentInLanguages(database.db, content, services.kinds, services.site);
    await registerSsr(
      app,
      { content, enquiries: services.enquiries, siteUrl: config.siteUrl, mediaUrl: config.mediaUrl },
      { dev: config.dev, cache, contentIn, security },
    );
  }
  // On PostgreSQL, one process of the site runs the scheduled work, and every process hears the
  // others' changes at once (db/postgres-session.ts); on SQLite this process is the site.
  app.addHook("onReady", async () => {
    if (!config.databaseUrl) return scheduler.start();
    session = startPostgresSession(
      config.databaseUrl,
      {
        onChanges: () =>
          void services.feed.catchUp().catch((error: unknown) => log().error({ err: error }, "reading the change events failed")),
        onLeader: (leader) => {
          if (leader) scheduler.start();
          else void scheduler.stop();
          log().info({ leader }, leader ? "this process runs the scheduled work" : "this process no longer runs the scheduled work");
        },
        onKick: (task) => scheduler.kick(task),
        onError: (error) => log().warn({ err: error }, "the connection that hears the other processes was lost; connecting again"),
      },
      { retryMs: config.schedulerIntervalMs, name: processName },
    );
  });
  app.addHook("onClose", async () => {
    await session?.close();
    await scheduler.stop();
    await database.close();
  });

  return {
    app,
    services,
    db: database.db,
    cache,
    outbox,
    scheduler,
    leads: () => !config.databaseUrl || (session?.isLeader() ?? false),
    startUp: (work) => duringStartUp(database.db, work),
    // Once, however many times it is asked (a test may stop a process its harness stops again).
    close: () => (closing ??= app.close()),
  };
}
