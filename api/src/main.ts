import "reflect-metadata";
import { ConfigError, loadConfig } from "./config/env";
import { EmbeddedPostgresError } from "./database/embedded-postgres";
import { createLogger } from "./server/logger";
import { startServer, type RunningServer } from "./server/start";

const SHUTDOWN_GRACE_MS = 15_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);

  let server: RunningServer | undefined;
  let stopping = false;
  const shutdown = (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "shutting down");
    setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    (server?.stop() ?? Promise.resolve()).then(
      () => process.exit(exitCode),
      (error: unknown) => {
        logger.error({ err: error }, "error during shutdown");
        process.exit(1);
      },
    );
  };

  try {
    server = await startServer(config, logger, {
      // Restarting the embedded PostgreSQL failed several times (docs/operations.md, "Crash recovery
      // of the embedded PostgreSQL"): exit non-zero so that a supervisor starts the app afresh.
      onDatabaseLost: () => shutdown("embedded PostgreSQL lost", 1),
    });
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) logger.fatal(error.message);
    else logger.fatal({ err: error }, "could not start");
    process.exit(1);
  }

  process.on("SIGINT", (signal) => shutdown(signal, 0));
  process.on("SIGTERM", (signal) => shutdown(signal, 0));
}

await main();
