/** The part of s3rver 3.7 (no types of its own) the tests use: tests/support/s3.ts. */
declare module "s3rver" {
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
