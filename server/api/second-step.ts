/**
 * The calls of a sign-in that a stolen password is not enough for (docs/product.md §6, docs/api.md
 * "The second step and passkeys"): the second step after a correct password, signing in with a
 * passkey, and each person's own authenticator app, recovery codes and passkeys; the owner's rule
 * that every account takes a second step.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "../../domain/zod";
import { apiRoute, operation, parseBody, type ApiRoute } from "./route";

const ticket = z.string({ error: "The sign-in is incomplete" }).max(100, "The sign-in is incomplete");
const code = z.string({ error: "Enter the code" }).trim().min(1, "Enter the code").max(40, "That code is too long");
const verifySchema = z.object({ ticket, code });
const ticketSchema = z.object({ ticket });
const codeSchema = z.object({ code });
const challengeId = z.string({ error: "The request is incomplete" }).max(64, "The request is incomplete");
/** A WebAuthn answer: checked in full by @simplewebauthn/server; here only its shape. */
const credential = z.looseObject({
  id: z.string().max(1024),
  rawId: z.string().max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({}),
});
const passkeySignInSchema = z.object({ challengeId, response: credential });
const passkeyAddSchema = z.object({
  challengeId,
  response: credential,
  name: z.string().trim().min(1, "Name the passkey (the phone or computer it is on)").max(60, "Keep the name under 60 characters"),
});
const passwordSchema = z.object({
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(1024, "Password is too long"),
});
const requireSchema = z.object({ requireSecondStep: z.boolean({ error: "requireSecondStep must be true or false" }) });

/** A few hundred bytes; a WebAuthn answer a few kilobytes. */
const SMALL = 4 * 1024;
const CREDENTIAL = 32 * 1024;

const clientOf = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
  address: request.ip,
  userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : undefined,
});

export const secondStepRoutes: ApiRoute[] = [
  // After a correct password (POST /api/login answered `secondStep`).
  apiRoute({
    method: "POST",
    url: "/api/login/second-step",
    access: "public",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) => {
      const input = parseBody(verifySchema, request.body);
      const signedIn = await services.secondStep.verify(input.ticket, input.code, clientOf(request));
      return { ...signedIn, message: "Login successful" };
    },
  }),
  apiRoute({
    method: "POST",
    url: "/api/login/second-step/setup",
    access: "public",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) => services.secondStep.setupAtSignIn(parseBody(ticketSchema, request.body).ticket),
  }),
  // Signing in with a passkey, no password.
  apiRoute({
    method: "POST",
    url: "/api/passkeys/sign-in/options",
    access: "public",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) => services.passkeys.signInOptions(request.ip),
  }),
  apiRoute({
    method: "POST",
    url: "/api/passkeys/sign-in",
    access: "public",
    bodyLimit: CREDENTIAL,
    handler: async (request, _reply, { services }) => {
      const input = parseBody(passkeySignInSchema, request.body);
      const { token } = await services.passkeys.signIn(
        input.challengeId,
        input.response as unknown as AuthenticationResponseJSON,
        clientOf(request),
      );
      return { token, message: "Login successful" };
    },
  }),

  // A person's own second step and passkeys.
  apiRoute({
    method: "GET",
    url: "/api/account/security",
    access: "admin",
    handler: async (request, _reply, { services }) => ({
      ...(await services.secondStep.status(request.admin!.id)),
      passkeys: await services.passkeys.list(request.admin!.id),
      passkeysAvailable: services.passkeys.available,
    }),
  }),
  apiRoute({
    method: "POST",
    url: "/api/account/totp/setup",
    access: "admin",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) =>
      services.secondStep.begin(operation(request, services), parseBody(passwordSchema, request.body).password, request.ip),
  }),
  apiRoute({
    method: "POST",
    url: "/api/account/totp/enable",
    access: "admin",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) =>
      services.secondStep.enable(operation(request, services), parseBody(codeSchema, request.body).code),
  }),
  apiRoute({
    method: "POST",
    url: "/api/account/totp/disable",
    access: "admin",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) => {
      await services.secondStep.disable(operation(request, services), parseBody(codeSchema, request.body).code);
      return { message: "The authenticator app is off." };
    },
  }),
  apiRoute({
    method: "POST",
    url: "/api/account/recovery-codes",
    access: "admin",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) =>
      services.secondStep.renewCodes(operation(request, services), parseBody(codeSchema, request.body).code),
  }),
  apiRoute({
    method: "POST",
    url: "/api/account/passkeys/options",
    access: "admin",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) =>
      services.passkeys.registrationOptions(operation(request, services), parseBody(passwordSchema, request.body).password, request.ip),
  }),
  apiRoute({
    method: "POST",
    url: "/api/account/passkeys",
    access: "admin",
    bodyLimit: CREDENTIAL,
    handler: async (request, reply, { services }) => {
      const input = parseBody(passkeyAddSchema, request.body);
      const passkey = await services.passkeys.register(
        operation(request, services),
        input.challengeId,
        input.response as unknown as RegistrationResponseJSON,
        input.name,
      );
      return reply.code(201).send({ passkey });
    },
  }),
  apiRoute({
    method: "DELETE",
    url: "/api/account/passkeys/:id",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      await services.passkeys.remove(operation(request, services), request.params.id);
      return { message: "Passkey removed" };
    },
  }),

  // The owner's rule, and a lost phone.
  apiRoute({
    method: "PUT",
    url: "/api/admin/accounts/settings",
    access: "accounts.manage",
    bodyLimit: SMALL,
    handler: async (request, _reply, { services }) => {
      const { requireSecondStep } = parseBody(requireSchema, request.body);
      await services.secondStep.setRequired(operation(request, services), requireSecondStep);
      return { requireSecondStep };
    },
  }),
  apiRoute({
    method: "POST",
    url: "/api/admin/accounts/:id/second-step/reset",
    access: "accounts.manage",
    handler: async (request, _reply, { services }) => {
      await services.secondStep.resetFor(operation(request, services), request.params.id);
      return { message: "Their authenticator app is off." };
    },
  }),
];
