/**
 * Requests refused before any route sees them, answered like every other answer: JSON with a
 * message, every security header, and one log line that never holds a query string (it may carry
 * a token a client put there by mistake).
 * - A missing or malformed Host header (RFC 9110 §7.2, RFC 3986 §3.2.2): pages build absolute
 *   URLs from it, so it is checked before anything else runs.
 * - What Fastify refuses itself: a path that is not valid percent-encoding, a path segment
 *   over the router's limit (frameworkErrors).
 * - What Node's HTTP parser refuses: headers or a request line too large, a malformed request,
 *   a client too slow (clientErrorHandler, written on the socket), an unknown Expect (417).
 */
import http from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SecurityHeaders } from "./headers";

/** A host name, an IPv4 address or a bracketed IPv6 address, then an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]{0,251}[A-Za-z0-9])?\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

export function isValidHost(host: string | undefined): boolean {
  return typeof host === "string" && HOST.test(host);
}

/** The path of a request target, never its query. */
function pathOf(url: string | undefined): string {
  return (url ?? "").split("?")[0]!.slice(0, 200);
}

function headersOf(security: SecurityHeaders): Record<string, string> {
  const headers: Record<string, string> = { "content-security-policy": security.nonPagePolicy, "cache-control": "no-store" };
  for (let i = 0; i < security.common.length; i += 2) headers[security.common[i]!] = security.common[i + 1]!;
  return headers;
}

/** Refuses a request whose Host header is missing or malformed, before the cache or a route. */
export function registerHostCheck(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (isValidHost(request.host)) return;
    request.log.warn({ method: request.method, path: pathOf(request.url), status: 400 }, "refused a request without a valid Host header");
    return reply.code(400).send({ message: "The request's Host header is missing or malformed." });
  });
}

/** Fastify's own refusals (FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH), as JSON with every header. */
export function frameworkErrors(security: SecurityHeaders) {
  const headers = headersOf(security);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
    request.log.info({ method: request.method, path: pathOf(request.url), status, code: error.code }, "refused a malformed address");
    void reply
      .code(status)
      .headers(headers)
      .send({ message: status === 414 ? "The address is too long." : "The address is not valid." });
  };
}

/** An `Expect` other than 100-continue (RFC 9110 §10.1.1): 417, which Node would answer bare. */
export function expectationFailed(security: SecurityHeaders) {
  const headers = headersOf(security);
  const body = JSON.stringify({ message: "This server meets no expectation but 100-continue." });
  return (_request: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(417, {
      ...headers,
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      connection: "close",
    });
    response.end(body);
  };
}

/** Answers what Node's parser refuses, on the socket, with every header (Fastify's default, with ours). */
export function clientErrorHandler(security: SecurityHeaders, log: () => FastifyInstance["log"]) {
  const headers = Object.entries(headersOf(security))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    // A reset connection has nobody to answer.
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, message] =
      error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "The request took too long to arrive."]
        : error.code === "HPE_HEADER_OVERFLOW"
          ? [431, "The request's headers or address are too large."]
          : [400, "The request could not be read."];
    log().debug({ code: error.code, status }, "refused a malformed request");
    if (socket.writable) {
      const body = JSON.stringify({ message });
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
