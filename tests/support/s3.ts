/**
 * An S3-compatible server for the tests (s3rver, on a free port, its objects in a temporary
 * folder): started once per test process when TEST_S3 is set (`npm run test:api:pg` sets it), with
 * a new bucket for each test server. The site reaches it only through the AWS SDK and its own
 * variables, as it would a real bucket; the tests may list a bucket, the site never does.
 */
import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { createS3Client } from "../../server/media/s3-storage";

export const ON_BUCKET = process.env.TEST_S3 === "1";

let started: Promise<{ endpoint: string }> | undefined;

/**
 * Starts the server once for this process, and points the SDK's own variables at it; a process
 * whose parent started it already (TEST_S3_ENDPOINT, `npm run test:e2e:pg`) uses that one.
 */
export function startS3(): Promise<{ endpoint: string }> {
  const given = process.env.TEST_S3_ENDPOINT;
  if (given) return Promise.resolve({ endpoint: given });
  started ??= (async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "site-s3-"));
    const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
    const { port } = (await server.run()) as { port: number };
    const endpoint = `http://127.0.0.1:${port}`;
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      AWS_REGION: "us-east-1",
      AWS_ENDPOINT_URL_S3: endpoint,
      TEST_S3_ENDPOINT: endpoint,
      // The SDK's notice about its later releases' Node.js, once per process.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    });
    process.once("exit", () => {
      void server.close();
      void rm(directory, { recursive: true, force: true });
    });
    return { endpoint };
  })();
  return started;
}

/** The environment of a server whose images go to a new bucket of its own. */
export async function newTestBucket(): Promise<Record<string, string>> {
  await startS3();
  const bucket = `site-${randomBytes(6).toString("hex")}`;
  await createS3Client({ forcePathStyle: true }).send(new CreateBucketCommand({ Bucket: bucket }));
  return { S3_BUCKET: bucket, S3_PREFIX: "site/", S3_FORCE_PATH_STYLE: "true", AWS_REGION: "us-east-1" };
}

/** Reads and writes a bucket's image files by their stored names, as a test looks at a folder. */
export function bucketFiles(bucket: string, prefix: string, area = "uploads") {
  const client = createS3Client({ forcePathStyle: true });
  const key = (name: string) => `${prefix}${area}/${name}`;
  return {
    async list(): Promise<string[]> {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}${area}/`, ContinuationToken: token }));
        for (const object of page.Contents ?? []) names.push(object.Key!.slice(`${prefix}${area}/`.length));
        token = page.NextContinuationToken;
      } while (token);
      return names.sort();
    },
    async read(name: string): Promise<Buffer | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async write(name: string, data: Buffer | string): Promise<void> {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(name), Body: data }));
    },
    async remove(name: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
    },
  };
}
