import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../test/postgres";
import { createLogger } from "../server/logger";
import { EmbeddedPostgresError, startEmbeddedPostgres } from "./embedded-postgres";

const logger = createLogger({ logLevel: "silent" });

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "reporta-embedded-pg-"));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The error startEmbeddedPostgres fails with; a server that started anyway is stopped, not leaked. */
async function startFailure(port: number): Promise<EmbeddedPostgresError> {
  let started;
  try {
    started = await startEmbeddedPostgres({ dataDir, port, logger });
  } catch (error) {
    expect(error).toBeInstanceOf(EmbeddedPostgresError);
    return error as EmbeddedPostgresError;
  }
  await started.stop();
  throw new Error("embedded PostgreSQL started although it should have refused to");
}

function writePidFile(pid: number): Promise<void> {
  // The first line is what PostgreSQL (and our check) reads; the rest mimics a real file.
  const clusterDir = path.join(dataDir, "postgres");
  return writeFile(path.join(clusterDir, "postmaster.pid"), `${pid}\n${clusterDir}\n1700000000\n5432\n`);
}

describe("startEmbeddedPostgres", () => {
  it("refuses a port already in use, naming the port and EMBEDDED_POSTGRES_PORT", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const error = await startFailure(port);
      expect(error.message).toContain(`Port ${port}`);
      expect(error.message).toContain("EMBEDDED_POSTGRES_PORT");
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it("refuses a data folder whose postmaster.pid names a live process", async () => {
    await mkdir(path.join(dataDir, "postgres"), { recursive: true });
    await writePidFile(process.pid);

    const error = await startFailure(await freePort());
    expect(error.message).toContain(`pid ${process.pid}`);
    // It belongs to someone else: leave it alone.
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(true);
  });

  it("removes a stale postmaster.pid left by a dead server and starts", async () => {
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port, logger });
    await first.stop();

    const exited = spawnSync(process.execPath, ["-e", ""]);
    expect(exited.status).toBe(0);
    const deadPid = exited.pid;
    await writePidFile(deadPid);

    const second = await startEmbeddedPostgres({ dataDir, port, logger });
    try {
      const client = new pg.Client({ connectionString: second.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
        expect(rows[0]?.pid).toEqual(expect.any(Number));
      } finally {
        await client.end();
      }
      const pidFile = await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8");
      expect(Number.parseInt(pidFile, 10)).not.toBe(deadPid);
    } finally {
      await second.stop();
    }
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  });
});
