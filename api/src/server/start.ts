import "reflect-metadata";
import type { GraphQLSchema } from "graphql";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import type { Logger } from "pino";
import { createAuthentication } from "../auth/passport";
import { createRateLimiters } from "../auth/rate-limit";
import { sessionMiddleware } from "../auth/session";
import type { Config } from "../config/env";
import { resolveSecrets } from "../config/secrets";
import { startEmbeddedPostgres } from "../database/embedded-postgres";
import { initOrm } from "../database/orm";
import { createGeocodingService } from "../modules/geocoding/geocoding.service";
import { ensureTestUsers } from "../modules/user/user.service";
import { OpenDataFiles } from "../modules/open-data/open-data.files";
import { startPubSub } from "../pubsub/postgres-pubsub";
import { RESYNC_TOPIC } from "../pubsub/topics";
import { createObjectStorage } from "../storage/create-object-storage";
import { createExpressApp, finishExpressApp } from "./app";
import { WEB_DIST_DIR } from "./web-app";
import { mountGraphQL } from "./graphql";
import { AppMetrics } from "./metrics";
import { registerReactions } from "./reactions";
import { listRoutes } from "./route-list";
import { buildGraphQLSchema } from "./schema";
import { startWorker } from "./worker";

export interface RunningServer {
  url: string;
  port: number;
  /** Every REST route, "METHOD /path" (the authorization test holds it against its matrix). */
  routes: string[];
  /** Stops accepting, finishes in-flight requests, closes WebSockets, then the database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** The embedded PostgreSQL died and could not be restarted: the process should end, non-zero. */
  onDatabaseLost?: (error: Error) => void;
  /** Changes the app's schema (tests add operations they watch or drive, e.g. a subscription). */
  extendSchema?: (schema: GraphQLSchema) => GraphQLSchema;
  /** The built web app's folder; by default web/dist (tests serve a small page of their own). */
  webDistDir?: string;
}

export async function startServer(
  config: Config,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningServer> {
  const secrets = await resolveSecrets(config);
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPostgresPort,
        logger,
        onUnrecoverable: options.onDatabaseLost,
      });
  const databaseUrl = config.databaseUrl ?? embedded!.databaseUrl;
  const cleanup: Array<() => Promise<void>> = [];
  if (embedded) cleanup.push(() => embedded.stop());

  try {
    const orm = await initOrm(databaseUrl, logger);
    cleanup.unshift(() => orm.close());
    // Sessions and rate-limit counters use plain pg (their libraries' store clients), beside the ORM.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
    // An idle client whose connection the server closes (restart, failover) is emitted here; without a
    // listener that is an uncaught exception that ends the process. The pool replaces the client.
    // The message only: pg attaches its whole client to the error.
    pool.on("error", (error) => logger.warn({ error: error.message }, "idle PostgreSQL connection lost"));
    cleanup.unshift(() => pool.end());
    // Live updates across instances (docs/live-updates.md): one LISTEN connection of its own.
    const pubsub = await startPubSub({ databaseUrl, logger, limits: config.clientLimits.live });
    cleanup.unshift(() => pubsub.close());

    // Built once per change of the published data, in one snapshot, and served from disk.
    const openData = await OpenDataFiles.create({
      fork: () => orm.em.fork(),
      idKey: secrets.cedulaHashKey,
      logger,
    });
    cleanup.unshift(() => openData.close());
    const stopWatching = pubsub.onEvents(["openDataChanged", RESYNC_TOPIC], () => openData.changed());
    cleanup.unshift(() => Promise.resolve(stopWatching()));

    const auth = createAuthentication({ config, orm, logger });
    if (auth.methods.testLogin) await ensureTestUsers(orm.em.fork());
    logger.info({ signIn: auth.methods }, "sign-in methods");

    const session = sessionMiddleware({
      pool,
      secret: secrets.sessionSecret,
      secure: config.nodeEnv === "production",
    });
    const storage = createObjectStorage(config.storage, { urlSigningSecret: secrets.sessionSecret });
    const geocoding = createGeocodingService(config.geocoding, logger);
    logger.info({ storage: config.storage.driver, geocoder: config.geocoding.kind }, "storage and geocoding");
    const deps = {
      config,
      orm,
      logger,
      secrets,
      auth,
      limiters: createRateLimiters(pool),
      session,
      storage,
      geocoding,
      live: pubsub.hub,
      openData,
      webDistDir: options.webDistDir ?? WEB_DIST_DIR,
      metrics: new AppMetrics({ orm, sessionPool: pool, live: pubsub.hub }),
    };
    registerReactions();
    const worker = await startWorker({ config, orm, databaseUrl, storage, logger, secrets });
    cleanup.unshift(() => worker.stop());
    worker.events.on("job:error", ({ job }) => deps.metrics.jobAttemptFailed(job.task_identifier));
    worker.events.on("job:failed", ({ job }) => deps.metrics.jobFailed(job.task_identifier));
    if (config.email.enabled) {
      logger.info({ smtpHost: new URL(config.email.smtpUrl).host }, "e-mail to reporters: on");
    } else {
      logger.info("e-mail to reporters: off (SMTP_URL is not set); in-app notifications only");
    }
    const built = await buildGraphQLSchema();
    const schema = options.extendSchema ? options.extendSchema(built) : built;
    const { app, graphql } = createExpressApp(deps);
    const httpServer = createServer(app);
    const apollo = await mountGraphQL({ app, graphql, httpServer, schema, ...deps });
    finishExpressApp(app, logger, deps.webDistDir);
    cleanup.unshift(() => apollo.stop());

    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const { port } = httpServer.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    logger.info({ url, database: embedded ? "embedded" : "external" }, "Reporta Riomar is listening");

    return { url, port, routes: listRoutes(app), stop: () => runAll(cleanup) };
  } catch (error) {
    await runAll(cleanup);
    throw error;
  }
}

async function runAll(steps: Array<() => Promise<void>>): Promise<void> {
  for (const step of steps.splice(0)) await step();
}
