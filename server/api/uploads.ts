/**
 * Photos sent ahead of the save that uses them (docs/api.md "Uploads"): checked, re-encoded and
 * stored at once, and answered with the reference a save names them by (`upload:{id}`). A photo
 * comes in one multipart call, or resumably by the tus protocol (media/resumable.ts), or not at
 * all when the site already has it. The multipart calls of docs/product.md §7 still take files in
 * the save itself.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "../../domain/zod";
import { fieldErrors } from "../../domain/schemas";
import { Invalid, NotFound } from "../errors";
import { RESUMABLE_PATH } from "../media/resumable";
import { readForm } from "./forms";
import { apiRoute, operation, type ApiContext, type ApiRoute } from "./route";

const NO_FILE = "Choose a photo to upload.";

const knownSchema = z.object({
  sha256: z.string({ error: () => "sha256 must be text" }).regex(/^[0-9a-f]{64}$/, "sha256 must be 64 hexadecimal digits"),
});

/** Hands one call of the resumable protocol to @tus/server, as the signed-in administrator. */
async function resumableCall(request: FastifyRequest, reply: FastifyReply, { services, resumable }: ApiContext, id: string | null) {
  const ctx = operation(request, services);
  // Refusals are answered as any other call's; what passes is @tus/server's to answer.
  const sendsBytes = request.headers["content-type"]?.startsWith("application/offset+octet-stream") ?? false;
  const finished = await resumable.check(ctx, id, request.method, sendsBytes);
  if (finished) return reply.code(200).headers(finished).send();
  reply.hijack();
  await resumable.pass(ctx, id, request.raw, reply.raw).catch((error: unknown) => {
    request.log.error({ err: error }, "a resumable upload's call failed");
    if (reply.raw.headersSent) return reply.raw.destroy();
    reply.raw.writeHead(500, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
    reply.raw.end(JSON.stringify({ message: "Something went wrong on our side. Please try again." }));
  });
}

export const uploadRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    url: "/api/admin/uploads",
    access: "content.write",
    handler: async (request, reply, { services, config }) => {
      const form = await readForm(request, {
        tmpDir: config.tmpDir,
        media: services.media,
        schema: z.object({}),
        files: { file: { max: 1 } },
        check: (files): Record<string, string> => (files.get("file")?.length ? {} : { file: NO_FILE }),
      });
      const [image] = form.images.get("file")!;
      const upload = await services.staged.stage(operation(request, services), image!);
      return reply.code(201).send({ upload });
    },
  }),
  // A photo the site already stores (the same bytes): held for the save without being sent again.
  apiRoute({
    method: "POST",
    url: "/api/admin/uploads/known",
    access: "content.write",
    bodyLimit: 1024,
    handler: async (request, reply, { services }) => {
      const parsed = knownSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
      const upload = await services.staged.stageStored(operation(request, services), parsed.data.sha256);
      if (!upload) throw new NotFound("The site does not have this photo yet: send it.");
      return reply.code(201).send({ upload });
    },
  }),
  // The tus protocol: POST makes an upload; HEAD asks how much of it arrived; PATCH sends the
  // next bytes; DELETE gives it up.
  apiRoute({
    method: "POST",
    url: RESUMABLE_PATH,
    access: "content.write",
    handler: (request, reply, context) => resumableCall(request, reply, context, null),
  }),
  ...(["HEAD", "PATCH", "DELETE"] as const).map((method) =>
    apiRoute({
      method,
      url: `${RESUMABLE_PATH}/:id`,
      access: "content.write",
      handler: (request, reply, context) => resumableCall(request, reply, context, request.params.id),
    }),
  ),
];
