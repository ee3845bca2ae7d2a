/**
 * The Activity page's timeline (docs/product.md §6, docs/api.md "Activity"): the content's changes
 * and the accounts' events together, newest first. Owners and editors (`activity.read`); a signed-in
 * read, never kept by the page cache.
 */
import { z } from "../../domain/zod";
import { companyDayStart } from "../services/activity";
import { apiRoute, type ApiRoute } from "./route";

const day = z
  .string()
  .refine((text) => companyDayStart(text) !== null)
  .optional()
  .catch(undefined);

// Each filter falls back on its own: a bad value reads as not given.
const activityQuery = z.object({
  // An account's id.
  person: z
    .string()
    .regex(/^[0-9a-z]{1,64}$/)
    .optional()
    .catch(undefined),
  // A kind of item's name (any kind the server was built with), "site" or "accounts".
  kind: z
    .string()
    .regex(/^[a-z]{1,40}$/)
    .optional()
    .catch(undefined),
  from: day,
  to: day,
  // The `next` of the page before (services/activity.ts checks what it holds).
  before: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional()
    .catch(undefined),
});

export const activityRoutes: ApiRoute[] = [
  apiRoute({
    method: "GET",
    url: "/api/admin/activity",
    access: "activity.read",
    handler: async (request, _reply, { services }) => {
      const parsed = activityQuery.safeParse(request.query ?? {});
      return services.activity.list(parsed.success ? parsed.data : {});
    },
  }),
];
