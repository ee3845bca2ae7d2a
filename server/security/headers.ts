/**
 * Security headers on every answer (OWASP ASVS 3 and 50): a Content Security Policy whose script
 * nonce is fresh for every request, no MIME sniffing, a strict referrer policy, an isolated
 * browsing context, no framing, and HSTS when the site is served over https.
 */
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { newNonce } from "../cache/nonce-bodies";

declare module "fastify" {
  interface FastifyRequest {
    /** This request's CSP nonce for inline scripts of the server render. */
    cspNonce: string;
  }
}

export function pagePolicy(nonce: string, config: Pick<Config, "company" | "siteUrl">): string {
  const mapOrigin = new URL(config.company.mapEmbedUrl).origin;
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Style attributes carry the blurred image placeholders; no script can come from a style.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${mapOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
  ];
  return directives.join("; ");
}

/** Everything that is not a page renders nothing: no scripts, no frames, nothing to load. */
const NON_PAGE_POLICY = "default-src 'none'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.siteUrl.startsWith("https://");
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request) => {
    request.cspNonce = newNonce();
  });
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("cross-origin-resource-policy", "same-origin");
    reply.header("x-frame-options", "DENY");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    if (https) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    if (!reply.hasHeader("content-security-policy")) {
      const type = String(reply.getHeader("content-type") ?? "");
      if (type.startsWith("text/html")) {
        // A 304 keeps the policy stored with the page it revalidates (and that page's nonce).
        if (reply.statusCode !== 304) reply.header("content-security-policy", pagePolicy(request.cspNonce, config));
      } else {
        reply.header("content-security-policy", NON_PAGE_POLICY);
      }
    }
    return payload;
  });
}
