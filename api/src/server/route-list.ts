import type { Express } from "express";
import { routerBehind } from "./router-entry";

interface StackLayer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: StackLayer[] };
}

const paths = (value: string | string[] | undefined): string[] =>
  value === undefined ? [""] : Array.isArray(value) ? value : [value];

const join = (prefix: string, path: string) => (path === "/" ? prefix || "/" : `${prefix}${path}`);

/**
 * Every route of the app as "METHOD /path", walking Express's router stacks (mounted routers
 * included), so that a test can hold the list against its access matrix: a new route that nobody
 * classified fails the test instead of slipping through review.
 */
export function listRoutes(app: Express): string[] {
  const found = new Set<string>();
  const walk = (stack: StackLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of paths(layer.route.path)) {
          for (const method of Object.keys(layer.route.methods)) {
            if (method !== "_all") found.add(`${method.toUpperCase()} ${join(prefix, path)}`);
          }
        }
      } else {
        // A feature's router behind its entry (server/router-entry.ts), or a router mounted as it is.
        const router = (routerBehind(layer.handle) as StackLayer["handle"]) ?? layer.handle;
        if (!router?.stack) continue;
        for (const path of paths(layer.rawPath)) walk(router.stack, join(prefix, path === "/" ? "" : path));
      }
    }
  };
  walk((app as unknown as { router: { stack: StackLayer[] } }).router.stack, "");
  return [...found].sort();
}
