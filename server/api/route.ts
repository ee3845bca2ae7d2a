/**
 * The API route table. Every route declares its access; a write route that is not
 * `admin` must be listed in PUBLIC_WRITES or registration fails (STYLE: secure by default).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ContentKind } from "../../domain/entities";
import type { ResponseCache } from "../cache/response-cache";
import type { Config } from "../config";
import type { Admin } from "../services/auth";
import type { Services } from "../services";

export type Access = "public" | "admin";

export interface ApiContext {
  services: Services;
  config: Config;
  cache: ResponseCache;
}

export interface ApiRoute {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  access: Access;
  /** A public read the response cache keeps, and the content it shows (server/cache-rules.ts). */
  shows?: readonly ContentKind[];
  /** The largest body this route reads, in bytes, when less than the server's (1 MB). */
  bodyLimit?: number;
  handler: (request: FastifyRequest, reply: FastifyReply, context: ApiContext) => Promise<unknown>;
}

/** Writes anyone may make: signing in is how a visitor becomes an admin. */
export const PUBLIC_WRITES = new Set(["POST /api/login"]);

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
