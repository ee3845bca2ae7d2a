/** Turns every error under /api into `{ message, errors? }` with a real status (docs/architecture.md §4). */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ServiceBusy, HttpError, InsufficientStorage } from "../errors";

const GENERIC = "Something went wrong on our side. Please try again.";

function fastifyStatusMessage(error: FastifyError): { status: number; message: string } | null {
  const status = error.statusCode;
  if (!status || status >= 500) return null;
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, message: "The request body is not valid JSON." };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, message: "The request body is too large." };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, message: "This content type is not accepted here." };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { status: 400, message: "The request's length does not match its body." };
    default:
      if (error.code?.startsWith("FST_ERR_CTP") || /prototype|constructor/i.test(error.message)) {
        return { status: 400, message: "The request body could not be read." };
      }
      return { status, message: status === 404 ? "Not found" : "The request could not be handled." };
  }
}

/** A full disk, as the file system and as SQLite report it. */
const DISK_FULL = new Set(["ENOSPC", "SQLITE_FULL"]);

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  // An answer given before the body was read whole (a refused upload): the client may still be
  // sending, so the connection cannot carry another request. Fastify does the same for parser errors.
  if (!request.raw.complete) reply.header("connection", "close");
  let known = error instanceof HttpError ? error : null;
  if (!known && DISK_FULL.has((error as { code?: string }).code ?? "")) known = new InsufficientStorage();
  if (known) {
    // A server too busy for more (sign-in checks full) is the load it was built to refuse, not a
    // fault: one short line, no stack, so a flood does not bury the log.
    if (known instanceof ServiceBusy) request.log.warn({ status: known.status }, known.message);
    else if (known.status >= 500) request.log.error({ err: error }, "request failed");
    if (known.headers) reply.headers(known.headers);
    return reply.code(known.status).send(known.errors ? { message: known.message, errors: known.errors } : { message: known.message });
  }
  const mapped = fastifyStatusMessage(error as FastifyError);
  if (mapped) return reply.code(mapped.status).send({ message: mapped.message });
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send({ message: GENERIC });
}

export function registerApiErrors(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: "Not found" }));
}
