import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The Node major the Docker image runs (`ARG NODE_IMAGE=node:<major>-…` in the Dockerfile): what the
 * benches measure the app on, and what CI tests on besides the machine's Node
 * (docs/operations.md#node-versions, #benchmarks).
 */
export async function imageNodeLine(): Promise<string> {
  const dockerfile = await readFile(path.join(rootDir, "Dockerfile"), "utf8");
  const line = /^ARG NODE_IMAGE=node:(\d+)-/m.exec(dockerfile)?.[1];
  if (!line) throw new Error("no ARG NODE_IMAGE=node:<major>-… in the Dockerfile");
  return line;
}
