import "reflect-metadata";
import { parseArgs } from "node:util";
import pg from "pg";
import { loadConfig } from "../config/env";
import { startEmbeddedPostgres } from "../database/embedded-postgres";
import { initOrm } from "../database/orm";
import { seedReports } from "../database/seed-reports";
import { createLogger } from "../server/logger";

/**
 * `npm run seed -- --reports N [--users M] [--seed S]`: adds N realistic reports (two years, every
 * barrio and category, statuses by age, histories, citizens as authors) to the database the app
 * would use (DATABASE_URL, or the embedded one under DATA_DIR), after applying migrations.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      reports: { type: "string", default: "1000" },
      users: { type: "string" },
      seed: { type: "string", default: "1" },
    },
  });
  const reports = Number(values.reports);
  if (!Number.isInteger(reports) || reports < 1) throw new Error("--reports must be a positive integer");
  const users = values.users === undefined ? undefined : Number(values.users);

  const config = loadConfig();
  const logger = createLogger(config);
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPostgresPort, logger });
  const databaseUrl = config.databaseUrl ?? embedded!.databaseUrl;
  try {
    await (await initOrm(databaseUrl, logger)).close();
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      const started = Date.now();
      const result = await seedReports(pool, { reports, users, seed: Number(values.seed) });
      logger.info({ ...result, seconds: (Date.now() - started) / 1000 }, "seeded");
    } finally {
      await pool.end();
    }
  } finally {
    await embedded?.stop();
  }
}

await main();
