import type { RequestHandler, Router } from "express";

/** What the first segment of a layer's path is, when it is plain text (not a parameter or pattern). */
const PLAIN_FIRST_SEGMENT = /^\/([^/:*?(){}\\]+)(?:\/|$)/;

/** The plain first segments of every path a router serves, or null if any layer may take any path. */
function firstSegmentsOf(router: Router): Set<string> | null {
  const segments = new Set<string>();
  for (const layer of router.stack as Array<{ rawPath?: unknown }>) {
    for (const path of Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath]) {
      const segment = typeof path === "string" ? PLAIN_FIRST_SEGMENT.exec(path)?.[1] : undefined;
      if (segment === undefined) return null;
      // Express matches paths regardless of case.
      segments.add(segment.toLowerCase());
    }
  }
  return segments;
}

/** Each entry's router, for the route list. */
const routersBehind = new WeakMap<object, Router>();

/**
 * A feature router that only requests under its own first path segments enter: Express enters every
 * router mounted without a path, and walks its routes, for each request that gets that far, which cost
 * an API request more than the one router that answers it (docs/decisions.md#routers). A router with
 * a route or middleware on any path (a parameter first, or no path) is entered by every request, as
 * before. Read once, as mounted: routes added to the router later are not seen.
 */
export function enteredUnderItsPaths(router: Router): RequestHandler {
  const segments = firstSegmentsOf(router);
  if (segments === null) return router;
  const entry: RequestHandler = (req, res, next) => {
    const path = req.path;
    const end = path.indexOf("/", 1);
    const segment = (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
    if (segments.has(segment)) return router(req, res, next);
    next();
  };
  routersBehind.set(entry, router);
  return entry;
}

/** The router a handler of `enteredUnderItsPaths` leads to (the route list walks into it). */
export function routerBehind(handler: unknown): Router | undefined {
  return typeof handler === "function" ? routersBehind.get(handler) : undefined;
}
