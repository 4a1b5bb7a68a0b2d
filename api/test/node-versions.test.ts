import { readFile } from "node:fs/promises";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { imageNodeLine } from "../bench/image-node-line";
import { API_DIR } from "./app-process";

// docs/operations.md, "Node versions".
const ROOT = path.resolve(API_DIR, "..");
const read = (file: string) => readFile(path.join(ROOT, file), "utf8");

interface LockPackage {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  engines?: { node?: string } | string[];
}

async function statedMinimum(): Promise<string> {
  const manifest = JSON.parse(await read("package.json")) as { engines: { node: string } };
  const minimum = semver.minVersion(manifest.engines.node);
  if (!minimum) throw new Error(`engines.node is not a version range: ${manifest.engines.node}`);
  return minimum.version;
}

describe("Node versions", () => {
  it("states a minimum that every runtime dependency accepts", async () => {
    const minimum = await statedMinimum();
    const lock = JSON.parse(await read("package-lock.json")) as { packages: Record<string, LockPackage> };
    const refusing = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== "" && !entry.dev && entry.engines && !Array.isArray(entry.engines))
      // Prebuilt binaries for other systems (sharp's win32-ia32 build...) are never installed on Linux.
      .filter(([, entry]) => !entry.os || entry.os.includes("linux"))
      .filter(([, entry]) => {
        const range = (entry.engines as { node?: string }).node;
        return range !== undefined && !semver.satisfies(minimum, range);
      })
      .map(
        ([name, entry]) => `${name}@${entry.version} wants node ${(entry.engines as { node: string }).node}`,
      );
    expect(refusing).toEqual([]);
  });

  it("builds the image on a supported LTS line at or above the minimum, the one CI runs the tests on", async () => {
    const minimum = await statedMinimum();
    const major = Number(await imageNodeLine());
    // Even majors become LTS; 20 reached its end of life in April 2026.
    expect(major % 2).toBe(0);
    expect(major).toBeGreaterThanOrEqual(22);
    expect(semver.gte(`${major}.999.0`, minimum)).toBe(true);
    expect(await read(".ci/run")).toContain(`npx -y node@${major} `);
  });
});
