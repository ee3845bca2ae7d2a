/**
 * GET /uploads/{name}: stored images only. The name must be one the server made, so no path
 * can reach a file outside the upload folder; answers are immutable (the name is the content's hash).
 */
import type { FastifyInstance } from "fastify";
import type { FileStorage } from "./media/storage";

const TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

export function registerUploads(app: FastifyInstance, storage: FileStorage) {
  app.get<{ Params: { name: string } }>("/uploads/:name", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("content-security-policy", "default-src 'none'; sandbox");
    const name = request.params.name;
    const file = await storage.open(name);
    if (!file) {
      return reply.code(404).header("cache-control", "no-cache").type("text/plain; charset=utf-8").send("Not found");
    }
    const etag = `"${name}"`;
    reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("etag", etag)
      .header("last-modified", file.mtime.toUTCString())
      .type(TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream");
    if (request.headers["if-none-match"] === etag) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    reply.header("content-length", file.size);
    return reply.send(file.stream);
  });
  // Anything else under /uploads (folders, encoded slashes, dot segments) is simply not there.
  app.get("/uploads/*", async (_request, reply) =>
    reply.code(404).header("x-content-type-options", "nosniff").type("text/plain; charset=utf-8").send("Not found"),
  );
}
