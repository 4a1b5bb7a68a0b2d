import "reflect-metadata";
import { loadConfig } from "../config/env";
import { startEmbeddedPostgres } from "../database/embedded-postgres";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { MikroORM } from "@mikro-orm/postgresql";
import { MIGRATIONS_DIR, mikroOrmConfig } from "../database/mikro-orm.config";
import { initOrm } from "../database/orm";
import { createLogger } from "../server/logger";

/**
 * Generates a migration from the difference between the entities and the schema snapshot
 * (`migrations/.snapshot.json`, which only this script writes):
 * `npm run migration:create -w api -- [name] [--blank]`.
 */
const args = process.argv.slice(2);
const blank = args.includes("--blank");
const name = args.find((arg) => !arg.startsWith("--"));

const config = loadConfig();
const logger = createLogger(config);
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPostgresPort, logger });
try {
  const databaseUrl = config.databaseUrl ?? embedded!.databaseUrl;
  // Pending migrations first, as the server applies them (leaving the snapshot alone); then the
  // generator, the one user of the snapshot: it diffs the entities against it and writes the entities'
  // schema there with the new migration.
  await (await initOrm(databaseUrl, logger)).close();
  const orm = await MikroORM.init(mikroOrmConfig(databaseUrl, { schemaSnapshot: true }));
  try {
    const result = await orm.getMigrator().createMigration(undefined, blank, false, name);
    if (result.fileName) await dropForeignTables(path.join(MIGRATIONS_DIR, result.fileName));
    console.log(result.fileName ? `created ${result.fileName}` : "no changes: no migration created");
  } finally {
    await orm.close();
  }
} finally {
  await embedded?.stop();
}

/**
 * MikroORM 6's generator ignores `schemaGenerator.skipTables` and proposes dropping (and, in `down`,
 * re-creating) the tables that connect-pg-simple, rate-limiter-flexible and graphile-worker own: remove those lines.
 */
async function dropForeignTables(file: string): Promise<void> {
  const source = await readFile(file, "utf8");
  const kept = source
    .split("\n")
    .filter((line) => !/addSql\(.*("(session|rate_limit)"|"graphile_worker")/.test(line))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
  if (kept !== source) await writeFile(file, kept);
}
