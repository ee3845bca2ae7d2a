import { parseBlogQuery } from "../../domain/blog-list";
import { listPart } from "./list-part";
import { blogCreateSchema, blogUpdateSchema } from "../../domain/schemas";
import { readForm } from "./forms";
import { apiRoute, operation, type ApiRoute } from "./route";

export const blogRoutes: ApiRoute[] = [
  apiRoute({
    method: "GET",
    url: "/api/blogs",
    access: "public",
    shows: ["blogs"],
    query: ["q", "category", "limit", "offset"],
    handler: async (request, _reply, { services }) => {
      const query = new URLSearchParams(request.query as Record<string, string>);
      // docs/product.md §7: every post. Asked for a part, a search (`q`) or a category, that part of the
      // matching posts and how many match in all (`total`), searched and cut in SQL.
      const part = listPart(query, ["q", "category"]);
      if (!part) return { blogs: await services.blogs.list() };
      const { query: words, category } = parseBlogQuery(query);
      const found = await services.blogs.page({ query: words, category, ...part });
      return { blogs: found.items, total: found.total };
    },
  }),
  apiRoute({
    method: "GET",
    url: "/api/blogs/:id",
    access: "public",
    shows: ["blogs"],
    handler: async (request, _reply, { services }) => ({ blog: await services.blogs.get(request.params.id) }),
  }),
  apiRoute({
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
      const blog = await services.blogs.create(operation(request, services), form.input, form.images.get("images") ?? []);
      return reply.code(201).send({ blog });
    },
  }),
  apiRoute({
    method: "PUT",
    url: "/api/blogs/:id",
    access: "admin",
    handler: async (request, _reply, { services, config }) => {
      const { id } = request.params;
      await services.blogs.get(id, { all: true });
      const form = await readForm(request, {
        tmpDir: config.tmpDir,
        media: services.media,
        schema: blogUpdateSchema,
        files: { images: {} },
      });
      return { blog: await services.blogs.update(operation(request, services), id, form.input, form.images.get("images") ?? []) };
    },
  }),
  apiRoute({
    method: "DELETE",
    url: "/api/blogs/:id",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      await services.blogs.remove(operation(request, services), request.params.id);
      return { message: "Blog post deleted" };
    },
  }),
];
