import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import type { TestProject } from "vitest/node";
import { startAppServer } from "./app-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Builds the web app and starts the real server the browser tests share (`app-server.ts`). */
export default async function setup(project: TestProject) {
  // A production build, as people get: Vitest sets NODE_ENV=test, which would make Vite bundle
  // React's development build (223 KB of gzipped JavaScript for the landing page instead of 147 KB).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ root: webDir, logLevel: "warn", mode: "production" });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const server = await startAppServer();
  project.provide("baseUrl", server.baseUrl);
  return server.stop;
}
