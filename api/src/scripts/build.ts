import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SOURCE_DIR = path.join(API_DIR, "src");
const ENTRY = path.join(SOURCE_DIR, "main.ts");
/** The operators' commands the image runs too (`node api/dist/scripts/backup.js`; docs/operations.md#backup). */
const COMMANDS = ["backup.ts", "restore.ts"].map((file) => path.join(SOURCE_DIR, "scripts", file));
const MIGRATIONS_DIR = path.join(SOURCE_DIR, "migrations");

/** Files that exist for the tests only; none of them may reach the production build. */
const TEST_ONLY = /(\.test\.ts|\.test-support\.ts)$|(^|\/)test\//;

/**
 * Compiles the API for production (`npm run build -w api` → `api/dist`, run with plain `node
 * dist/main.js`): every module that `main.ts` (and the backup and restore commands) reach, plus the migrations, which MikroORM finds by
 * listing their folder at run time. Each module becomes one JavaScript file at the same place under
 * `dist/` as under `src/`, so that paths computed from `import.meta.url` (the migrations folder, the
 * web app's `web/dist`) hold in both. TypeScript's legacy decorators are compiled by esbuild as tsx
 * does; no decorator metadata is emitted (the entities and resolvers declare every type).
 */
export async function buildApi(outDir = path.join(API_DIR, "dist")): Promise<string[]> {
  const migrations = (await fs.readdir(MIGRATIONS_DIR))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))
    .map((file) => path.join(MIGRATIONS_DIR, file));
  const sources = await reachableSources([ENTRY, ...COMMANDS, ...migrations]);
  const testOnly = sources.filter((file) => TEST_ONLY.test(path.relative(API_DIR, file)));
  if (testOnly.length > 0) {
    throw new Error(`test-only files are reachable from main.ts: ${testOnly.join(", ")}`);
  }

  await fs.rm(outDir, { recursive: true, force: true });
  await build({
    entryPoints: sources,
    outdir: outDir,
    outbase: SOURCE_DIR,
    // Bundling only to let the plugin rewrite imports: every import stays a separate module.
    bundle: true,
    packages: "external",
    plugins: [relativeImportsAsJs],
    platform: "node",
    format: "esm",
    target: "node20",
    tsconfig: path.join(API_DIR, "tsconfig.json"),
    sourcemap: true,
    logLevel: "warning",
  });
  return sources.map((file) => path.join(outDir, path.relative(SOURCE_DIR, file).replace(/\.ts$/, ".js")));
}

/** The source files that `entries` import, directly or not (packages excluded). */
async function reachableSources(entries: string[]): Promise<string[]> {
  const result = await build({
    entryPoints: entries,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    write: false,
    metafile: true,
    outdir: path.join(API_DIR, "dist-unused"),
    tsconfig: path.join(API_DIR, "tsconfig.json"),
    logLevel: "silent",
  });
  return Object.keys(result.metafile.inputs)
    .map((input) => path.resolve(process.cwd(), input))
    .filter((file) => file.startsWith(SOURCE_DIR + path.sep))
    .sort();
}

/**
 * Node's ESM loader wants the file of every relative import; the sources write `./env` for
 * `./env.ts` and `./domain` for `./domain/index.ts` (TypeScript's "bundler" resolution). Each is kept
 * as an import of the compiled file instead of being bundled.
 */
const relativeImportsAsJs: Plugin = {
  name: "relative-imports-as-js",
  setup(builder) {
    builder.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => {
      if (args.kind === "entry-point") return undefined;
      const target = path.resolve(args.resolveDir, args.path);
      if (existsSync(`${target}.ts`)) return { path: `${args.path}.js`, external: true };
      if (existsSync(path.join(target, "index.ts"))) return { path: `${args.path}/index.js`, external: true };
      return { errors: [{ text: `cannot find the source of ${args.path} (from ${args.importer})` }] };
    });
  },
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const files = await buildApi(outDir);
  console.log(
    `api: ${files.length} modules compiled to ${path.relative(process.cwd(), outDir ?? path.join(API_DIR, "dist")) || "."}`,
  );
}
