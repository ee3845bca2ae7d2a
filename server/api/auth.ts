import { fieldErrors, loginSchema } from "../../domain/schemas";
import { deviceCookieHeader } from "../auth/device-cookie";
import { Invalid, Unauthorized } from "../errors";
import { bearerToken, type ApiRoute } from "./route";

export const authRoutes: ApiRoute[] = [
  {
    method: "POST",
    url: "/api/login",
    access: "public",
    // An e-mail and a password: a few hundred bytes. Anything near the limit is not a sign-in.
    bodyLimit: 4 * 1024,
    handler: async (request, reply, { services }) => {
      const parsed = loginSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
      const { token, deviceCookie } = await services.auth.login(parsed.data, { address: request.ip, cookies: request.headers.cookie });
      reply.header("set-cookie", deviceCookieHeader(deviceCookie, request.protocol === "https"));
      return reply.send({ token, message: "Login successful" });
    },
  },
  {
    method: "POST",
    url: "/api/logout",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      if (request.token) await services.auth.logout(request.token);
      return { message: "Signed out" };
    },
  },
  {
    method: "GET",
    url: "/api/session",
    access: "public",
    handler: async (request, _reply, { services }) => {
      const token = bearerToken(request);
      const admin = token ? await services.auth.authenticate(token) : null;
      if (!admin) throw new Unauthorized("Your session has ended. Please sign in again.");
      return { valid: true, admin: { email: admin.email } };
    },
  },
];
