/**
 * The configuration of a site on PostgreSQL and a bucket (server/config.ts, docs/deploy.md): a
 * malformed value stops the start with a message naming the variable, and what is accepted is
 * kept as the server and the browser will use it.
 */
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

describe("the storage's configuration", () => {
  it("keeps photos in the data folder unless S3_BUCKET names a bucket, whose region must be given", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(refusal({ S3_BUCKET: "builder-sites" })).toMatch(/AWS_REGION must be set with S3_BUCKET/);
    expect(loadConfig({ S3_BUCKET: "builder-sites", AWS_REGION: "auto", S3_PREFIX: "/one/site", S3_FORCE_PATH_STYLE: "true" }).s3).toEqual({
      bucket: "builder-sites",
      prefix: "one/site/",
      forcePathStyle: true,
    });
  });

  it("refuses a bucket name S3 would not take, and a prefix that climbs out of itself", () => {
    expect(refusal({ S3_BUCKET: "Builder_Sites", AWS_REGION: "auto" })).toMatch(/S3_BUCKET must be a bucket's name/);
    expect(refusal({ S3_BUCKET: "sites", AWS_REGION: "auto", S3_PREFIX: "one/../other" })).toMatch(/S3_PREFIX must not have a \. or \.\./);
    expect(refusal({ S3_BUCKET: "sites", AWS_REGION: "auto", S3_PREFIX: "a b" })).toMatch(/S3_PREFIX may hold only/);
  });

  it("keeps MEDIA_URL as a browser reads it, without its last slash, and refuses http beside an https site", () => {
    expect(loadConfig({ MEDIA_URL: "https://media.example.in/up loads/" }).mediaUrl).toBe("https://media.example.in/up%20loads");
    expect(refusal({ MEDIA_URL: "ftp://media.example.in" })).toMatch(/MEDIA_URL must be an http or https URL/);
    expect(refusal({ MEDIA_URL: "https://media.example.in/?v=1" })).toMatch(/MEDIA_URL must not have a query/);
    expect(refusal({ SITE_URL: "https://www.example.in", MEDIA_URL: "http://media.example.in" })).toMatch(/MEDIA_URL must be an https URL/);
  });
});
