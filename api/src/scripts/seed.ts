import "reflect-metadata";
import { parseArgs } from "node:util";
import pg from "pg";
import { loadScriptConfig } from "../config/env";
import {
  EmbeddedPostgresError,
  EmbeddedPostgresInUseError,
  embeddedDatabaseUrlForShell,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from "../database/embedded-postgres";
import { initOrm } from "../database/orm";
import { seedReports } from "../database/seed-reports";
import { createLogger } from "../server/logger";

const USAGE = `Uso: npm run seed -- [--reports N] [--users M] [--seed S]

Añade N reportes realistas (dos años, todos los barrios y categorías, estados según su antigüedad,
historiales, votos y comentarios) a la base de datos que usaría la app: la de DATABASE_URL o, sin ella,
la PostgreSQL embebida de DATA_DIR (./.data por defecto). Antes aplica las migraciones.

  --reports N   reportes que añadir (por defecto 1000)
  --users M     ciudadanos autores (por defecto uno por cada 40 reportes, al menos 10)
  --seed S      semilla: la misma semilla da los mismos reportes (por defecto 1)
  -h, --help    esta ayuda

Con la app en marcha, su PostgreSQL embebida está ocupada: detén la app, o apunta el seed a la base
que la app ya tiene abierta con DATABASE_URL (el seed lo escribe completo cuando se da el caso):
  DATABASE_URL="postgres://postgres:$(cat '<DATA_DIR>/postgres-password')@127.0.0.1:54329/reporta_riomar" npm run seed

Usage: npm run seed -- [--reports N] [--users M] [--seed S]

Adds N realistic reports (two years, every barrio and category, statuses by age, histories, votes and
comments) to the database the app would use (DATABASE_URL, else the embedded PostgreSQL under
DATA_DIR), after applying migrations. While the app runs, stop it or point DATABASE_URL at its
embedded PostgreSQL as shown above.
`;

/** A mistake in the command line: said with the usage, exit code 2, no stack trace. */
class UsageError extends Error {}

interface SeedOptions {
  reports: number;
  users: number | undefined;
  seed: number;
}

function integerOption(name: string, text: string, positive: boolean): number {
  const value = Number(text);
  if (Number.isSafeInteger(value) && (!positive || value >= 1)) return value;
  const what = positive
    ? ["un número entero positivo", "a positive integer"]
    : ["un número entero", "an integer"];
  throw new UsageError(`--${name} debe ser ${what[0]} (--${name} must be ${what[1]}).`);
}

/** The options, or null when the usage was asked for. */
function readOptions(args: string[]): SeedOptions | null {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        reports: { type: "string", default: "1000" },
        users: { type: "string" },
        seed: { type: "string", default: "1" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return null;
  return {
    reports: integerOption("reports", values.reports, true),
    users: values.users === undefined ? undefined : integerOption("users", values.users, true),
    seed: integerOption("seed", values.seed, false),
  };
}

/**
 * `npm run seed -- --reports N [--users M] [--seed S]`: adds N realistic reports (two years, every
 * barrio and category, statuses by age, histories, citizens as authors) to the database the app
 * would use (DATABASE_URL, or the embedded one under DATA_DIR), after applying migrations.
 */
async function main(args: string[]): Promise<number> {
  let options: SeedOptions | null;
  try {
    options = readOptions(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (!options) {
    process.stdout.write(USAGE);
    return 0;
  }

  const config = loadScriptConfig();
  if (!config) return 1;
  const logger = createLogger(config);
  let embedded: EmbeddedPostgres | undefined;
  try {
    embedded = config.databaseUrl
      ? undefined
      : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPostgresPort, logger });
  } catch (error) {
    if (error instanceof EmbeddedPostgresInUseError) {
      const url = embeddedDatabaseUrlForShell(error.dataDir, config.embeddedPostgresPort);
      process.stderr.write(
        `La app (pid ${error.ownerPid}) está usando la PostgreSQL embebida de ${error.dataDir}, así que el ` +
          `seed no puede abrirla. Detén la app, o añade los reportes a la base de la app en marcha:\n\n` +
          `  DATABASE_URL="${url}" npm run seed -- ${args.join(" ")}\n\n` +
          `(The app, pid ${error.ownerPid}, runs this data folder's embedded PostgreSQL: stop it, or seed ` +
          `its running database with the command above.)\n`,
      );
      return 1;
    }
    if (error instanceof EmbeddedPostgresError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const databaseUrl = config.databaseUrl ?? embedded?.databaseUrl;
  if (!databaseUrl) throw new Error("no database: neither DATABASE_URL nor the embedded PostgreSQL");
  try {
    await (await initOrm(databaseUrl, logger)).close();
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      const started = Date.now();
      const result = await seedReports(pool, options);
      logger.info({ ...result, seconds: (Date.now() - started) / 1000 }, "seeded");
    } finally {
      await pool.end();
    }
  } finally {
    await embedded?.stop();
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
