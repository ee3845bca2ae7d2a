/**
 * Reply templates over HTTP (docs/product.md §10, docs/api.md): the administrator's alone, read
 * and written as JSON behind the admin guard like every other admin call (the token travels in
 * the Authorization header, never a cookie, so another site's page cannot send one).
 */
import { apiRoute, type ApiRoute } from "./route";

export const replyTemplateRoutes: ApiRoute[] = [
  apiRoute({
    method: "GET",
    url: "/api/reply-templates",
    access: "enquiries.manage",
    handler: async (_request, _reply, { services }) => ({ templates: await services.replyTemplates.list() }),
  }),
  apiRoute({
    method: "POST",
    url: "/api/reply-templates",
    access: "enquiries.manage",
    bodyLimit: 16 * 1024,
    handler: async (request, reply, { services }) => {
      const template = await services.replyTemplates.create(request.body);
      reply.code(201);
      return { template };
    },
  }),
  apiRoute({
    method: "PUT",
    url: "/api/reply-templates/:id",
    access: "enquiries.manage",
    bodyLimit: 16 * 1024,
    handler: async (request, _reply, { services }) => ({
      template: await services.replyTemplates.update(request.params.id, request.body),
    }),
  }),
  apiRoute({
    method: "DELETE",
    url: "/api/reply-templates/:id",
    access: "enquiries.manage",
    handler: async (request, _reply, { services }) => {
      await services.replyTemplates.remove(request.params.id);
      return { message: "Template deleted" };
    },
  }),
];
