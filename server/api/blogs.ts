import { blogCreateSchema, blogUpdateSchema } from "../../domain/schemas";
import { readForm } from "./forms";
import type { ApiRoute } from "./route";

type IdParams = { id: string };

export const blogRoutes: ApiRoute[] = [
  {
    method: "GET",
    url: "/api/blogs",
    access: "public",
    shows: ["blogs"],
    handler: async (_request, _reply, { services }) => ({ blogs: await services.blogs.list() }),
  },
  {
    method: "GET",
    url: "/api/blogs/:id",
    access: "public",
    shows: ["blogs"],
    handler: async (request, _reply, { services }) => ({ blog: await services.blogs.get((request.params as IdParams).id) }),
  },
  {
    method: "POST",
    url: "/api/add-blog",
    access: "admin",
    handler: async (request, reply, { services, config }) => {
      const form = await readForm(request, {
        tmpDir: config.tmpDir,
        media: services.media,
        schema: blogCreateSchema,
        files: { images: {} },
      });
      const blog = await services.blogs.create(form.input, form.images.get("images") ?? []);
      return reply.code(201).send({ blog });
    },
  },
  {
    method: "PUT",
    url: "/api/blogs/:id",
    access: "admin",
    handler: async (request, _reply, { services, config }) => {
      const { id } = request.params as IdParams;
      await services.blogs.get(id);
      const form = await readForm(request, {
        tmpDir: config.tmpDir,
        media: services.media,
        schema: blogUpdateSchema,
        files: { images: {} },
      });
      return { blog: await services.blogs.update(id, form.input, form.images.get("images") ?? []) };
    },
  },
  {
    method: "DELETE",
    url: "/api/blogs/:id",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      await services.blogs.remove((request.params as IdParams).id);
      return { message: "Blog post deleted" };
    },
  },
];
