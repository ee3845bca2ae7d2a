/**
 * Security headers on every answer (OWASP ASVS 3 and 50): a Content Security Policy whose script
 * nonce is fresh for every request, no MIME sniffing, a strict referrer policy, an isolated
 * browsing context, no framing, and HSTS when the site is served over https. Everything but the
 * nonce is worked out once at start, so that answers kept in memory (server/cache) send the very
 * same headers without rebuilding them per request.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { DEFAULT_LOCALE, LOCALES, localeOfPath, type Locale } from "../../domain/locales";
import { MAP_FRAME_ORIGINS } from "../../domain/site-content";
import type { Config } from "../config";
import { newNonce } from "./nonce";

declare module "fastify" {
  interface FastifyRequest {
    /** This request's CSP nonce for inline scripts of the server render, made when first read. */
    cspNonce: string;
    /** Where `cspNonce` keeps its value once made. */
    cspNonceValue: string;
  }
}

export interface SecurityHeaders {
  /** Names and values, one after the other, of the headers every answer carries. */
  common: readonly string[];
  /**
   * The policy of an HTML page at `path` whose inline scripts carry `nonce` or are allowed by their
   * hash: those of the page's language only, since each language loads its own islands' script.
   */
  pagePolicy(nonce: string, path?: string): string;
  /** Allows these inline scripts, by their SHA-256 hashes, in the policy of each language's pages. */
  allowInlineScripts(texts: Readonly<Record<Locale, readonly string[]>>): void;
  /** Everything that is not a page renders nothing: no scripts, no frames, nothing to load. */
  nonPagePolicy: string;
}

export function createSecurityHeaders(config: Pick<Config, "siteUrl" | "dev" | "mediaUrl">): SecurityHeaders {
  const opening = (hashes: readonly string[]) => `default-src 'self'; script-src 'self' ${[...hashes, ""].join(" ")}'nonce-`;
  let before = Object.fromEntries(LOCALES.map((locale) => [locale, opening([])])) as Record<Locale, string>;
  const after = [
    "'",
    // Style attributes carry the blurred image placeholders; no script can come from a style.
    "style-src 'self' 'unsafe-inline'",
    // Photos from the CDN of MEDIA_URL too, when the site has one.
    `img-src 'self' data: blob:${config.mediaUrl ? ` ${new URL(config.mediaUrl).origin}` : ""}`,
    // Fonts, fetches and the manifest are the site's own: `default-src 'self'` says so for them,
    // in bytes every page's first round trip would otherwise carry. In development Vite's hot
    // reload talks over a WebSocket of its own port.
    ...(config.dev ? ["connect-src 'self' ws://localhost:* ws://127.0.0.1:*"] : []),
    // The map on /contact: an embed from one of the map services the company may choose.
    `frame-src ${MAP_FRAME_ORIGINS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
  const common = [
    "x-content-type-options",
    "nosniff",
    "referrer-policy",
    "strict-origin-when-cross-origin",
    "cross-origin-opener-policy",
    "same-origin",
    "cross-origin-resource-policy",
    "same-origin",
    "x-frame-options",
    "DENY",
    "permissions-policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  ];
  if (config.siteUrl.startsWith("https://")) common.push("strict-transport-security", "max-age=31536000; includeSubDomains");
  return {
    common: Object.freeze(common),
    pagePolicy: (nonce, path) => before[path ? localeOfPath(path) : DEFAULT_LOCALE] + nonce + after,
    allowInlineScripts(texts) {
      const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
      before = Object.fromEntries(LOCALES.map((locale) => [locale, opening([...new Set(texts[locale])].map(hash))])) as Record<
        Locale,
        string
      >;
    },
    nonPagePolicy: "default-src 'none'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  };
}

export function registerSecurityHeaders(app: FastifyInstance, security: SecurityHeaders) {
  const { common } = security;
  app.decorateRequest("cspNonceValue", "");
  app.decorateRequest("cspNonce", {
    getter(this: { cspNonceValue: string }) {
      if (!this.cspNonceValue) this.cspNonceValue = newNonce();
      return this.cspNonceValue;
    },
  });
  app.addHook("onSend", async (request, reply, payload) => {
    for (let i = 0; i < common.length; i += 2) reply.header(common[i]!, common[i + 1]);
    if (!reply.hasHeader("content-security-policy")) {
      const type = String(reply.getHeader("content-type") ?? "");
      if (type.startsWith("text/html")) {
        // A 304 keeps the policy stored with the page it revalidates (and that page's nonce).
        if (reply.statusCode !== 304) reply.header("content-security-policy", security.pagePolicy(request.cspNonce, request.url));
      } else {
        reply.header("content-security-policy", security.nonPagePolicy);
      }
    }
    return payload;
  });
}
