/**
 * Photos sent resumably, by the tus protocol (@tus/server, docs/api.md "Uploads"): a phone on a
 * weak network sends a photo in one or more PATCH requests and, when the connection drops, asks how
 * much arrived (HEAD) and sends only the rest, through whichever process answers. The bytes wait as
 * parts the database counts (resumable-store.ts), in the data folder's `resumable/` or the bucket.
 * When the last byte arrives, the parts are gathered in tmp/ and the photo goes the way of every
 * upload (sniffed, decoded and re-encoded: process.ts) and is held for the save
 * (services/staged-uploads.ts); the answer, and any later HEAD, carries the reference the save
 * names it by. An upload that is not finished within its day is removed by the scheduler's
 * "uploads" task.
 */
import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Server, type Upload } from "@tus/server";
import type { DB } from "../db/database";
import { HttpError, NotFound } from "../errors";
import { ResumableStore, tusRefusal } from "./resumable-store";
import type { FileStorage } from "./storage";
import { SNIFF_BYTES, sniffImageFormat } from "./sniff";
import { describeFile, type TempUpload } from "./upload";

/** Where the protocol's calls are: POST here makes an upload, `{path}/{id}` takes its bytes. */
export const RESUMABLE_PATH = "/api/admin/uploads/resumable";

/** An upload's id as @tus/server makes them (32 hex digits), and nothing else. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

export const NOT_AN_IMAGE = "is not an image this site can use. Use a JPEG, PNG, GIF, WebP, AVIF or SVG image.";

/** What a finished upload became: the reference a save names it by, and what else is told. */
export interface Held {
  reference: string;
}

/** `Ctx`: who makes the call (the API's operation context); `ownerOf` names them. */
export interface ResumableOptions<Ctx> {
  db: DB;
  /** Where the parts wait (a folder of their own, or the bucket's `resumable/`). */
  parts: FileStorage;
  /** Where a finished upload's parts are gathered into one file. */
  tmpDir: string;
  clock: () => Date;
  maxBytes: number;
  /** How long an unfinished upload is kept. */
  expiresMs: number;
  ownerOf(ctx: Ctx): string;
  /** Turns a finished upload into a photo held for the save. */
  finish(ctx: Ctx, upload: TempUpload, uploadId: string): Promise<Held>;
  /** Told of a part that the sweep could not remove. */
  onError?: (error: unknown) => void;
  /** The photo a finished upload already became (a lost answer asked again), with the upload's size. */
  finished(ctx: Ctx, uploadId: string): Promise<(Held & { bytes: number }) | null>;
}

/** Reads a finished upload's file as the media pipeline takes it: its size, hash and kind by its bytes. */
async function tempUploadOf(file: string, clientName: string): Promise<TempUpload> {
  const hash = createHash("sha256");
  let head = Buffer.alloc(0);
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
    bytes += chunk.length;
    hash.update(chunk);
  }
  const format = bytes === 0 ? null : sniffImageFormat(head);
  if (!format)
    throw new HttpError(415, `${describeFile(clientName)} ${NOT_AN_IMAGE}`, { file: `${describeFile(clientName)} ${NOT_AN_IMAGE}` });
  return { path: file, field: "file", clientName, bytes, sha256: hash.digest("hex"), format };
}

/** A thrown error as @tus/server answers it: a refusal of ours as such; anything else goes on as it is. */
function asTusError(error: unknown): { status_code: number; body: string } {
  if (error instanceof HttpError) return tusRefusal(error);
  throw error;
}

