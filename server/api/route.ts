/**
 * The API route table. Every route declares its access: `public`, `admin` (anyone signed in: their
 * own account and sessions) or the permission it needs (domain/access.ts). A public write must be
 * listed in PUBLIC_WRITES, and a write open to anyone signed in in ACCOUNT_WRITES, or registration
 * fails (docs/architecture.md §11.3: secure by default).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Permission } from "../../domain/access";
import type { ContentKind } from "../../domain/entities";
import type { ResponseCache } from "../cache/response-cache";
import type { Config } from "../config";
import type { Admin } from "../services/auth";
import type { ResumableUploads } from "../media/resumable";
import type { Services } from "../services";
import type { PushService } from "../services/push";
import { DEFAULT_LOCALE, type OperationContext } from "../services/context";
import { fieldErrors } from "../../domain/schemas";
import { isTranslatedLocale, type TranslatedLocale } from "../../domain/locales";
import type { z } from "../../domain/zod";
import { Invalid } from "../errors";

/**
 * The language a public list is asked in (`?lang=ml`, `?lang=ta`: docs/product.md §11), for the
 * islands of a page in that language; null for English, as docs/product.md §7 answers.
 */
export function askedLocale(query: URLSearchParams): TranslatedLocale | null {
  const lang = query.get("lang");
  return isTranslatedLocale(lang) ? lang : null;
}

/** A JSON body read by its schema; anything else is refused (400) with each field's message, and changes nothing. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
  return parsed.data;
}

export type Access = "public" | "admin" | Permission;

/**
 * The context of a write made through the API: the signed-in person the guard found (with what
 * their role allows), the server's clock, and the site's language (services/context.ts).
 */
export function operation(request: FastifyRequest, services: Services): OperationContext {
  const person = request.admin;
  if (!person) throw new Error("A write reached its handler without the admin guard");
  return {
    actor: { id: person.id, name: person.name, role: person.role, permissions: person.permissions },
    locale: DEFAULT_LOCALE,
    now: services.clock(),
  };
}

export interface ApiContext {
  services: Services;
  config: Config;
  cache: ResponseCache;
  /** Photos sent resumably (media/resumable.ts). */
  resumable: ResumableUploads<OperationContext>;
  /** Notifications on the owner's devices (services/push.ts). */
  push: PushService;
}

/** The path parameters a URL pattern names: "/api/projects/:id" → { id: string }. */
export type ParamsOf<Url extends string> = string extends Url
  ? Record<string, string>
  : Url extends `${string}:${infer Param}/${infer Rest}`
    ? { [K in Param]: string } & ParamsOf<`/${Rest}`>
    : Url extends `${string}:${infer Param}`
      ? { [K in Param]: string }
      : Record<string, never>;

export interface ApiRoute<Url extends string = string> {
  method: "GET" | "POST" | "PUT" | "DELETE" | "HEAD" | "PATCH";
  url: Url;
  access: Access;
  /** A public read the response cache keeps, and the content it shows (server/cache-rules.ts). */
  shows?: readonly ContentKind[];
  /** The query parameters a kept read depends on; the cache ignores any other (server/cache-rules.ts). */
  query?: readonly string[];
  /** The largest body this route reads, in bytes, when less than the server's (1 MB). */
  bodyLimit?: number;
  handler(request: FastifyRequest<{ Params: ParamsOf<Url> }>, reply: FastifyReply, context: ApiContext): Promise<unknown>;
}

/** A route of the table, its handler's `request.params` typed from its URL. */
export function apiRoute<Url extends string>(route: ApiRoute<Url>): ApiRoute {
  // The router hands the handler exactly the params its URL names (a method is compared bivariantly).
  return route as ApiRoute;
}

/** Writes anyone may make: signing in is how a visitor becomes an admin; an enquiry is a visitor's. */
export const PUBLIC_WRITES = new Set([
  "POST /api/login",
  "POST /api/enquiries",
  // One-time links (services/accounts.ts): their secret is the credential.
  "POST /api/join/check",
  "POST /api/join",
  "POST /api/password/forgot",
  "POST /api/password/reset/check",
  "POST /api/password/reset",
  // The second step after a correct password, and a passkey's sign-in (services/second-step.ts, passkeys.ts).
  "POST /api/login/second-step",
  "POST /api/login/second-step/setup",
  "POST /api/passkeys/sign-in/options",
  "POST /api/passkeys/sign-in",
]);

/** Writes anyone signed in may make, whatever their role: to their own account and sessions. */
export const ACCOUNT_WRITES = new Set([
  "POST /api/logout",
  "PUT /api/account",
  "PUT /api/account/language",
  "PUT /api/account/password",
  "DELETE /api/account/sessions/:id",
  "POST /api/account/sessions/end-others",
  "POST /api/account/totp/setup",
  "POST /api/account/totp/enable",
  "POST /api/account/totp/disable",
  "POST /api/account/recovery-codes",
  "POST /api/account/passkeys/options",
  "POST /api/account/passkeys",
  "DELETE /api/account/passkeys/:id",
]);

declare module "fastify" {
  interface FastifyRequest {
    admin?: Admin;
    token?: string;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}
