import express from "express";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLogging } from "./request-log";

const lines: Array<Record<string, unknown>> = [];
const logger = pino(
  { base: null },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  }),
);

let baseUrl: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(requestLogging(logger, { ignore: (path) => path === "/health" }));
  app.get("/health", (_req, res) => void res.json({ ok: true }));
  app.get("/photo", (req, res) => {
    req.log.info({ photoId: "p1" }, "photo processed");
    res.redirect("/storage/p1?expires=1&signature=secreto");
  });
  app.get("/broken", (_req, res) => void res.status(500).json({ error: "x" }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** The request line is written once the answer has gone: wait for it. */
async function linesAfter(path: string, headers: Record<string, string> = {}) {
  const before = lines.length;
  await fetch(baseUrl + path, { headers, redirect: "manual" });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return lines.slice(before);
}

describe("request logging", () => {
  it("writes one line per answer: method, URL and Location without secrets, status, time; no headers", async () => {
    const logged = await linesAfter("/photo?code=abc", { cookie: "reporta.sid=s%3Asecreto" });
    expect(logged).toHaveLength(2);
    const [own, answered] = logged as [Record<string, unknown>, Record<string, unknown>];
    // The handler's own line names its request.
    expect(own).toMatchObject({
      msg: "photo processed",
      photoId: "p1",
      req: { method: "GET", url: "/photo?code=[oculto]" },
    });
    expect(answered).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { id: (own.req as { id: number }).id, method: "GET", url: "/photo?code=[oculto]" },
      res: { statusCode: 302, location: "/storage/p1?expires=1&signature=[oculto]" },
    });
    expect(typeof answered.responseTime).toBe("number");
    expect(JSON.stringify(logged)).not.toContain("secreto");
  });

  it("logs server errors at error level and leaves out ignored paths", async () => {
    const failed = await linesAfter("/broken");
    expect(failed).toMatchObject([{ level: 50, msg: "request failed", res: { statusCode: 500 } }]);
    expect(await linesAfter("/health")).toEqual([]);
  });
});
