import type { Express, Response } from "express";
import { gzipSync } from "node:zlib";

/** Under this an answer goes as it is: it fits the first TCP window either way. */
export const COMPRESSION_THRESHOLD_BYTES = 4 * 1024;

/**
 * Above this the compression stream takes it, off the event loop: gzip at once holds the loop for
 * about 0.4 ms per 100 KB.
 */
const AT_ONCE_LIMIT_BYTES = 256 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * JSON answers of a few to a few hundred kilobytes are gzipped in one call as they are sent, instead of
 * through the `compression` middleware's stream, which cost a page of reports more than anything but
 * its data (docs/decisions.md#compression). Everything else, larger JSON included, still goes through
 * the middleware, which also serves clients that accept brotli or deflate but not gzip.
 *
 * Installed on the app's response prototype once, so that every `res.json` and every `res.send` of a
 * JSON string (Apollo's) takes it.
 */
export function compressJsonAtOnce(app: Express): void {
  const send = app.response.send;
  app.response.send = function sendCompressedJson(this: Response, body?: unknown) {
    if (
      typeof body !== "string" ||
      body.length < COMPRESSION_THRESHOLD_BYTES ||
      body.length > AT_ONCE_LIMIT_BYTES ||
      this.getHeader("Content-Encoding") !== undefined ||
      !JSON_TYPE.test(String(this.getHeader("Content-Type") ?? "")) ||
      this.req.acceptsEncodings("gzip") !== "gzip"
    ) {
      return send.call(this, body);
    }
    // What Express adds to a string's type, and not to the bytes sent instead.
    const type = String(this.getHeader("Content-Type"));
    if (!/;\s*charset=/i.test(type)) this.setHeader("Content-Type", `${type}; charset=utf-8`);
    this.setHeader("Content-Encoding", "gzip");
    this.vary("Accept-Encoding");
    return send.call(this, gzipSync(body));
  };
}
