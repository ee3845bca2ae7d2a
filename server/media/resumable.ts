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
import { ResumableStore } from "./resumable-store";
import type { FileStorage } from "./storage";
import { SNIFF_BYTES, sniffImageFormat } from "./sniff";
import { describeFile, type TempUpload } from "./upload";

/** Where the protocol's calls are: POST here makes an upload, `{path}/{id}` takes its bytes. */
export const RESUMABLE_PATH = "/api/admin/uploads/resumable";

/** The data folder's folder the parts wait in without a bucket, until finished or a day old. */
export const RESUMABLE_DIR = "resumable";

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

/** A thrown error as @tus/server answers it: its status, and our `{ message, errors? }` body. */
function asTusError(error: unknown): { status_code: number; body: string } {
  if (error instanceof HttpError) {
    return {
      status_code: error.status,
      body: JSON.stringify(error.errors ? { message: error.message, errors: error.errors } : { message: error.message }),
    };
  }
  throw error;
}

export function createResumableUploads<Ctx>(options: ResumableOptions<Ctx>) {
  const store = new ResumableStore({
    db: options.db,
    parts: options.parts,
    tmpDir: options.tmpDir,
    expiresMs: options.expiresMs,
    clock: options.clock,
  });
  // The operation each request runs as (the signed-in administrator the API's guard found).
  const contexts = new WeakMap<IncomingMessage, Ctx>();
  const contextOf = (request: Request) => {
    const node = (request as Request & { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
    const ctx = node ? contexts.get(node) : undefined;
    if (!ctx) throw new Error("A resumable upload reached its handler without the admin guard");
    return ctx;
  };

  const server = new Server({
    path: RESUMABLE_PATH,
    datastore: store,
    maxSize: options.maxBytes,
    // The Location a phone resumes at is a path: never built from a Host header.
    relativeLocation: true,
    // Same origin only: no CORS header at all.
    allowedOrigins: [],
    exposedHeaders: ["Upload-Reference"],
    onUploadCreate: async (request, upload) => ({ metadata: { ...upload.metadata, owner: options.ownerOf(contextOf(request)) } }),
    onUploadFinish: async (request, upload: Upload) => {
      const ctx = contextOf(request);
      const whole = path.join(options.tmpDir, `resumable-${randomBytes(8).toString("hex")}`);
      try {
        await store.assemble(upload.id, whole);
        const file = await tempUploadOf(whole, upload.metadata?.filename ?? "The photo");
        const staged = await options.finish(ctx, file, upload.id);
        await store.remove(upload.id);
        return {
          status_code: 200,
          headers: { "Upload-Reference": staged.reference, "Content-Type": "application/json; charset=utf-8" },
          body: JSON.stringify({ upload: staged }),
        };
      } catch (error) {
        // A photo refused is not kept: sending it again would be refused again.
        await store.remove(upload.id).catch(() => undefined);
        throw asTusError(error);
      } finally {
        await rm(whole, { force: true });
      }
    },
  });

  /** Whether the upload `id` is `ctx`'s own (unfinished). */
  async function owns(ctx: Ctx, id: string): Promise<boolean> {
    try {
      const upload = await store.getUpload(id);
      return upload.metadata?.owner === options.ownerOf(ctx);
    } catch {
      return false;
    }
  }

  return {
    /**
     * Checks a call of the protocol on the upload `id` (null: making one) before it is answered:
     * an upload is reachable by its uploader alone, else NotFound. For a HEAD on an upload that
     * is finished already, answers the headers to send (with its reference); otherwise null, and
     * `pass` answers the call.
     */
    async check(ctx: Ctx, id: string | null, method: string): Promise<Record<string, string> | null> {
      if (id === null) return null;
      if (!UPLOAD_ID.test(id)) throw new NotFound("No such upload.");
      if (method === "HEAD") {
        const done = await options.finished(ctx, id);
        if (done) {
          return {
            "Tus-Resumable": "1.0.0",
            "Upload-Offset": String(done.bytes),
            "Upload-Length": String(done.bytes),
            "Upload-Reference": done.reference,
          };
        }
      }
      if (!(await owns(ctx, id))) throw new NotFound("No such upload.");
      return null;
    },
    /** Answers a checked call, as the administrator of `ctx`. */
    async pass(ctx: Ctx, req: IncomingMessage, res: ServerResponse): Promise<void> {
      contexts.set(req, ctx);
      res.setHeader("Cache-Control", "no-store");
      await server.handle(req, res);
    },
    /** Removes the unfinished uploads older than their day; answers how many. */
    cleanUp: () => server.cleanUpExpiredUploads(),
  };
}

export type ResumableUploads<Ctx> = ReturnType<typeof createResumableUploads<Ctx>>;
