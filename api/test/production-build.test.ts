import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { API_DIR, Sandbox, waitUntilHealthy, type AppProcess } from "./app-process";
import { queryGraphQL } from "./graphql-client";
import { freePort } from "./postgres";

async function stopWithSigterm(app: AppProcess): Promise<void> {
  app.child.kill("SIGTERM");
  expect(await app.exited, app.output()).toEqual({ code: 0, signal: null });
}

// What the Docker image runs: `npm run build -w api`, then plain `node api/dist/main.js`.
it("compiles what main.ts reaches, and the migrations, to JavaScript that plain node runs in production", async ({
  onTestFinished,
}) => {
  const box = new Sandbox();
  onTestFinished(() => box.cleanup());
  const main = await box.build();
  const outDir = path.dirname(main);
  const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".js.map"))
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .sort();
  expect(files).toContain("main.js");
  const migrations = (await readdir(path.join(API_DIR, "src", "migrations"))).filter((file) =>
    file.endsWith(".ts"),
  );
  expect(files.filter((file) => file.startsWith("migrations/") && file.endsWith(".js"))).toEqual(
    migrations.map((file) => `migrations/${file.replace(/\.ts$/, ".js")}`),
  );
  // Only JavaScript, and nothing that exists for the tests or for development; of scripts/, only the
  // operators' backup and restore commands (docs/operations.md#backup).
  expect(files.filter((file) => !file.endsWith(".js"))).toEqual([]);
  expect(files.filter((file) => /test|s3rver/.test(file))).toEqual([]);
  expect(files.filter((file) => file.startsWith("scripts/"))).toEqual([
    "scripts/backup.js",
    "scripts/restore.js",
  ]);
  const mainSource = await readFile(main, "utf8");
  expect(mainSource.match(/^import .*$/m)?.[0]).toBe('import "reflect-metadata";');

  const dataDir = await box.tempDir();
  const env = {
    NODE_ENV: "production",
    PUBLIC_URL: "https://reporta.example.gov.co",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    CEDULA_HASH_KEY: randomBytes(32).toString("hex"),
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(await freePort()),
  };
  const built = box.spawnApp({ ...env, PORT: String(await freePort()) }, { script: main });
  await waitUntilHealthy(built);
  expect(built.output()).toContain('"migrations applied"');
  const data = await queryGraphQL<{
    categories: Array<{ id: string }>;
    publicStatistics: { totalReports: number };
  }>(built.url, "{ categories { id } publicStatistics { totalReports } }");
  expect(data.categories).toHaveLength(11);
  expect(data.publicStatistics).toEqual({ totalReports: 0 });
  await stopWithSigterm(built);

  // The compiled migrations are the same ones to MikroORM: the sources find nothing left to apply.
  const fromSource = box.spawnApp({ ...env, PORT: String(await freePort()) });
  await waitUntilHealthy(fromSource);
  expect(fromSource.output()).not.toContain('"migrations applied"');
  await stopWithSigterm(fromSource);
}, 90_000);
