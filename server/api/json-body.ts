/**
 * JSON bodies with a bounded depth. JSON.parse of a megabyte of `[[[…` holds the event loop for a
 * third of a second, so sixteen such bodies stalled every page; no body this API reads nests more
 * than a few levels. The depth is counted in one pass before parsing, and a deeper body is
 * refused with 400; what passes goes to Fastify's own parser (which refuses `__proto__` keys).
 */
import type { FastifyInstance } from "fastify";
import { jsonDepth } from "../../domain/json";
import { HttpError } from "../errors";
import { RESUMABLE_PATH } from "../media/resumable";

export const MAX_JSON_DEPTH = 16;

export function registerJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      return done(new HttpError(400, `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`), undefined);
    }
    parse(request, body as string, done);
  });
  // A resumable upload's bytes (api/uploads.ts): left unread, for @tus/server to stream to disk.
  app.addContentTypeParser("application/offset+octet-stream", (request, _payload, done) => {
    if (!(request.routeOptions.url ?? "").startsWith(RESUMABLE_PATH)) return done(new HttpError(415, "Send JSON."), undefined);
    done(null, undefined);
  });
  // An HTML form's body, for the one route a form posts to without JavaScript (an enquiry).
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (request, body, done) => {
    if (!FORM_ROUTES.has(request.routeOptions.url ?? "")) return done(new HttpError(415, "Send JSON."), undefined);
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** The routes an HTML form posts to. */
const FORM_ROUTES = new Set(["/api/enquiries"]);
