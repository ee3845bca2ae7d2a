/**
 * What a process does once it has opened the database and before it listens (server/main.ts):
 * the first administrator, the end of expired sessions, the sweep of files nothing references,
 * the content of a new site and its demo content. Each is a read-then-write, so it runs while no
 * other process starting on the same database runs its own (App.startUp, docs/architecture.md §5).
 */
import { randomBytes } from "node:crypto";
import type { App } from "./app";
import type { Config } from "./config";
import { seedDemoContent } from "./demo";

export async function prepareSite(built: App, config: Config): Promise<void> {
  const { services, cache } = built;
  const log = built.app.log;
  await built.startUp(async () => {
    if ((await services.auth.adminCount()) === 0) {
      if (config.adminEmail && config.adminPassword) {
        await services.auth.setAdmin(config.adminEmail, config.adminPassword);
        log.info({ email: config.adminEmail }, "created the administrator from ADMIN_EMAIL");
      } else {
        const email = config.adminEmail ?? "admin@example.com";
        const password = randomBytes(12).toString("base64url");
        await services.auth.setAdmin(email, password);
        // Printed once, on the terminal only: it is never stored or logged in clear anywhere else.
        process.stdout.write(
          `\n  An administrator was created. Sign in at /login with\n    email:    ${email}\n    password: ${password}\n  Change it with: npm run admin -- --email ${email} --password <new password>\n\n`,
        );
      }
    }
    await services.auth.purgeExpired();
    const swept = await services.upkeep.sweep();
    if (swept.images || swept.files) log.info(swept, "removed images no record references");
    if (swept.missing.length) log.warn({ missing: swept.missing.slice(0, 20) }, "stored images are missing their files");
    const colored = await services.upkeep.fillColors();
    if (colored) log.info({ images: colored }, "worked out the average colour of images stored before it was recorded");
    // Images stored before a variant width existed get it in the background, one at a time; pages
    // list only the widths an image has, so they are right before, during and after.
    void services.upkeep.backfillVariants().then(
      (made) => {
        if (made.images) {
          cache.clear();
          log.info({ images: made.images }, "made the missing image variants");
        }
        if (made.failed.length) log.warn({ failed: made.failed.slice(0, 20) }, "could not make the missing variants of some images");
      },
      (error: unknown) => log.warn({ err: error }, "stopped making the missing image variants; the next start goes on"),
    );

    const seededSections = await services.site.seed();
    if (seededSections.includes("company")) for (const warning of config.seedWarnings) log.warn(warning);
    if (seededSections.length)
      log.info({ sections: seededSections }, "wrote the site's content with its defaults and the company's facts from the environment");
    for (const [section, fields] of Object.entries(await services.site.check())) {
      log.warn(
        { section, fields },
        "stored site content no longer passes its checks: the site shows today's defaults for these fields until they are saved again",
      );
    }
    if (config.demoContent) {
      const seeded = await seedDemoContent(services, config);
      if (seeded) log.info(seeded, "added demo content to the empty site");
    }
  });
}
