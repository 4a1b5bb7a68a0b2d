import "reflect-metadata";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import type { Config } from "../config/env";
import { startEmbeddedPostgres } from "../database/embedded-postgres";
import { initOrm } from "../database/orm";
import { createExpressApp, finishExpressApp } from "./app";
import { mountGraphQL } from "./graphql";
import { buildGraphQLSchema } from "./schema";

export interface RunningServer {
  url: string;
  port: number;
  /** Stops accepting, finishes in-flight requests, closes WebSockets, then the database. */
  stop(): Promise<void>;
}

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPostgresPort, logger });
  const cleanup: Array<() => Promise<void>> = [];
  if (embedded) cleanup.push(() => embedded.stop());

  try {
    const orm = await initOrm(config.databaseUrl ?? embedded!.databaseUrl, logger);
    cleanup.unshift(() => orm.close());

    const schema = await buildGraphQLSchema();
    const app = createExpressApp({ orm, logger });
    const httpServer = createServer(app);
    const apollo = await mountGraphQL({ app, httpServer, schema, orm, logger });
    finishExpressApp(app, logger);
    cleanup.unshift(() => apollo.stop());

    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const { port } = httpServer.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    logger.info({ url, database: embedded ? "embedded" : "external" }, "Reporta Riomar is listening");

    return { url, port, stop: () => runAll(cleanup) };
  } catch (error) {
    await runAll(cleanup);
    throw error;
  }
}

async function runAll(steps: Array<() => Promise<void>>): Promise<void> {
  for (const step of steps.splice(0)) await step();
}
