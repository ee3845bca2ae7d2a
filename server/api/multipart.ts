/**
 * Reads a multipart request: text fields into a plain object, files streamed to temporary files
 * with a byte limit (never held whole in memory), each typed by its first bytes (docs/architecture.md §5).
 * Any refused part refuses the whole request, after the rest of the body has been drained.
 */
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import type { Multipart } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { HttpError, InsufficientStorage, Invalid, TooLarge, Unsupported } from "../errors";
import { MB, MULTIPART_LIMITS } from "../media/limits";
import { SNIFF_BYTES, sniffImageFormat } from "../media/sniff";
import { describeFile, type TempUpload } from "../media/upload";

export type FieldValue = string | string[];

export interface ParsedForm {
  fields: Record<string, FieldValue>;
  files: Map<string, TempUpload[]>;
  /** Removes the temporary files; safe to call more than once. */
  cleanup(): Promise<void>;
}

const SUPPORTED = "Use a JPEG, PNG, GIF, WebP, AVIF or SVG image.";
const UNREADABLE = "The form data could not be read.";

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters; busboy fails on longer ones with a plain error. */
function hasValidBoundary(contentType: string): boolean {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? "";
  return boundary.length >= 1 && boundary.length <= 70;
}

export async function readMultipart(request: FastifyRequest, tmpDir: string, fileFields: readonly string[]): Promise<ParsedForm> {
  if (!request.isMultipart()) {
    throw new Unsupported("Send the form as multipart/form-data.");
  }
  if (!hasValidBoundary(String(request.headers["content-type"]))) throw new Invalid({ form: UNREADABLE });
  const values = new Map<string, string[]>();
  const files = new Map<string, TempUpload[]>();
  const temps: string[] = [];
  let firstError: HttpError | null = null;
  /** A file the disk would not take; answered once the whole body has been read. */
  let writeFailure: NodeJS.ErrnoException | null = null;
  const cleanup = async () => {
    await Promise.all(temps.splice(0).map((file) => rm(file, { force: true })));
  };

  try {
    for await (const part of partsOf(request)) {
      // A part without a name in its Content-Disposition belongs to no field.
      if (typeof part.fieldname !== "string") {
        firstError ??= new Invalid({ form: UNREADABLE });
        if (part.type === "file") await drain(part.file);
        continue;
      }
      const field = part.fieldname.replace(/\[\]$/, "");
      if (part.type === "field") {
        if (part.valueTruncated) {
          firstError ??= new Invalid({ [field]: `${field} is too long` });
          continue;
        }
        // Browsers send form text with CRLF line breaks; content is stored with LF. Other control
        // characters are never meant as text.
        const value = (typeof part.value === "string" ? part.value : String(part.value))
          .replace(/\r\n?/g, "\n")
          // eslint-disable-next-line no-control-regex -- removing control characters is the point
          .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
        const list = values.get(field);
        if (list) list.push(value);
        else values.set(field, [value]);
        continue;
      }
      // When the body ends inside a file, busboy hands that file over already destroyed, and
      // reading it would wait for ever: the form was cut short.
      if (part.file.destroyed) {
        firstError ??= new Invalid({ form: UNREADABLE });
        continue;
      }
      if (firstError || !fileFields.includes(field)) {
        firstError ??= new Invalid({ [field]: `Unexpected file field "${field.slice(0, 50)}"` });
        await drain(part.file);
        continue;
      }
      const target = path.join(tmpDir, `upload-${randomBytes(12).toString("hex")}`);
      temps.push(target);
      const hash = createHash("sha256");
      let head = Buffer.alloc(0);
      let bytes = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
          bytes += chunk.length;
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      try {
        const refused = await storeFile(part.file, meter, target);
        if (refused) {
          firstError ??= DISK_FULL.has(refused.code ?? "") ? new InsufficientStorage() : null;
          writeFailure ??= refused;
          continue;
        }
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          firstError ??= new TooLarge(
            `${describeFile(part.filename)} is larger than ${MULTIPART_LIMITS.fileSize / MB} MB. Choose a smaller image.`,
            field,
          );
          continue;
        }
        throw error;
      }
      if (part.file.truncated) {
        firstError ??= new TooLarge(
          `${describeFile(part.filename)} is larger than ${MULTIPART_LIMITS.fileSize / MB} MB. Choose a smaller image.`,
          field,
        );
        continue;
      }
      const format = bytes === 0 ? null : sniffImageFormat(head);
      if (!format) {
        firstError ??= new Unsupported(`${describeFile(part.filename)} is not an image this site can use. ${SUPPORTED}`, field);
        continue;
      }
      const upload: TempUpload = { path: target, field, clientName: part.filename, bytes, sha256: hash.digest("hex"), format };
      const list = files.get(field);
      if (list) list.push(upload);
      else files.set(field, [upload]);
    }
  } catch (error) {
    await cleanup();
    // A file over the limit is reported by its own stream and again by the part iterator:
    // the first report names the file.
    throw firstError ?? translateMultipartError(error);
  }
  if (firstError || writeFailure) {
    await cleanup();
    throw firstError ?? writeFailure;
  }
  const fields: Record<string, FieldValue> = {};
  for (const [key, list] of values) {
    Object.defineProperty(fields, key, { value: list.length === 1 ? list[0] : list, enumerable: true, configurable: true, writable: true });
  }
  return { fields, files, cleanup };
}

