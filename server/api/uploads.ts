/**
 * A photo uploaded ahead of the save that uses it (docs/api.md "Uploads"): checked, re-encoded and
 * stored at once, answered with the reference a save names it by (`upload:{id}`). The multipart
 * calls of docs/product.md §7 still take files in the save itself.
 */
import { z } from "../../domain/zod";
import { readForm } from "./forms";
import { apiRoute, operation, type ApiRoute } from "./route";

const NO_FILE = "Choose a photo to upload.";

export const uploadRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    url: "/api/admin/uploads",
    access: "admin",
    handler: async (request, reply, { services, config }) => {
      const form = await readForm(request, {
        tmpDir: config.tmpDir,
        media: services.media,
        schema: z.object({}),
        files: { file: { max: 1 } },
        check: (files): Record<string, string> => (files.get("file")?.length ? {} : { file: NO_FILE }),
      });
      const [image] = form.images.get("file")!;
      const upload = await services.staged.stage(operation(request, services), image!);
      return reply.code(201).send({ upload });
    },
  }),
];