export function createResumableUploads<Ctx>(options: ResumableOptions<Ctx>) {
  const store = new ResumableStore({
    db: options.db,
    parts: options.parts,
    tmpDir: options.tmpDir,
    expiresMs: options.expiresMs,
    clock: options.clock,
    onError: options.onError,
  });
  // The operation each request runs as (the signed-in administrator the API's guard found).
  // Each request's operation (the signed-in administrator the API's guard found) and the upload
  // `check` let it reach: @tus/server is given that id, never one it reads from the URL itself.
  const calls = new WeakMap<IncomingMessage, { ctx: Ctx; id: string | null }>();
  const callOf = (request: Request) => {
    const node = (request as Request & { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
    const call = node ? calls.get(node) : undefined;
    if (!call) throw new Error("A resumable upload reached its handler without the admin guard");
    return call;
  };

  /**
   * Makes a finished upload a photo held for the save, and lets its parts go. A photo refused is
   * not kept (sending it again would be refused again); on any other failure (the bucket, the
   * database) the parts stay, and the next HEAD finishes it.
   */
  async function complete(ctx: Ctx, id: string, filename: string): Promise<Held> {
    const whole = path.join(options.tmpDir, `resumable-${randomBytes(8).toString("hex")}`);
    try {
      await store.assemble(id, whole);
      const staged = await options.finish(ctx, await tempUploadOf(whole, filename), id);
      // The photo is held: a removal that fails leaves the parts to the day-old sweep.
      await store.remove(id).catch(() => undefined);
      return staged;
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) await store.remove(id).catch(() => undefined);
      throw error;
    } finally {
      await rm(whole, { force: true });
    }
  }

  const server = new Server({
    path: RESUMABLE_PATH,
    datastore: store,
    maxSize: options.maxBytes,
    // The Location a phone resumes at is a path: never built from a Host header.
    relativeLocation: true,
    // Same origin only: no CORS header at all.
    allowedOrigins: [],
    exposedHeaders: ["Upload-Reference"],
    getFileIdFromRequest: (request) => callOf(request).id ?? undefined,
    onUploadCreate: async (request, upload) => ({ metadata: { ...upload.metadata, owner: options.ownerOf(callOf(request).ctx) } }),
    onUploadFinish: async (request, upload: Upload) => {
      try {
        const staged = await complete(callOf(request).ctx, upload.id, upload.metadata?.filename ?? "The photo");
        return {
          status_code: 200,
          headers: { "Upload-Reference": staged.reference, "Content-Type": "application/json; charset=utf-8" },
          body: JSON.stringify({ upload: staged }),
        };
      } catch (error) {
        throw asTusError(error);
      }
    },
  });

  return {
    /**
     * Checks a call of the protocol on the upload `id` (null: making one; `sendsBytes`: with bytes
     * in it, which come by PATCH alone) before it is answered: an upload is reachable by its
     * uploader alone, else NotFound. For a HEAD on an upload that is finished, answers the headers
     * to send (with its reference), finishing it first if it was not (its last PATCH's process
     * died, or the bucket failed then); otherwise null, and `pass` answers the call.
     */
    async check(ctx: Ctx, id: string | null, method: string, sendsBytes = false): Promise<Record<string, string> | null> {
      if (id === null) {
        if (sendsBytes) throw new HttpError(400, "Make the upload first, then send the photo's bytes with PATCH.");
        return null;
      }
      if (!UPLOAD_ID.test(id)) throw new NotFound("No such upload.");
      const answer = (done: Held, bytes: number) => ({
        "Tus-Resumable": "1.0.0",
        "Upload-Offset": String(bytes),
        "Upload-Length": String(bytes),
        "Upload-Reference": done.reference,
      });
      if (method === "HEAD") {
        const done = await options.finished(ctx, id);
        if (done) return answer(done, done.bytes);
      }
      if ((await store.ownerOf(id)) !== options.ownerOf(ctx)) throw new NotFound("No such upload.");
      if (method === "HEAD") {
        const upload = await store.getUpload(id);
        if (upload.size !== undefined && upload.offset === upload.size) {
          return answer(await complete(ctx, id, upload.metadata?.filename ?? "The photo"), upload.size);
        }
      }
      return null;
    },
    /** Answers a call `check` let through, on the upload `id`, as the administrator of `ctx`. */
    async pass(ctx: Ctx, id: string | null, req: IncomingMessage, res: ServerResponse): Promise<void> {
      calls.set(req, { ctx, id });
      res.setHeader("Cache-Control", "no-store");
      await server.handle(req, res);
    },
    /** Removes the unfinished uploads older than their day; answers how many. */
    cleanUp: () => server.cleanUpExpiredUploads(),
  };
}

export type ResumableUploads<Ctx> = ReturnType<typeof createResumableUploads<Ctx>>;
