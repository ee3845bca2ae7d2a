import { MESSAGES } from "../../domain/messages";
import { factQuery, parseProjectQuery, PROJECT_FILTER_FIELDS, projectQueryErrors } from "../../domain/project-list";
import { Invalid } from "../errors";
import { listPart } from "./list-part";
import { projectCreateSchema, projectUpdateSchema } from "../../domain/schemas";
import { readForm } from "./forms";
import { apiRoute, type ApiRoute } from "./route";

export const projectRoutes: ApiRoute[] = [
  apiRoute({
    method: "GET",
    url: "/api/projects",
    access: "public",
    shows: ["projects"],
    handler: async (request, _reply, { services }) => {
      const query = new URLSearchParams(request.query as Record<string, string>);
      // SPEC §7: every project. Asked for a part (`limit`, `offset`), or a filter, it answers that
      // part of the matching projects and how many match in all (`total`), filtered and cut in SQL.
      const part = listPart(query, PROJECT_FILTER_FIELDS);
      if (!part) return { projects: await services.projects.list() };
      // A filter value the list does not offer is refused with what it may be (the page ignores it).
      const { packages } = await services.projects.facets();
      const errors = projectQueryErrors(query, packages);
      if (Object.keys(errors).length > 0) throw new Invalid(errors);
      const filter = parseProjectQuery(query, packages);
      const found = await services.projects.page({ category: filter.category, ...factQuery(filter), ...part });
      return { projects: found.items, total: found.total };
    },
  }),
  apiRoute({
    method: "GET",
    url: "/api/projects/:id",
    access: "public",
    shows: ["projects"],
    handler: async (request, _reply, { services }) => ({ project: await services.projects.get(request.params.id) }),
  }),
  apiRoute({
    method: "POST",
    url: "/api/create-project",
    access: "admin",
    handler: async (request, reply, { services, config }) => {
      const form = await readForm(request, {
        tmpDir: config.tmpDir,
        media: services.media,
        schema: projectCreateSchema,
        files: { coverImage: { max: 1 }, gallery: {} },
        check: (files): Record<string, string> => (files.get("coverImage")?.length ? {} : { coverImage: MESSAGES.coverRequired }),
      });
      const project = await services.projects.create(form.input, {
        cover: form.images.get("coverImage")?.[0],
        gallery: form.images.get("gallery") ?? [],
      });
      return reply.code(201).send({ project });
    },
  }),
  apiRoute({
    method: "PUT",
    url: "/api/projects/:id",
    access: "admin",
    handler: async (request, _reply, { services, config }) => {
      const { id } = request.params;
      // An unknown id answers 404 before any upload is processed.
      await services.projects.get(id, { all: true });
      const form = await readForm(request, {
        tmpDir: config.tmpDir,
        media: services.media,
        schema: projectUpdateSchema,
        files: { coverImage: { max: 1 }, gallery: {} },
      });
      const project = await services.projects.update(id, form.input, {
        cover: form.images.get("coverImage")?.[0],
        gallery: form.images.get("gallery") ?? [],
      });
      return { project };
    },
  }),
  apiRoute({
    method: "DELETE",
    url: "/api/projects/:id",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      await services.projects.remove(request.params.id);
      return { message: "Project deleted" };
    },
  }),
];
