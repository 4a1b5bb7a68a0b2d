import "reflect-metadata";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { register } from "tsx/esm/api";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../src/database/embedded-postgres";
import { initOrm } from "../src/database/orm";
import { migrateJobQueue } from "../src/jobs/job-queue";
import { createLogger } from "../src/server/logger";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  freePort,
  serverUrlOf,
  uniqueName,
  withClient,
} from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** PostgreSQL server URL without a database name; the role may create databases. */
    postgresServerUrl: string;
    /** A database that always exists on that server, to connect to for CREATE/DROP DATABASE. */
    postgresAdminUrl: string;
    /** Migrated database that every test database is copied from. */
    templateDatabase: string;
    /** Prefix of every database this run creates, so that teardown finds leftovers. */
    databasePrefix: string;
  }
}

/**
 * One PostgreSQL server for the run: `DATABASE_URL` (a superuser URL) when set, else an embedded one
 * in a temporary folder. Migrations run once, into a template; tests copy it, which takes
 * milliseconds instead of a migration run per test.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Warnings only: PostgreSQL's own errors are what explains a failed start.
  const logger = createLogger({ logLevel: "warn" });
  const cleanup: Array<() => Promise<void>> = [];
  const teardown = async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  };

  try {
    let serverUrl: string;
    let adminUrl: string;
    const externalUrl = process.env.DATABASE_URL;
    if (externalUrl) {
      serverUrl = serverUrlOf(externalUrl);
      adminUrl = externalUrl;
    } else {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "reporta-test-pg-"));
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      const embedded: EmbeddedPostgres = await startEmbeddedPostgres({
        dataDir,
        port: await freePort(),
        logger,
      });
      cleanup.push(() => embedded.stop());
      serverUrl = serverUrlOf(embedded.databaseUrl);
      adminUrl = databaseUrl(serverUrl, "postgres");
    }

    const databasePrefix = uniqueName("reporta_test");
    const templateDatabase = `${databasePrefix}_template`;
    cleanup.push(() => dropRunDatabases(adminUrl, databasePrefix));

    await createDatabase(adminUrl, templateDatabase);
    // MikroORM loads migration files with Node's own import(), which Vite does not see: tsx compiles
    // them, only while the template is migrated. Test databases are copies, so never import them again.
    const unregisterTsx = register();
    try {
      const orm = await initOrm(databaseUrl(serverUrl, templateDatabase), logger);
      // CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template.
      await orm.close(true);
      // Every server starts the job queue; its schema in the template spares each copy the migration.
      await migrateJobQueue(databaseUrl(serverUrl, templateDatabase));
    } finally {
      await unregisterTsx();
    }

    project.provide("postgresServerUrl", serverUrl);
    project.provide("postgresAdminUrl", adminUrl);
    project.provide("templateDatabase", templateDatabase);
    project.provide("databasePrefix", databasePrefix);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** The template and any test database a crashed test did not drop. */
async function dropRunDatabases(adminUrl: string, prefix: string): Promise<void> {
  const { rows } = await withClient(adminUrl, (client) =>
    client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [
      prefix,
    ]),
  );
  for (const { datname } of rows) await dropDatabase(adminUrl, datname);
}