/** How long a body that has arrived whole may take to yield its next part. */
const STALL_MS = 10_000;
const STALL_CHECK_MS = 1_000;

/**
 * The parts of the request's form. A body received whole must yield its next part within
 * STALL_MS: @fastify/busboy 3.2.6 stops for ever on a part it skips (a bare CR or LF in its
 * name or file name) once that part holds more than 16 KB, and no socket timeout applies to a
 * request that has arrived whole.
 */
async function* partsOf(request: FastifyRequest): AsyncGenerator<Multipart> {
  const iterator = request.parts({ limits: MULTIPART_LIMITS })[Symbol.asyncIterator]();
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    let idle = 0;
    const stalled = new Promise<never>((_, reject) => {
      timer = setInterval(() => {
        idle = request.raw.complete ? idle + STALL_CHECK_MS : 0;
        if (idle >= STALL_MS) reject(new Invalid({ form: UNREADABLE }));
      }, STALL_CHECK_MS);
    });
    let result: IteratorResult<Multipart>;
    try {
      result = await Promise.race([iterator.next(), stalled]);
    } finally {
      clearInterval(timer);
    }
    if (result.done) return;
    yield result.value;
  }
}

/** A disk with no room, as the file system reports it. */
const DISK_FULL = new Set(["ENOSPC", "EDQUOT"]);

/**
 * Writes a part's file to `target` through `meter`. When the disk refuses a write, the rest of
 * the part is still read and discarded, and the refusal is returned: destroying busboy's stream
 * would stall the form, and a client still sending its body would see its connection cut instead
 * of the answer. An error of the form itself is thrown.
 */
async function storeFile(source: Readable, meter: Transform, target: string): Promise<NodeJS.ErrnoException | null> {
  let sourceError: unknown = null;
  const onSourceError = (error: Error) => {
    sourceError = error;
    meter.destroy(error);
  };
  source.once("error", onSourceError);
  source.pipe(meter);
  try {
    await pipeline(meter, createWriteStream(target, { flags: "wx" }));
    return null;
  } catch (error) {
    if (sourceError) throw sourceError;
    source.unpipe(meter);
    await drain(source);
    return error as NodeJS.ErrnoException;
  } finally {
    source.off("error", onSourceError);
  }
}

/**
 * Reads a part's file to its end, discarding it. busboy destroys the file of a form that ends
 * early without an error, so waiting for "end" alone could wait for ever; `finished` also settles
 * on a stream that is (or becomes) destroyed.
 */
async function drain(stream: Readable): Promise<void> {
  if (stream.destroyed) return;
  stream.resume();
  await finished(stream).catch(() => undefined);
}

function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  switch (code) {
    case "FST_FILES_LIMIT":
      return new TooLarge(`Too many files: at most ${MULTIPART_LIMITS.files} images can be sent at once.`);
    case "FST_PARTS_LIMIT":
      return new TooLarge(`Too many form parts: at most ${MULTIPART_LIMITS.parts} are accepted.`);
    case "FST_FIELDS_LIMIT":
      return new TooLarge(`Too many form fields: at most ${MULTIPART_LIMITS.fields} are accepted.`);
    case "FST_REQ_FILE_TOO_LARGE":
      return new TooLarge(`An image is larger than ${MULTIPART_LIMITS.fileSize / MB} MB. Choose a smaller image.`);
    // ERR_STREAM_PREMATURE_CLOSE: a file's stream closed before its end, the form stopped mid-file.
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
    case "FST_PROTO_VIOLATION":
    case "ERR_STREAM_PREMATURE_CLOSE":
      return new Invalid({ form: UNREADABLE });
    default:
      if (error instanceof HttpError) return error;
      // busboy reports malformed bodies as plain errors ("Unexpected end of form", "Malformed part header")
      if (error instanceof Error && /form|part|boundary|multipart/i.test(error.message)) {
        return new Invalid({ form: UNREADABLE });
      }
      return error;
  }
}
