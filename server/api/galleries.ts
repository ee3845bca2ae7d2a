import { MESSAGES } from "../../domain/messages";
import { galleryCreateSchema, galleryUpdateSchema } from "../../domain/schemas";
import { readForm } from "./forms";
import { apiRoute, operation, type ApiRoute } from "./route";

export const galleryRoutes: ApiRoute[] = [
  apiRoute({
    method: "GET",
    url: "/api/galleries",
    access: "public",
    shows: ["galleries"],
    handler: async (_request, _reply, { services }) => ({ galleries: await services.galleries.list() }),
  }),
  apiRoute({
    method: "GET",
    url: "/api/galleries/:id",
    access: "public",
    shows: ["galleries"],
    // docs/product.md §7: one item answers under the plural field, as a single object.
    handler: async (request, _reply, { services }) => ({ galleries: await services.galleries.get(request.params.id) }),
  }),
  apiRoute({
    method: "POST",
    url: "/api/gallery-upload",
    access: "admin",
    handler: async (request, reply, { services, config }) => {
      const form = await readForm(request, {
        tmpDir: config.tmpDir,
        media: services.media,
        schema: galleryCreateSchema,
        files: { gallery: {} },
        check: (files): Record<string, string> => (files.get("gallery")?.length ? {} : { gallery: MESSAGES.imagesRequired }),
      });
      const gallery = await services.galleries.create(operation(request, services), form.input, form.images.get("gallery") ?? []);
      return reply.code(201).send({ gallery });
    },
  }),
  apiRoute({
    method: "PUT",
    url: "/api/galleries/:id",
    access: "admin",
    handler: async (request, _reply, { services, config }) => {
      const { id } = request.params;
      await services.galleries.get(id, { all: true });
      const form = await readForm(request, {
        tmpDir: config.tmpDir,
        media: services.media,
        schema: galleryUpdateSchema,
        files: { gallery: {} },
      });
      return { gallery: await services.galleries.update(operation(request, services), id, form.input, form.images.get("gallery") ?? []) };
    },
  }),
  apiRoute({
    method: "DELETE",
    url: "/api/galleries/:id",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      await services.galleries.remove(operation(request, services), request.params.id);
      return { message: "Gallery item deleted" };
    },
  }),
];
