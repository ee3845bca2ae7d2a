import { fieldErrors, loginSchema } from "../../domain/schemas";
import { Invalid, Unauthorized } from "../errors";
import { bearerToken, type ApiRoute } from "./route";

export const authRoutes: ApiRoute[] = [
  {
    method: "POST",
    url: "/api/login",
    access: "public",
    handler: async (request, reply, { services }) => {
      const parsed = loginSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
      const { token } = await services.auth.login(parsed.data, request.ip);
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
