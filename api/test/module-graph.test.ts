import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_DIR } from "./app-process";

// Feature modules import each other one way only (docs/events.md): modules/dependencies.json lists who
// may import whom (eslint.config.js enforces it on every import); this holds the list itself, and the
// code, against that rule.
const MODULES_DIR = path.join(API_DIR, "src", "modules");
const dependencies = JSON.parse(
  await readFile(path.join(MODULES_DIR, "dependencies.json"), "utf8"),
) as Record<string, string[]>;

async function moduleFolders(): Promise<string[]> {
  const entries = await readdir(MODULES_DIR, { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

async function moduleImports(): Promise<Array<{ file: string; from: string; to: string }>> {
  const found: Array<{ file: string; from: string; to: string }> = [];
  for (const module of await moduleFolders()) {
    for (const name of await readdir(path.join(MODULES_DIR, module), { recursive: true })) {
      if (!/\.tsx?$/.test(name) || /\.test(-support)?\.ts$/.test(name)) continue;
      const source = await readFile(path.join(MODULES_DIR, module, name), "utf8");
      for (const [, to] of source.matchAll(/from "\.\.\/([\w-]+)\//g)) {
        if (to !== module) found.push({ file: `${module}/${name}`, from: module, to: to! });
      }
    }
  }
  return found;
}

describe("the feature modules' dependencies", () => {
  it("name every module folder", async () => {
    expect((await moduleFolders()).sort()).toEqual(Object.keys(dependencies).sort());
  });

  it("have no cycle: no two modules depend on each other, even through others", () => {
    const cycles: string[] = [];
    const visit = (module: string, trail: string[]) => {
      if (trail.includes(module)) {
        cycles.push([...trail.slice(trail.indexOf(module)), module].join(" → "));
        return;
      }
      for (const next of dependencies[module] ?? []) visit(next, [...trail, module]);
    };
    for (const module of Object.keys(dependencies)) visit(module, []);
    expect(cycles).toEqual([]);
  });

  it("are the only imports between modules in the code", async () => {
    const wrong = (await moduleImports()).filter(({ from, to }) => !(dependencies[from] ?? []).includes(to));
    expect(wrong).toEqual([]);
  });
});
