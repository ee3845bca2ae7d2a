/**
 * Notifications on the owner's phone over HTTP (docs/api.md, "Notifications on the owner's
 * phone"). Every call is the signed-in administrator's: the admin guard checks the bearer token
 * before the body is read, and a token in a header is what a cross-site form cannot send (the
 * admin's other writes are protected alike; a form's urlencoded body is refused here, 415).
 */
import { operation, apiRoute, type ApiRoute } from "./route";

/** A push subscription is a few hundred bytes. */
const BODY_LIMIT = 4 * 1024;

export const pushRoutes: ApiRoute[] = [
  apiRoute({
    method: "GET",
    url: "/api/admin/push/key",
    access: "enquiries.manage",
    handler: async (_request, _reply, { push }) => push.publicKey(),
  }),
  apiRoute({
    method: "POST",
    url: "/api/admin/push/subscriptions",
    access: "enquiries.manage",
    bodyLimit: BODY_LIMIT,
    handler: async (request, reply, { push, services }) => {
      const result = await push.subscribe(operation(request, services).actor, request.body);
      reply.code(result.created ? 201 : 200);
      return result;
    },
  }),
  apiRoute({
    method: "DELETE",
    url: "/api/admin/push/subscriptions",
    access: "enquiries.manage",
    bodyLimit: BODY_LIMIT,
    handler: async (request, _reply, { push, services }) => push.unsubscribe(operation(request, services).actor, request.body),
  }),
  apiRoute({
    method: "POST",
    url: "/api/admin/push/unsubscribe",
    access: "enquiries.manage",
    bodyLimit: BODY_LIMIT,
    handler: async (request, _reply, { push, services }) => push.unsubscribe(operation(request, services).actor, request.body),
  }),
  apiRoute({
    method: "POST",
    url: "/api/admin/push/test",
    access: "enquiries.manage",
    bodyLimit: BODY_LIMIT,
    handler: async (request, _reply, { push, services }) => push.sendTest(operation(request, services).actor, request.body),
  }),
];
