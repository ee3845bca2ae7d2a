/**
 * GET /uploads/{name}: stored images only. The name must be one the server made, so no path
 * can reach a file outside the upload folder. A photo a live, public record shows is answered to
 * everyone, immutable (the name is the content's hash); one that only the trash, the history, a
 * draft or a preview holds is answered only to whom `access` lets see it, never stored by a
 * cache; to anyone else it is not there (services/photo-access.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { STORED_NAME } from "../domain/images";
import { storedType, type FileStorage } from "./media/storage";

export interface UploadAccess {
  /** A live, public record shows the file's image. */
  isPublic(file: string): Promise<boolean>;
  /** This request may see a photo the public may not: signed in, or the preview of an item that holds it. */
  mayPrivately(request: FastifyRequest, file: string): Promise<boolean>;
}

export function registerUploads(app: FastifyInstance, storage: FileStorage, access: UploadAccess) {
  app.get<{ Params: { name: string } }>("/uploads/:name", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("content-security-policy", "default-src 'none'; sandbox");
    const name = request.params.name;
    const notFound = () => reply.code(404).header("cache-control", "no-cache").type("text/plain; charset=utf-8").send("Not found");
    if (!STORED_NAME.test(name)) return notFound();
    const open = (await access.isPublic(name)) ? "public" : (await access.mayPrivately(request, name)) ? "private" : null;
    if (!open) return notFound();
    const etag = `"${name}"`;
    reply
      .header("cache-control", open === "public" ? "public, max-age=31536000, immutable" : "private, no-store")
      .header("etag", etag)
      .type(storedType(name));
    // The name is the content's hash: a browser that has the file has this file, and the store
    // (a bucket, perhaps) is not asked for it.
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    const file = await storage.open(name);
    if (!file) return notFound();
    reply.header("last-modified", file.mtime.toUTCString()).header("content-length", file.size);
    return reply.send(file.stream);
  });
  // Anything else under /uploads (folders, encoded slashes, dot segments) is simply not there.
  app.get("/uploads/*", async (_request, reply) =>
    reply.code(404).header("x-content-type-options", "nosniff").type("text/plain; charset=utf-8").send("Not found"),
  );
}
