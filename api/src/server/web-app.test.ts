import express from "express";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webAppRouter } from "./web-app";

const INDEX_HTML =
  '<!doctype html><title>Reporta Riomar</title><div id=root data-prerendered="landing"><h1>Landing</h1></div>';
const APP_HTML = "<!doctype html><title>Reporta Riomar</title><div id=root></div>";
const ASSET_JS = "console.log('app');";

let distDir: string;
let httpServer: Server;
let baseUrl: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), "reporta-web-dist-"));
  await mkdir(path.join(distDir, "assets"));
  await writeFile(path.join(distDir, "index.html"), INDEX_HTML);
  await writeFile(path.join(distDir, "app.html"), APP_HTML);
  await writeFile(path.join(distDir, "assets", "app-abc123.js"), ASSET_JS);
  await writeFile(path.join(distDir, "robots.txt"), "User-agent: *\n");

  const app = express();
  app.use(webAppRouter(distDir));
  httpServer = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => httpServer?.close(resolve));
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

describe("webAppRouter", () => {
  it("caches content-hashed assets for a year, immutable", async () => {
    const response = await fetch(`${baseUrl}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(ASSET_JS);
    const cacheControl = response.headers.get("cache-control") ?? "";
    expect(cacheControl).toContain("max-age=31536000");
    expect(cacheControl).toContain("immutable");
  });

  it("answers 404 for a missing asset instead of index.html", async () => {
    const response = await fetch(`${baseUrl}/assets/app-gone.js`, { headers: { accept: "text/html,*/*" } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Reporta Riomar");
  });

  it("serves the app page, revalidated, for a client route that wants HTML", async () => {
    const response = await fetch(`${baseUrl}/mis-reportes`, { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(APP_HTML);
  });

  it("serves the pre-rendered landing page for / only to a browser without a session cookie", async () => {
    const signedOut = await fetch(`${baseUrl}/`, { headers: { accept: "text/html", cookie: "other=1" } });
    expect(await signedOut.text()).toBe(INDEX_HTML);
    expect(signedOut.headers.get("vary")).toContain("Cookie");
    const withSession = await fetch(`${baseUrl}/`, {
      headers: { accept: "text/html", cookie: "other=1; reporta.sid=s%3Aabc.def" },
    });
    expect(await withSession.text()).toBe(APP_HTML);
  });

  it("does not cache other top-level files for long", async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0");
  });

  it("does not answer a client route with HTML when the client does not want HTML", async () => {
    const response = await fetch(`${baseUrl}/mis-reportes`, { headers: { accept: "application/json" } });
    expect(response.status).toBe(404);
  });

  it("serves nothing when the web app has not been built", async () => {
    const emptyDir = await mkdtemp(path.join(os.tmpdir(), "reporta-web-empty-"));
    try {
      const router = webAppRouter(emptyDir);
      expect(router.stack).toHaveLength(0);
    } finally {
      await rm(emptyDir, { recursive: true, force: true });
    }
  });
});
