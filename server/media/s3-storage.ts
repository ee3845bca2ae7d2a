/**
 * Image files in an S3-compatible bucket (docs/architecture.md §5), when `S3_BUCKET` is set: what
 * a site needs on a platform whose disks do not outlive a deploy, or with several processes on
 * several machines. The same interface as the folder (storage.ts): a PUT is atomic, so a crash
 * leaves the old object or the new one and `flush` has nothing to do; the bucket is never listed
 * (the database says which files exist: MediaStore's sweep).
 *
 * The SDK reads the credentials, the region and the endpoint from its own variables
 * (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_REGION`, `AWS_ENDPOINT_URL_S3`). Checksums
 * are sent only where S3 requires them: the default since SDK 3.729 (a CRC trailer on every PUT)
 * is refused by many S3-compatible servers.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { assertStoredName, IMAGE_FILES, storedType, type FileKind, type FileStorage } from "./storage";

export interface S3Options {
  bucket: string;
  /** Put before every key ("sites/builder/"), so that one bucket may hold several sites. */
  prefix: string;
  /** Addresses the bucket as a path (`endpoint/bucket/key`), for servers without a name per bucket. */
  forcePathStyle: boolean;
}

export function createS3Client(options: Pick<S3Options, "forcePathStyle">): S3Client {
  return new S3Client({
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

export function createS3Storage(
  options: S3Options,
  kind: FileKind = IMAGE_FILES,
  client = createS3Client(options),
): FileStorage & { check(): Promise<void> } {
  const key = (name: string) => `${options.prefix}${kind.area}/${name}`;
  const missing = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);
  /** In parts above 5 MB, one PUT below: the object is whole or absent either way. */
  const put = async (name: string, body: Buffer | Readable) => {
    assertStoredName(name, kind);
    await new Upload({
      client,
      params: { Bucket: options.bucket, Key: key(name), Body: body, ContentType: storedType(name), CacheControl: kind.cacheControl },
    }).done();
  };
  return {
    /** Whether the bucket is there and these credentials reach it: asked once at start, so that a mistake shows then. */
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
    },
    write: (name, data) => put(name, data),
    writeFrom: (name, file) => put(name, createReadStream(file)),
    async flush() {},
    async remove(name) {
      if (!kind.names.test(name)) return;
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key(name) }));
    },
    async open(name) {
      if (!kind.names.test(name)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key(name) }));
        return {
          stream: object.Body as Readable,
          size: object.ContentLength ?? 0,
          mtime: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
  };
}
