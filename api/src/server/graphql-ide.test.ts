import express from "express";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphqlIdeRouter } from "./graphql-ide";

const IDE_HTML = "<!doctype html><title>Analistas</title><div id=ide></div>";

let distDir: string;
let httpServer: Server;
let baseUrl: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), "reporta-ide-dist-"));
  await writeFile(path.join(distDir, "ide.html"), IDE_HTML);
  const app = express();
  app.use(graphqlIdeRouter(distDir));
  // Stands in for Apollo, mounted after the IDE.
  app.use("/graphql", (_req, res) => {
    res.json({ apollo: true });
  });
  httpServer = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => httpServer?.close(resolve));
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

describe("the analysts' IDE", () => {
  it.each(["/graphql", "/analistas"])("is what a browser opening %s gets", async (route) => {
    const response = await fetch(`${baseUrl}${route}`, { headers: { accept: BROWSER } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(await response.text()).toBe(IDE_HTML);
  });

  it("leaves GraphQL requests to the API: JSON clients, queries in the URL, POSTs", async () => {
    for (const request of [
      fetch(`${baseUrl}/graphql`, { headers: { accept: "application/json" } }),
      fetch(`${baseUrl}/graphql`, { headers: { accept: "*/*" } }),
      fetch(`${baseUrl}/graphql?query=%7B__typename%7D`, { headers: { accept: BROWSER } }),
      fetch(`${baseUrl}/graphql`, { method: "POST", headers: { accept: BROWSER } }),
    ]) {
      expect(await (await request).json()).toEqual({ apollo: true });
    }
  });
});
