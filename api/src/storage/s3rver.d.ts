// s3rver ships no types; only what the tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }

  interface KoaContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
  }

  type Middleware = (context: KoaContext, next: () => Promise<void>) => Promise<void> | void;

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware list; the last entry is s3rver's router. */
    middleware: Middleware[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
