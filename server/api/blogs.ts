/** Blog posts' calls (docs/product.md §7): the pipeline's (api/items.ts), with the list's search and category. */
import { parseBlogQuery } from "../../domain/blog-list";
import { blogs } from "../../domain/kinds";
import { itemRoutes } from "./items";
import { listPart } from "./list-part";
import { apiRoute, askedLocale, type ApiRoute } from "./route";

export const blogRoutes: ApiRoute[] = itemRoutes(blogs, {
  list: apiRoute({
    method: "GET",
    url: "/api/blogs",
    access: "public",
    shows: ["blogs"],
    query: ["q", "category", "limit", "offset", "lang"],
    handler: async (request, _reply, { services }) => {
      const query = new URLSearchParams(request.query as Record<string, string>);
      // docs/product.md §7: every post. Asked for a part, a search (`q`) or a category, that part of the
      // matching posts and how many match in all (`total`), searched and cut in SQL.
      const part = listPart(query, ["q", "category"]);
      if (!part) return { blogs: await services.blogs.list() };
      const { query: words, category } = parseBlogQuery(query);
      const found = await services.blogs.page({ query: words, category, ...part });
      // Asked in a language, the posts come in it (docs/product.md §11).
      const locale = askedLocale(query);
      return { blogs: locale ? await services.inLanguage(blogs, found.items, locale) : found.items, total: found.total };
    },
  }),
});
