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

  let server: RunningServer;
  try {
    server = await startServer(config, logger);
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) logger.fatal(error.message);
    else logger.fatal({ err: error }, "could not start");
    process.exit(1);
  }

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

await main();
