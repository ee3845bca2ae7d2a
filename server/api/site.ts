/**
 * The site's own content (domain/site-content.ts), by section: read by anyone (and kept in the
 * response cache like the other public reads), written, listed by version and restored by the
 * administrator. A write is JSON, or a multipart form with the content as JSON in `content` and a
 * photo per field named by its place ("hero.photo", "services.3.photo").
 */
import { z } from "zod";
import { jsonDepth } from "../../domain/json";
import { PHOTO_PATHS } from "../../domain/site-content";
import { Invalid } from "../errors";
import type { ProcessedImage } from "../media/process";
import { requireSection } from "../services/site";
import { readForm } from "./forms";
import { apiRoute, operation, type ApiRoute } from "./route";

/** The `content` field of a multipart write: the section's JSON, a few levels deep at most. */
const contentField = z.object({
  content: z
    .string({ error: "Send the section's content as JSON in the field content" })
    .max(200_000, "The content is too long")
    .transform((text, ctx) => {
      try {
        if (jsonDepth(text) > 8) throw new SyntaxError("nested too deeply");
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "The content must be JSON" });
        return z.NEVER;
      }
    }),
});

export const siteRoutes: ApiRoute[] = [
  apiRoute({
    method: "GET",
    url: "/api/site",
    access: "public",
    shows: ["site"],
    handler: async (_request, _reply, { services }) => ({ site: await services.site.getAll() }),
  }),
  apiRoute({
    method: "GET",
    url: "/api/site/:section",
    access: "public",
    shows: ["site"],
    handler: async (request, _reply, { services }) => ({ content: await services.site.get(requireSection(request.params.section)) }),
  }),
  apiRoute({
    method: "PUT",
    url: "/api/site/:section",
    access: "site.write",
    handler: async (request, _reply, { services, config }) => {
      const section = requireSection(request.params.section);
      if (!request.isMultipart()) {
        if (request.body === undefined || request.body === null) throw new Invalid({ content: "Send the section's content" });
        return { content: await services.site.save(operation(request, services), section, request.body) };
      }
      const form = await readForm(request, {
        tmpDir: config.tmpDir,
        media: services.media,
        schema: contentField,
        files: Object.fromEntries(PHOTO_PATHS[section].map((path) => [path, { max: 1 }])),
      });
      const photos = new Map<string, ProcessedImage>();
      for (const [path, images] of form.images) if (images[0]) photos.set(path, images[0]);
      return { content: await services.site.save(operation(request, services), section, form.input.content, photos) };
    },
  }),
  // The dashboard's setup checklist: what still holds a sample value or a demo picture.
  apiRoute({
    method: "GET",
    url: "/api/admin/setup",
    access: "content.read",
    handler: async (_request, _reply, { services }) => ({ tasks: await services.setup.tasks() }),
  }),
  apiRoute({
    method: "GET",
    url: "/api/site/:section/versions",
    access: "history.read",
    handler: async (request, _reply, { services }) => ({ versions: await services.site.versions(requireSection(request.params.section)) }),
  }),
  apiRoute({
    method: "POST",
    url: "/api/site/:section/versions/:id/restore",
    access: "site.write",
    handler: async (request, _reply, { services }) => ({
      content: await services.site.restore(operation(request, services), requireSection(request.params.section), request.params.id),
    }),
  }),
];
