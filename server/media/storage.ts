/**
 * Where image files live: a folder of the data folder by default, or an S3-compatible bucket
 * (s3-storage.ts). Names are made by the server and checked again here, so no name can address a
 * file outside the folder.
 */
import { randomBytes } from "node:crypto";
import { constants, createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { STORED_NAME } from "../../domain/images";
import type { S3Options } from "./s3-storage";

/**
 * What a storage holds: the site's images (public once placed, never changed under their name), or
 * the parts of unfinished resumable uploads (resumable-store.ts). Each has its folder or its part
 * of the bucket, and the names the server makes for it; no other name is written or read.
 */
export interface FileKind {
  /** The bucket's folder under the prefix ("uploads/"); a local storage is given its folder. */
  area: string;
  names: RegExp;
  /** Sent with each object of a bucket. */
  cacheControl?: string;
}

export const IMAGE_FILES: FileKind = {
  area: "uploads",
  names: STORED_NAME,
  // The name is the content's hash: a file never changes under it.
  cacheControl: "public, max-age=31536000, immutable",
};

export interface FileStorage {
  /** Writes durably (temporary file, fsync, rename) so that a crash leaves the old state or the new. */
  write(name: string, data: Buffer): Promise<void>;
  /** The same, from a file on this machine's disk, streamed rather than held in memory. */
  writeFrom(name: string, file: string): Promise<void>;
  /** Makes the renames of earlier writes durable. */
  flush(): Promise<void>;
  remove(name: string): Promise<void>;
  /**
   * Every file's name: a folder's alone. A bucket is never listed (a listing costs, and is only
   * eventually whole); the database says what it holds.
   */
  list?(): Promise<string[]>;
  open(name: string): Promise<{ stream: Readable; size: number; mtime: Date } | null>;
}

const TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

/** The content type of a stored file, by the extension the server gave it. */
export function storedType(name: string): string {
  return TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream";
}

/** A stored file's bytes, whole, or null when there is none. */
export async function readStored(storage: Pick<FileStorage, "open">, name: string): Promise<Buffer | null> {
  const file = await storage.open(name);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Where the configuration keeps files of `kind`: its bucket (checked once: a wrong name, region or
 * key stops the start with the SDK's reason), or `folder` of the data folder. The AWS SDK is loaded
 * only for a bucket, so a site on a folder does not pay for it at start.
 */
export async function openStorage(where: { s3?: S3Options; folder: string }, kind: FileKind = IMAGE_FILES): Promise<FileStorage> {
  const options = where.s3;
  if (!options) return createLocalStorage(where.folder, kind);
  const storage = (await import("./s3-storage")).createS3Storage(options, kind);
  try {
    await storage.check();
  } catch (error) {
    throw new Error(
      `The bucket ${options.bucket} cannot be reached: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    );
  }
  return storage;
}

export function assertStoredName(name: string, kind: FileKind = IMAGE_FILES): void {
  if (!kind.names.test(name)) throw new Error(`Refusing a file name the server did not make: ${JSON.stringify(name)}`);
}

export async function createLocalStorage(folder: string, kind: FileKind = IMAGE_FILES): Promise<FileStorage> {
  await mkdir(folder, { recursive: true });
  /** Puts `fill`'s bytes in a temporary file of the folder, fsyncs it, and renames it to `name`. */
  const durably = async (name: string, fill: (temp: string) => Promise<void>) => {
    assertStoredName(name, kind);
    const temp = path.join(folder, `.tmp-${randomBytes(8).toString("hex")}`);
    try {
      await fill(temp);
      const handle = await open(temp, constants.O_RDWR);
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await rename(temp, path.join(folder, name));
  };
  return {
    write: (name, data) => durably(name, (temp) => writeFile(temp, data, { flag: "wx", mode: 0o644 })),
    writeFrom: (name, file) => durably(name, (temp) => copyFile(file, temp, constants.COPYFILE_EXCL)),
    async flush() {
      const dir = await open(folder, constants.O_RDONLY);
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
    },
    async remove(name) {
      if (name.includes("/") || name.includes("\\") || name === "." || name === "..") return;
      await rm(path.join(folder, name), { force: true });
    },
    async list() {
      return readdir(folder);
    },
    async open(name) {
      if (!kind.names.test(name)) return null;
      const file = path.join(folder, name);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size, mtime: info.mtime };
      } catch {
        return null;
      }
    },
  };
}
