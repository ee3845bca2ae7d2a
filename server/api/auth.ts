import { fieldErrors, loginSchema } from "../../domain/schemas";
import { DEVICE_COOKIE_LIFETIME_S } from "../auth/device-cookie";
import { cookieValue, DEVICE_COOKIE, deviceCookieHeader, mediaCookieHeader } from "../security/cookies";
import { SESSION_ABSOLUTE_MS } from "../services/auth";
import { Invalid, ServiceBusy, TooManyRequests, Unauthorized } from "../errors";
import { apiRoute, bearerToken, type ApiRoute } from "./route";

/** The photo pass lasts as long as a session can (services/auth.ts); the server checks the session at each photo. */
const MEDIA_COOKIE_MAX_AGE = SESSION_ABSOLUTE_MS / 1000;

/**
 * A refused sign-in (429: a limit; 503: the checks are full) is answered after a pause. A crowd
 * that tries again as soon as it is answered would otherwise get thousands of refusals a second
 * and keep the server from everything else; paused, thirty of them send sixty requests a second.
 * A pause costs a socket and no work; past MAX_PAUSED at once, refusals go out at once.
 */
const REFUSAL_PAUSE_MS = 500;
const MAX_PAUSED = 1000;
let paused = 0;

async function pauseRefusal(error: unknown): Promise<never> {
  if ((error instanceof TooManyRequests || error instanceof ServiceBusy) && paused < MAX_PAUSED) {
    paused++;
    await new Promise((resolve) => setTimeout(resolve, REFUSAL_PAUSE_MS));
    paused--;
  }
  throw error;
}

export const authRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    url: "/api/login",
    access: "public",
    // An e-mail and a password: a few hundred bytes. Anything near the limit is not a sign-in.
    bodyLimit: 4 * 1024,
    handler: async (request, reply, { services }) => {
      const parsed = loginSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
      const signedIn = await services.auth
        .login(parsed.data, {
          address: request.ip,
          deviceCookie: cookieValue(request.headers.cookie, DEVICE_COOKIE),
          userAgent: request.headers["user-agent"],
        })
        .catch(pauseRefusal);
      // The photo pass comes with the session check the admin makes next (GET /api/session).
      reply.header("set-cookie", deviceCookieHeader(signedIn.deviceCookie, DEVICE_COOKIE_LIFETIME_S, request.protocol === "https"));
      // The password was right, and a second step is due: no token yet (docs/api.md "The second step").
      if ("secondStep" in signedIn) {
        return reply.send({
          secondStep: signedIn.secondStep,
          message: signedIn.secondStep.setup
            ? "Set up an authenticator app to finish signing in."
            : "Enter the code from your authenticator app.",
        });
      }
      return reply.send({ token: signedIn.token, message: "Login successful" });
    },
  }),
  apiRoute({
    method: "POST",
    url: "/api/logout",
    access: "admin",
    handler: async (request, reply, { services }) => {
      if (request.token) await services.auth.logout(request.token);
      reply.header("set-cookie", mediaCookieHeader(null, 0, request.protocol === "https"));
      return { message: "Signed out" };
    },
  }),
  apiRoute({
    method: "GET",
    url: "/api/session",
    access: "public",
    handler: async (request, reply, { services }) => {
      const token = bearerToken(request);
      const admin = token ? await services.auth.authenticate(token) : null;
      if (!admin || !token) throw new Unauthorized("Your session has ended. Please sign in again.");
      // The admin checks its session as it opens (and right after signing in): the photo pass for
      // /uploads comes with the answer (security/cookies.ts).
      reply.header("set-cookie", mediaCookieHeader(token, MEDIA_COOKIE_MAX_AGE, request.protocol === "https"));
      // Who is signed in and what their role allows: the admin area offers only that (domain/access.ts).
      return {
        valid: true,
        admin: {
          id: admin.id,
          email: admin.email,
          name: admin.name,
          role: admin.role,
          permissions: admin.permissions,
          language: admin.language,
        },
      };
    },
  }),
];
