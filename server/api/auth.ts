import { fieldErrors, loginSchema } from "../../domain/schemas";
import { Invalid, ServiceBusy, TooManyRequests, Unauthorized } from "../errors";
import { apiRoute, bearerToken, type ApiRoute } from "./route";

/** The device cookie (auth/device-cookie.ts): sent only to this endpoint, never cross-site, unreadable by scripts. */
const DEVICE_COOKIE = "sign_in_device";
const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function deviceCookieHeader(value: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${value}; Path=/api/login; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/** The first value of a cookie in a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header || header.length > 8192) return undefined;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

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
      const { token, deviceCookie } = await services.auth
        .login(parsed.data, { address: request.ip, deviceCookie: cookieValue(request.headers.cookie, DEVICE_COOKIE) })
        .catch(pauseRefusal);
      reply.header("set-cookie", deviceCookieHeader(deviceCookie, request.protocol === "https"));
      return reply.send({ token, message: "Login successful" });
    },
  }),
  apiRoute({
    method: "POST",
    url: "/api/logout",
    access: "admin",
    handler: async (request, _reply, { services }) => {
      if (request.token) await services.auth.logout(request.token);
      return { message: "Signed out" };
    },
  }),
  apiRoute({
    method: "GET",
    url: "/api/session",
    access: "public",
    handler: async (request, _reply, { services }) => {
      const token = bearerToken(request);
      const admin = token ? await services.auth.authenticate(token) : null;
      if (!admin) throw new Unauthorized("Your session has ended. Please sign in again.");
      return { valid: true, admin: { email: admin.email } };
    },
  }),
];
