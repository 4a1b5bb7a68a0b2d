import "reflect-metadata";
import { parseArgs } from "node:util";
import { BackupToolError } from "../backup/pg-dump";
import { restoreBackup, RestoreRefusedError } from "../backup/restore";
import { loadScriptConfig } from "../config/env";
import { EmbeddedPostgresError } from "../database/embedded-postgres";
import { createLogger } from "../server/logger";

const USAGE = `Uso: npm run restore -- ARCHIVO

Restaura una copia de "npm run backup" en un destino vacío: sin DATABASE_URL, en la carpeta de datos
DATA_DIR (que debe estar vacía o no existir); con DATABASE_URL, en esa base de datos (vacía). Las fotos
van al almacenamiento configurado (STORAGE_DRIVER), que también debe estar vacío. Si el destino no está
vacío, o el archivo no es una copia de esta app, no escribe nada y termina con el código 2.
Después, arranque la app con la misma configuración.   (ver docs/operations.md#backup)

Usage: npm run restore -- FILE
Restores an archive of "npm run backup" into an empty DATA_DIR (embedded PostgreSQL) or the empty
database of DATABASE_URL, and an empty photo store; refuses (exit code 2, nothing written) otherwise.
`;

async function main(args: string[]): Promise<number> {
  let file: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { help: { type: "boolean", short: "h" } },
    });
    if (values.help) {
      process.stdout.write(USAGE);
      return 0;
    }
    if (positionals.length !== 1) throw new Error("Indique un solo ARCHIVO. (Give exactly one FILE.)");
    file = positionals[0];
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const config = loadScriptConfig();
  if (!config) return 1;
  const logger = createLogger(config);
  try {
    const manifest = await restoreBackup({ config, file: file!, logger });
    process.stdout.write(
      `Copia del ${manifest.createdAt} restaurada: base de datos (${manifest.database.kind}, ` +
        `${manifest.database.migrations.length} migraciones) y ${manifest.storage.objects} fotos. ` +
        `Ya puede arrancar la app con la misma configuración.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefusedError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    if (error instanceof BackupToolError || error instanceof EmbeddedPostgresError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      logger.error({ err: error }, "la restauración falló (the restore failed)");
    }
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
