/**
 * The company's order of a kind's list and its pinned item (docs/product.md §2 "Arrange
 * portfolio", docs/api.md "The portfolio's order"): read and saved by the admin's page, for a kind
 * that declares an `arrangement` (domain/kinds/types.ts). Admin routes: the token is read from the
 * Authorization header only, never a cookie, so no other site's page can make a browser save one.
 */
import { arrangementSchema, type ListOrder } from "../../domain/arrangement";
import type { ItemKind } from "../../domain/kinds";
import { fieldErrors } from "../../domain/schemas";
import { Invalid, NotFound } from "../errors";
import { apiRoute, operation, type ApiRoute } from "./route";
import type { Services } from "../services";

/** `?order=`: `arranged` (the public lists' order) or `newest` (the default); anything else is refused. */
export function listOrderOf(query: URLSearchParams): ListOrder {
  const order = query.get("order");
  if (order === null || order === "newest") return "newest";
  if (order === "arranged") return "arranged";
  throw new Invalid({ order: "order must be arranged or newest" });
}

function arrangementOf(services: Services, kind: ItemKind) {
  const items = services.items.get(kind.name);
  if (!items?.arrangement) throw new NotFound(kind.notFound);
  return { items, arrangement: items.arrangement };
}

export function arrangementRoutes(kind: ItemKind): ApiRoute[] {
  const url = `/api/admin/${kind.name}/arrangement`;
  const schema = arrangementSchema(kind.one);
  return [
    // Every item not in the trash, in the public lists' order (drafts and schedules where they
    // will show), and the pinned one.
    apiRoute({
      method: "GET",
      url,
      access: kind.access.adminRead,
      handler: async (_request, _reply, { services }) => {
        const { items, arrangement } = arrangementOf(services, kind);
        const [list, pinned] = await Promise.all([items.list({ all: true, order: "arranged" }), arrangement.pinned()]);
        return { [kind.name]: list, pinned };
      },
    }),
    apiRoute({
      method: "PUT",
      url,
      access: kind.access.update,
      // A thousand ids and the JSON around them.
      bodyLimit: 64 * 1024,
      handler: async (request, _reply, { services }) => {
        const parsed = schema.safeParse(request.body);
        if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
        const { arrangement } = arrangementOf(services, kind);
        return arrangement.save(operation(request, services), parsed.data);
      },
    }),
  ];
}
