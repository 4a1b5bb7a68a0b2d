import type { Express, Response } from "express";
import { gzipSync } from "node:zlib";

/** Under this an answer goes as it is: it fits the first TCP window either way. */
export const COMPRESSION_THRESHOLD_BYTES = 4 * 1024;

/**
 * Above this the compression stream takes it, off the event loop: gzip at once holds the loop for
 * about 0.4 ms per 100 KB.
 */
export const AT_ONCE_LIMIT_BYTES = 256 * 1024;

/**
 * gzip's level 3, not its default 6: on a page of reports it takes half the time (0.08 ms instead of
 * 0.17 ms for 29 KB) for 6 % more bytes (4.4 KB instead of 4.1 KB), a fraction of a TCP window
 * (docs/decisions.md#compression).
 */
export const GZIP_LEVEL = 3;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

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
    if (typeof body !== "string" || !compressesAtOnce(this, body)) return send.call(this, body);
    // The bytes are UTF-8 whatever the type said: what Express writes on a string's type.
    const type = String(this.getHeader("Content-Type")).replace(/;\s*charset=[^;]*/i, "");
    this.setHeader("Content-Type", `${type}; charset=utf-8`);
    this.setHeader("Content-Encoding", "gzip");
    this.vary("Accept-Encoding");
    return send.call(this, gzipSync(body, { level: GZIP_LEVEL }));
  };
}

function compressesAtOnce(res: Response, body: string): boolean {
  // A character is one to three bytes of UTF-8: its length alone decides most answers.
  if (body.length < COMPRESSION_THRESHOLD_BYTES / 3 || body.length > AT_ONCE_LIMIT_BYTES) return false;
  const bytes = Buffer.byteLength(body);
  return (
    bytes >= COMPRESSION_THRESHOLD_BYTES &&
    bytes <= AT_ONCE_LIMIT_BYTES &&
    res.getHeader("Content-Encoding") === undefined &&
    JSON_TYPE.test(String(res.getHeader("Content-Type") ?? "")) &&
    !NO_TRANSFORM.test(String(res.getHeader("Cache-Control") ?? "")) &&
    // A client that prefers the answer as it is gets it as it is (the middleware's rule too).
    res.req.acceptsEncodings("gzip", "identity") === "gzip"
  );
}
