/**
 * The team's calls (docs/product.md §6, docs/api.md "Accounts"): the owner's accounts page, the
 * invitation and reset links, and each person's own account and sessions. A link's secret always
 * travels in a JSON body, never in a URL the logs would keep.
 */
import {
  accountChangeSchema,
  forgotSchema,
  inviteSchema,
  joinSchema,
  passwordChangeSchema,
  languageSchema,
  profileSchema,
  resetSchema,
  revokeInvitationSchema,
  tokenSchema,
} from "../../domain/account-schemas";
import { NotFound } from "../errors";
import { apiRoute, operation, parseBody, type ApiRoute } from "./route";

/** A few hundred bytes: a name, an e-mail, a password, a token. */
const SMALL = 4 * 1024;

export const accountRoutes: ApiRoute[] = [
  // The owner's accounts page.
  apiRoute({
    method: "GET",
    url: "/api/admin/accounts",
    access: "accounts.manage",
    handler: async (_request, _reply, { services, config }) => ({ ...(await services.accounts.list()), mail: config.mail !== undefined }),
  }),
  apiRoute({
    method: "POST",
    url: "/api/admin/accounts/invitations",
    access: "accounts.manage",
    bodyLimit: SMALL,
    handler: async (request, reply, { services }) =>
      reply.code(201).send(await services.accounts.invite(operation(request, services), parseBody(inviteSchema, request.body))),
  }),
  apiRoute({
    method: "POST",
    url: "/api/admin/accounts/invitations/revoke",
    access: "accounts.manage",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) => {
      await services.accounts.revokeInvitation(operation(request, services), parseBody(revokeInvitationSchema, request.body).email);
      return { message: "Invitation withdrawn" };
    },
  }),
  apiRoute({
    method: "PUT",
    url: "/api/admin/accounts/:id",
    access: "accounts.manage",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) => ({
      account: await services.accounts.change(
        operation(request, services),
        request.params.id,
        parseBody(accountChangeSchema, request.body),
      ),
    }),
  }),
  apiRoute({
    method: "DELETE",
    url: "/api/admin/accounts/:id",
    access: "accounts.manage",
    handler: async (request, _reply, { services }) => {
      await services.accounts.remove(operation(request, services), request.params.id);
      return { message: "Account removed" };
    },
  }),
  apiRoute({
    method: "POST",
    url: "/api/admin/accounts/:id/reset-link",
    access: "accounts.manage",
    handler: async (request, _reply, { services }) => services.accounts.resetLink(operation(request, services), request.params.id),
  }),

  // One-time links, opened by someone not signed in.
  apiRoute({
    method: "POST",
    url: "/api/join/check",
    access: "public",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) => services.accounts.invitation(parseBody(tokenSchema, request.body).token),
  }),
  apiRoute({
    method: "POST",
    url: "/api/join",
    access: "public",
    bodyLimit: SMALL,
    handler: async (request, reply, { services }) => {
      const joined = await services.accounts.join(parseBody(joinSchema, request.body), {
        address: request.ip,
        userAgent: request.headers["user-agent"],
      });
      // The owner requires a second step: the account is made, and the person sets one up next.
      if ("secondStep" in joined)
        return reply.code(201).send({ secondStep: joined.secondStep, message: "Set up an authenticator app to finish." });
      return reply.code(201).send({ token: joined.token, message: "Welcome" });
    },
  }),
  apiRoute({
    method: "POST",
    url: "/api/password/forgot",
    access: "public",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services, config }) => ({
      message: await services.accounts.forgot(parseBody(forgotSchema, request.body).email, request.ip),
      // Without SMTP no e-mail can go: the page says to ask the owner instead.
      mail: config.mail !== undefined,
    }),
  }),
  apiRoute({
    method: "POST",
    url: "/api/password/reset/check",
    access: "public",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) => services.accounts.resetFor(parseBody(tokenSchema, request.body).token),
  }),
  apiRoute({
    method: "POST",
    url: "/api/password/reset",
    access: "public",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) => {
      const { token, password } = parseBody(resetSchema, request.body);
      await services.accounts.reset(token, password, request.ip);
      return { message: "Your new password is set. Sign in with it." };
    },
  }),

  // A person's own account, whatever their role.
  apiRoute({
    method: "PUT",
    url: "/api/account",
    access: "admin",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) => {
      const { name } = parseBody(profileSchema, request.body);
      await services.accounts.rename(operation(request, services), name);
      return { name };
    },
  }),
  apiRoute({
    method: "PUT",
    url: "/api/account/language",
    access: "admin",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) => {
      const { language } = parseBody(languageSchema, request.body);
      await services.accounts.setLanguage(operation(request, services), language);
      return { language };
    },
  }),
  apiRoute({
    method: "PUT",
    url: "/api/account/password",
    access: "admin",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) => {
      const { current, password } = parseBody(passwordChangeSchema, request.body);
      await services.accounts.changePassword(operation(request, services), current, password, request.token!, request.ip);
      return { message: "Password changed. You are signed out everywhere else." };
    },
  }),
  apiRoute({
    method: "GET",
    url: "/api/account/sessions",
    access: "admin",
    handler: async (request, _reply, { services }) => ({
      sessions: await services.auth.sessionsOf(request.admin!.id, request.token ?? null),
    }),
  }),
  apiRoute({
    method: "DELETE",
    url: "/api/account/sessions/:id",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      if (!(await services.auth.endSession(request.admin!.id, request.params.id))) throw new NotFound("That session has already ended");
      return { message: "Signed out there" };
    },
  }),
  apiRoute({
    method: "POST",
    url: "/api/account/sessions/end-others",
    access: "admin",
    handler: async (request, _reply, { services }) => ({ ended: await services.auth.endOtherSessions(request.admin!.id, request.token!) }),
  }),
];
