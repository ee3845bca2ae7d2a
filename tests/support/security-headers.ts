/** The headers every answer the process sends carries (docs/architecture.md §2; server/security/headers.ts). */
export const SECURITY_HEADERS = [
  "x-content-type-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-frame-options",
  "permissions-policy",
  "content-security-policy",
] as const;

/** The security headers an answer lacks (header names in lower case, as Node gives them). */
export function missingHeaders(headers: Record<string, unknown>): string[] {
  return SECURITY_HEADERS.filter((name) => headers[name] === undefined || headers[name] === "");
}
