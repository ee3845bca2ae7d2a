/**
 * How a kept response goes out. A hit is answered inside the one `onRequest` hook: its status
 * line and headers come from lists made once per kept response (only the page's policy, which
 * names the fresh nonce, is written per request), and its body is one buffer, written with a
 * single `writeHead` and `end` (for a page with nonces, a pooled buffer: server/cache/body-pool.ts). The first answer, right after the render, goes out through
 * Fastify's reply like any other, with the same headers.
 */
import type { ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { SecurityHeaders } from "../security/headers";
import { giveBack } from "./body-pool";
import { newNonce } from "../security/nonce";
import { frameLength, hasGzip, renderBrotli, renderGzip, renderIdentity, type NonceTemplate } from "./nonce-bodies";

export type Encoding = "br" | "gzip" | "identity";

/** The bytes kept for one URL: fixed bodies, or for a page with inline scripts a nonce template. */
export interface KeptBodies {
  identity: Buffer;
  gzip: Buffer;
  /** Null when Brotli could not be had (such a page is served gzip). */
  br: Buffer | null;
  /** Pages with inline scripts: bodies are made per request with that request's nonce. */
  template: NonceTemplate | null;
}

/** What a kept response answers with, as `writeHead` takes it: names and values in one list. */
export interface Wire {
  /** Made for an encoding when it is first sent. */
  ok: Partial<Record<Encoding, string[]>>;
  notModified: string[];
  base: string[];
  policy: string[];
  /** An HTML page: the last value of each `ok` list is the policy with this request's nonce. */
  pagePolicy: boolean;
}

export interface AnswerSource extends KeptBodies {
  status: number;
  headers: Record<string, string>;
  etag: string;
  /** Made on the first hit, and again after the bodies change. */
  wire: Wire | null;
}

let lastAccept: string | undefined;
let lastChoice: Encoding = "identity";

/** Picks the best encoding the client accepts. */
export function chooseEncoding(accept: string | undefined): Encoding {
  // Clients send the same few values again and again: keep the last answer.
  if (accept === lastAccept) return lastChoice;
  // Only the codings named with a non-zero weight are acceptable (RFC 9110 §12.5.3).
  const value = (accept ?? "").toLowerCase();
  const choice = /\bbr\b(?!;q=0(\.0*)?\b)/.test(value) ? "br" : /\bgzip\b(?!;q=0(\.0*)?\b)/.test(value) ? "gzip" : "identity";
  lastAccept = accept;
  lastChoice = choice;
  return choice;
}

function usableEncoding(source: AnswerSource, accept: string | undefined): Encoding {
  const wanted = chooseEncoding(accept);
  const template = source.template;
  if (!template) return wanted === "br" && !source.br ? "gzip" : wanted;
  if (wanted === "br" && template.brotli) return "br";
  return wanted !== "identity" && hasGzip(template) ? "gzip" : "identity";
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === etag || t === `W/${etag}` || t === "*";
  });
}

function bodyOf(source: KeptBodies, encoding: Encoding, nonce: string): Buffer {
  const template = source.template;
  if (template) {
    // usableEncoding chose an encoding the template has.
    if (encoding === "br") return renderBrotli(template, nonce)!;
    return encoding === "gzip" ? renderGzip(template, nonce)! : renderIdentity(template, nonce);
  }
  return encoding === "br" ? source.br! : encoding === "gzip" ? source.gzip : source.identity;
}

function lengthOf(source: KeptBodies, encoding: Encoding): number {
  if (source.template) return frameLength(source.template, encoding);
  return encoding === "br" ? (source.br?.length ?? 0) : encoding === "gzip" ? source.gzip.length : source.identity.length;
}

/** The headers of a hit: the same names and values the first answer had, x-cache aside. */
export function buildWire(source: AnswerSource, security: SecurityHeaders): Wire {
  const base: string[] = [];
  for (const [name, value] of Object.entries(source.headers)) base.push(name, value);
  base.push("etag", source.etag, "vary", "Accept-Encoding", "x-cache", "hit");
  const html = source.headers["content-type"]?.startsWith("text/html") ?? false;
  // A policy the response brought itself stands, as it does for answers that are not kept.
  const ownPolicy = "content-security-policy" in source.headers;
  const pagePolicy = html && !ownPolicy;
  const policy = ownPolicy ? [] : ["content-security-policy", html ? "" : security.nonPagePolicy];
  return {
    ok: {},
    // A 304 of a page keeps the policy stored with the page it revalidates (and its nonce).
    notModified: [...base, ...security.common, ...(html ? [] : policy)],
    base,
    policy,
    pagePolicy,
  };
}

function okHeaders(source: AnswerSource, wire: Wire, encoding: Encoding, security: SecurityHeaders): string[] {
  return (wire.ok[encoding] ??= [
    ...wire.base,
    ...(encoding === "identity" ? [] : ["content-encoding", encoding]),
    "content-length",
    String(lengthOf(source, encoding)),
    ...security.common,
    ...wire.policy,
  ]);
}

/** Answers a hit on the raw response; the caller has hijacked Fastify's reply. */
export function writeHit(request: FastifyRequest, res: ServerResponse, source: AnswerSource, security: SecurityHeaders): void {
  const wire = source.wire ?? (source.wire = buildWire(source, security));
  if (etagMatches(request.headers["if-none-match"], source.etag)) {
    res.writeHead(304, wire.notModified);
    res.end();
    return;
  }
  const encoding = usableEncoding(source, request.headers["accept-encoding"]);
  const headers = okHeaders(source, wire, encoding, security);
  const nonce = source.template || wire.pagePolicy ? newNonce() : "";
  // `writeHead` reads the list before it returns, so the shared list can carry this nonce.
  if (wire.pagePolicy) headers[headers.length - 1] = security.pagePolicy(nonce, request.url);
  res.writeHead(source.status, headers);
  if (request.method === "HEAD") res.end();
  else if (source.template) {
    // Made for this response alone: its buffer is reused once the kernel has the bytes.
    const body = bodyOf(source, encoding, nonce);
    res.end(body, () => giveBack(body));
  } else res.end(bodyOf(source, encoding, nonce));
}

/**
 * Sets a kept response's status and headers on the reply and returns the bytes to send: nothing
 * for a matching ETag (304) or a HEAD, else the best encoding the client accepts. For the first
 * answer, which goes out through Fastify (its hooks add the security headers).
 */
export function applyCached(request: FastifyRequest, reply: FastifyReply, source: AnswerSource): Buffer | undefined {
  reply.headers(source.headers);
  reply.header("etag", source.etag);
  reply.header("vary", "Accept-Encoding");
  reply.header("x-cache", "miss");
  if (etagMatches(request.headers["if-none-match"], source.etag)) {
    reply.code(304);
    return undefined;
  }
  const encoding = usableEncoding(source, request.headers["accept-encoding"]);
  const body = bodyOf(source, encoding, source.template ? request.cspNonce : "");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  reply.header("content-length", body.length);
  reply.code(source.status);
  return request.method === "HEAD" ? undefined : body;
}
