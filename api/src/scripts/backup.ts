import "reflect-metadata";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "../backup/backup";
import { BackupToolError } from "../backup/pg-dump";
import { loadScriptConfig } from "../config/env";
import { EmbeddedPostgresError } from "../database/embedded-postgres";
import { createLogger } from "../server/logger";

const USAGE = `Uso: npm run backup -- --out ARCHIVO

Escribe en ARCHIVO (un .tar.gz) una copia coherente de la app: la base de datos en un solo instante y
después todas las fotos (carpeta local o bucket S3), con un manifiesto. Funciona con la app en marcha.
Con DATABASE_URL usa pg_dump; sin ella copia la PostgreSQL embebida de DATA_DIR (./.data por defecto).
La copia incluye los datos personales y las claves de la app: guárdela como un secreto.
Se restaura con: npm run restore -- ARCHIVO   (ver docs/operations.md#backup)

Usage: npm run backup -- --out FILE
Writes one consistent archive (the database as one snapshot, then every photo object, and a manifest)
to FILE, while the app runs. Keep it as secret as the database itself.
`;

async function main(args: string[]): Promise<number> {
  let out: string | undefined;
  try {
    const { values } = parseArgs({
      args,
      options: { out: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
    if (values.help) {
      process.stdout.write(USAGE);
      return 0;
    }
    out = values.out;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (!out) {
    process.stderr.write(`Falta --out ARCHIVO. (--out FILE is required.)\n\n${USAGE}`);
    return 2;
  }
  const config = loadScriptConfig();
  if (!config) return 1;
  const folder = path.dirname(path.resolve(out));
  try {
    await access(folder, constants.W_OK);
  } catch {
    process.stderr.write(`No se puede escribir en la carpeta ${folder}. (Cannot write to ${folder}.)\n`);
    return 2;
  }
  const logger = createLogger(config);
  try {
    const manifest = await createBackup({ config, out, logger });
    process.stdout.write(
      `Copia escrita en ${out}: base de datos (${manifest.database.kind}, PostgreSQL ` +
        `${manifest.database.serverVersion}, ${manifest.database.migrations.length} migraciones) y ` +
        `${manifest.storage.objects} fotos (${manifest.storage.bytes} bytes).\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupToolError || error instanceof EmbeddedPostgresError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    logger.error({ err: error }, "la copia falló; no se escribió ningún archivo (the backup failed)");
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
