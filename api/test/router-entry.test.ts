import type { AddressInfo } from "node:net";
import express, { type Router } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enteredUnderItsPaths } from "../src/server/router-entry";

/** An app whose API mounts `routers` in turn, each as app.ts mounts a feature's, and a 404 after them. */
async function serve(routers: Router[]) {
  const app = express();
  const api = express.Router();
  for (const router of routers) api.use(enteredUnderItsPaths(router));
  api.use((_req, res) => void res.status(404).send("none"));
  app.use("/api", api);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  stops.push(() => new Promise((resolve) => server.close(resolve)));
  return async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${port}/api${path}`);
    return `${response.status} ${await response.text()}`;
  };
}

const stops: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** A router answering its paths with `name`, whose entries are counted. */
function answering(name: string, paths: string[]) {
  const router = express.Router();
  for (const path of paths) router.get(path, (_req, res) => void res.send(name));
  // Express enters a router by its `handle`.
  return { router, entries: vi.spyOn(router as unknown as { handle: () => void }, "handle") };
}

describe("a feature's router", () => {
  it("is entered only by requests under the first segments of its own paths, in any case", async () => {
    const reports = answering("reports", ["/reports/all", "/reports/:id"]);
    const users = answering("users", ["/user", "/me/data"]);
    const get = await serve([users.router, reports.router]);

    expect(await get("/reports/all")).toBe("200 reports");
    expect(await get("/REPORTS/42")).toBe("200 reports");
    expect(users.entries).not.toHaveBeenCalled();
    expect(await get("/me/data")).toBe("200 users");
    expect(await get("/me")).toBe("404 none");
    expect(await get("/elsewhere")).toBe("404 none");
    expect(reports.entries).toHaveBeenCalledTimes(2);
    expect(users.entries).toHaveBeenCalledTimes(2);
  });

  it("is entered by every request when a path of it starts with a parameter or it has middleware on every path", async () => {
    const byId = answering("by id", ["/:id"]);
    const everywhere = express.Router();
    const seen: string[] = [];
    everywhere.use((req, _res, next) => {
      seen.push(req.path);
      next();
    });
    const get = await serve([everywhere, byId.router]);

    expect(await get("/anything")).toBe("200 by id");
    expect(await get("/other/path")).toBe("404 none");
    expect(seen).toEqual(["/anything", "/other/path"]);
    expect(byId.entries).toHaveBeenCalledTimes(2);
  });
});
