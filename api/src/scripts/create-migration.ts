import "reflect-metadata";
import { loadConfig } from "../config/env";
import { startEmbeddedPostgres } from "../database/embedded-postgres";
import { initOrm } from "../database/orm";
import { createLogger } from "../server/logger";

/**
 * Generates a migration from the difference between the entities and the migrated database:
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
  const orm = await initOrm(config.databaseUrl ?? embedded!.databaseUrl, logger);
  try {
    const result = await orm.getMigrator().createMigration(undefined, blank, false, name);
    console.log(result.fileName ? `created ${result.fileName}` : "no changes: no migration created");
  } finally {
    await orm.close();
  }
} finally {
  await embedded?.stop();
}
