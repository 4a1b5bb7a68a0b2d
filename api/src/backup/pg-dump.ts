import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";
import type { Readable } from "node:stream";

/** Where the dump of an external database goes in the archive (pg_dump's custom format). */
export const DUMP_ENTRY = "database/dump.pgcustom";

/** A problem the operator has to solve (a tool missing, a server too new): said plainly, exit code 1. */
export class BackupToolError extends Error {
  override name = "BackupToolError";
}

/**
 * The PostgreSQL client programs: Debian's packages put them under /usr/lib/postgresql/<major>/bin
 * (the newest wins); elsewhere they are on the PATH. `PG_BIN_DIR` names another folder.
 */
export function clientProgram(name: "pg_dump" | "pg_restore", env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN_DIR) return `${env.PG_BIN_DIR.replace(/\/+$/, "")}/${name}`;
  for (let major = 30; major >= 10; major--) {
    const candidate = `/usr/lib/postgresql/${major}/bin/${name}`;
    if (existsSync(candidate)) return candidate;
  }
  return name;
}

/** The major version of a client program (`pg_dump (PostgreSQL) 15.14` → 15). */
export async function programMajorVersion(program: string): Promise<number> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(program, ["--version"], { stdio: ["ignore", "pipe", "ignore"] });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupToolError(
              `No se encontró ${program}: instale el cliente de PostgreSQL (apt-get install postgresql-client) ` +
                `o indique su carpeta en PG_BIN_DIR. (${program} not found: install postgresql-client or set PG_BIN_DIR.)`,
            )
          : error,
      ),
    );
    child.once("close", () => resolve(text));
  });
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(output);
  if (!match) throw new BackupToolError(`${program} --version no dijo su versión: ${output.trim()}`);
  return Number(match[1]);
}

export async function serverVersion(databaseUrl: string): Promise<{ text: string; major: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string; num: string }>(
      "SELECT current_setting('server_version') AS server_version, current_setting('server_version_num') AS num",
    );
    return { text: rows[0]!.server_version, major: Math.floor(Number(rows[0]!.num) / 10000) };
  } finally {
    await client.end();
  }
}

/**
 * Runs pg_dump on `databaseUrl` in its custom format into `file`. pg_dump reads everything in one
 * REPEATABLE READ transaction, so the dump is one snapshot of the database however long it takes
 * (docs/operations.md#backup). Refuses a server newer than pg_dump, which pg_dump cannot read.
 */
export async function dumpDatabase(databaseUrl: string, file: string): Promise<{ serverVersion: string }> {
  const program = clientProgram("pg_dump");
  const [dumpMajor, server] = await Promise.all([programMajorVersion(program), serverVersion(databaseUrl)]);
  if (server.major > dumpMajor) {
    throw new BackupToolError(
      `La base de datos es PostgreSQL ${server.text} y ${program} es de la versión ${dumpMajor}: pg_dump no ` +
        `puede copiar un servidor más nuevo que él. Instale el cliente de PostgreSQL ${server.major} (o más ` +
        `nuevo) e indique su carpeta en PG_BIN_DIR. (The server is PostgreSQL ${server.text}, newer than ` +
        `pg_dump ${dumpMajor}, which cannot dump it: install a client of version ${server.major} or newer ` +
        `and set PG_BIN_DIR.)`,
    );
  }
  await run(program, ["--format=custom", "--no-owner", "--no-acl", `--file=${file}`], databaseUrl);
  return { serverVersion: server.text };
}

/** Restores a custom-format dump read from `body` into the (empty) database of `databaseUrl`. */
export async function restoreDump(databaseUrl: string, body: Readable): Promise<void> {
  const program = clientProgram("pg_restore");
  await programMajorVersion(program);
  // One transaction: a restore that fails half-way leaves the database empty, as it was.
  await run(
    program,
    ["--exit-on-error", "--single-transaction", "--no-owner", "--no-acl"],
    databaseUrl,
    body,
  );
}

async function run(program: string, args: string[], databaseUrl: string, input?: Readable): Promise<void> {
  // The password goes in the environment, not on the command line that `ps` shows to every user.
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  await new Promise<void>((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${url.toString()}`], {
      stdio: [input ? "pipe" : "ignore", "ignore", "pipe"],
      env,
    });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    if (input && child.stdin) {
      child.stdin.on("error", () => undefined);
      input.pipe(child.stdin);
    }
    child.once("close", (code) => {
      if (code === 0) resolve();
      else reject(new BackupToolError(`${program} terminó con el código ${code}: ${stderr.trim()}`));
    });
  });
}
