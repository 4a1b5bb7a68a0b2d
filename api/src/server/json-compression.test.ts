import compression from "compression";
import express from "express";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, type RawAnswer } from "../../test/support/raw-http";
import {
  AT_ONCE_LIMIT_BYTES,
  COMPRESSION_THRESHOLD_BYTES,
  compressJsonAtOnce,
  GZIP_LEVEL,
} from "./json-compression";

// The app's pair (app.ts): gzip at once for mid-size JSON, the middleware's stream for the rest.
const app = express();
compressJsonAtOnce(app);
app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES }));
// `{"text":"…"}` of `count` times `char`.
const text = (req: express.Request) =>
  ((req.query.char as string | undefined) ?? "x").repeat(Number(req.query.count));
app.get("/json", (req, res) => {
  res.json({ text: text(req) });
});
// Words in an order that repeats rarely, as a page of reports does: gzip's levels differ on it.
const WORDS = ["bache", "poste", "calle", "barrio", "luz", "agua", "riomar", "parque", "andén", "basura"];
const words = (count: number) => {
  let seed = 7;
  return Array.from({ length: count }, () => WORDS[(seed = (seed * 48271) % 2147483647) % WORDS.length]).join(
    " ",
  );
};
app.get("/json-words", (req, res) => {
  res.json({ text: words(Number(req.query.count)) });
});
app.get("/json-no-transform", (req, res) => {
  res.set("Cache-Control", "no-transform").json({ text: text(req) });
});
app.get("/json-encoded", (req, res) => {
  res
    .set("Content-Encoding", "br")
    .type("json")
    .send(JSON.stringify({ text: text(req) }));
});
app.get("/html", (req, res) => {
  res.type("html").send(`<p>${text(req)}</p>`);
});

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function request(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return rawRequest(`${base}${path}`, { method, headers });
}

const GZIP = { "accept-encoding": "gzip" };
/** Gzipped in one call: its length is known before it goes, where the stream sends chunks. */
const atOnce = (answer: RawAnswer) =>
  answer.headers["content-encoding"] === "gzip" &&
  answer.headers["transfer-encoding"] === undefined &&
  Number(answer.headers["content-length"]) === answer.body.length;
const streamed = (answer: RawAnswer) =>
  answer.headers["content-encoding"] === "gzip" &&
  answer.headers["transfer-encoding"] === "chunked" &&
  answer.headers["content-length"] === undefined;

describe("compressJsonAtOnce (docs/decisions.md#compression)", () => {
  it("gzips JSON of 4 KB at once, typed as UTF-8 JSON, varying by Accept-Encoding", async () => {
    const answer = await request("/json?count=5000", GZIP);
    expect(atOnce(answer)).toBe(true);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(answer.body).toString("utf8"))).toEqual({ text: "x".repeat(5000) });
  });

  it("gzips at level GZIP_LEVEL, quicker than gzip's default for a few more bytes", async () => {
    const json = JSON.stringify({ text: words(4000) });
    const answer = await request("/json-words?count=4000", GZIP);
    expect(atOnce(answer)).toBe(true);
    expect(answer.body.equals(gzipSync(json, { level: GZIP_LEVEL }))).toBe(true);
    expect(answer.body.equals(gzipSync(json))).toBe(false);
  });

  it("counts bytes, not characters, at both ends", async () => {
    // 2,100 «é» are 4,200 bytes: over the threshold though under 4,096 characters.
    const accented = await request("/json?count=2100&char=%C3%A9", GZIP);
    expect(atOnce(accented)).toBe(true);
    expect(JSON.parse(gunzipSync(accented.body).toString("utf8"))).toEqual({ text: "é".repeat(2100) });
    // 1,500 «é» are 3,000 bytes: under it.
    const small = await request("/json?count=1500&char=%C3%A9", GZIP);
    expect(small.headers["content-encoding"]).toBeUndefined();
    // 100,000 «日» are 300,000 bytes: over the limit though under 256 K characters, so the stream.
    const wide = await request("/json?count=100000&char=%E6%97%A5", GZIP);
    expect(streamed(wide)).toBe(true);
  });

  it("leaves larger JSON and other types to the stream", async () => {
    expect(streamed(await request(`/json?count=${AT_ONCE_LIMIT_BYTES + 1}`, GZIP))).toBe(true);
    expect(streamed(await request("/html?count=5000", GZIP))).toBe(true);
  });

  it("sends JSON as it is to a client that prefers it so, and where the answer must not be transformed", async () => {
    for (const answer of [
      await request("/json?count=5000", { "accept-encoding": "gzip;q=0.1, identity" }),
      await request("/json?count=5000", { "accept-encoding": "identity" }),
      await request("/json?count=5000"),
      await request("/json-no-transform?count=5000", GZIP),
    ]) {
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(answer.body.toString("utf8"))).toEqual({ text: "x".repeat(5000) });
    }
  });

  it("does not encode an answer that already has an encoding", async () => {
    const answer = await request("/json-encoded?count=5000", GZIP);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(answer.body.toString("utf8"))).toEqual({ text: "x".repeat(5000) });
  });

  it("answers HEAD with GET's headers, and a matching If-None-Match with 304", async () => {
    const get = await request("/json?count=5000", GZIP);
    const head = await request("/json?count=5000", GZIP, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
    const revalidated = await request("/json?count=5000", { ...GZIP, "if-none-match": get.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });
});
