/**
 * The dashboard's setup checklist (domain/site-setup.ts) as the server knows it: the site's content
 * with the stored images the demo content made (server/demo), which still count as to be replaced.
 */
import type { SiteContent } from "../../domain/site-content";
import { setupTasks, type SetupTask } from "../../domain/site-setup";
import type { DB } from "../db/database";

export function createSetupService(db: DB, site: { getAll(): Promise<SiteContent> }, clock: () => Date) {
  async function demoImages(): Promise<Set<string>> {
    const rows = await db.selectFrom("demo_images").select("image").execute();
    return new Set(rows.map((row) => row.image));
  }

  return {
    /** Marks stored images as the demo's; each must be stored already (its row goes with the image). */
    async markDemo(names: Iterable<string>): Promise<void> {
      const created_at = clock().toISOString();
      const values = [...new Set(names)].map((image) => ({ image, created_at }));
      if (values.length === 0) return;
      await db
        .insertInto("demo_images")
        .values(values)
        .onConflict((oc) => oc.column("image").doNothing())
        .execute();
    },
    demoImages,
    async tasks(): Promise<SetupTask[]> {
      const [content, demo] = await Promise.all([site.getAll(), demoImages()]);
      return setupTasks(content, demo);
    },
  };
}
