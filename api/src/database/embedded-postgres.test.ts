import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
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

/** A postmaster.pid as PostgreSQL writes it; line 7 holds "key shmid" of its shared memory. */
function writePidFile(pid: number, sharedMemory = ""): Promise<void> {
  const clusterDir = path.join(dataDir, "postgres");
  return writeFile(
    path.join(clusterDir, "postmaster.pid"),
    `${pid}\n${clusterDir}\n1700000000\n5432\n\n127.0.0.1\n${sharedMemory}\nready\n`,
  );
}

// Each test creates and starts one or two whole clusters (initdb): seconds each, and more than the
// default 20 s for two of them on a busy 2-core machine.
const CLUSTER_TESTS = { timeout: 60_000 };

describe("startEmbeddedPostgres", CLUSTER_TESTS, () => {
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

  it("starts over a stale postmaster.pid left by a dead server, recording its owner while it runs", async () => {
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port, logger });
    await first.stop();

    const exited = spawnSync(process.execPath, ["-e", ""]);
    expect(exited.status).toBe(0);
    const deadPid = exited.pid;
    await writePidFile(deadPid);

    const second = await startEmbeddedPostgres({ dataDir, port, logger });
    try {
      const lock = JSON.parse(await readFile(path.join(dataDir, "postgres.lock"), "utf8")) as { pid: number };
      expect(lock.pid).toBe(process.pid);
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
    expect(existsSync(path.join(dataDir, "postgres.lock"))).toBe(false);
  });

  // After a reboot or a container restart pids start over: the stale file may name another program.
  it("removes a postmaster.pid whose pid another program has now, once its server's shared memory is gone", async () => {
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port, logger });
    await first.stop();
    await writePidFile(process.pid, "  12345678  2147483000");

    const second = await startEmbeddedPostgres({ dataDir, port, logger });
    try {
      expect(await answers(second.databaseUrl)).toBe(true);
      expect(await postmasterPidOf(dataDir)).not.toBe(process.pid);
    } finally {
      await second.stop();
    }
  });

  it("keeps a postmaster.pid naming another program while that server's shared memory is still in use", async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), "reporta-embedded-pg-other-"));
    const other = await startEmbeddedPostgres({ dataDir: otherDir, port: await freePort(), logger });
    try {
      const otherPidFile = await readFile(path.join(otherDir, "postgres", "postmaster.pid"), "utf8");
      await mkdir(path.join(dataDir, "postgres"), { recursive: true });
      await writePidFile(process.pid, otherPidFile.split("\n")[6]);

      const error = await startFailure(await freePort());
      expect(error.message).toContain(`pid ${process.pid}`);
      expect(error.message).toContain("shared memory");
      expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(true);
    } finally {
      await other.stop();
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  // A copied data folder carries the original's postmaster.pid: its server is not ours to stop.
  it("leaves alone a PostgreSQL of another data folder named in postmaster.pid, even with a dead owner on record", async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), "reporta-embedded-pg-other-"));
    const other = await startEmbeddedPostgres({ dataDir: otherDir, port: await freePort(), logger });
    try {
      const otherPid = await postmasterPidOf(otherDir);
      await mkdir(path.join(dataDir, "postgres"), { recursive: true });
      await writePidFile(otherPid);
      await writeDeadOwner();

      const error = await startFailure(await freePort());
      expect(error.message).toContain(`pid ${otherPid}`);
      expect(error.message).toContain("another data folder");
      expect(await answers(other.databaseUrl)).toBe(true);
    } finally {
      await other.stop();
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it("leaves alone this folder's PostgreSQL while its parent app runs, even if the lock names a dead app", async () => {
    const running = await startEmbeddedPostgres({ dataDir, port: await freePort(), logger });
    try {
      const pid = await postmasterPidOf(dataDir);
      await writeDeadOwner();

      const error = await startFailure(await freePort());
      expect(error.message).toContain(`pid ${pid}`);
      expect(error.message).toContain(`its parent (pid ${process.pid}) is a running Node.js process`);
      expect(await postmasterPidOf(dataDir)).toBe(pid);
      expect(await answers(running.databaseUrl)).toBe(true);
    } finally {
      await running.stop();
    }
  });
});

describe("an embedded PostgreSQL that dies under a running app", CLUSTER_TESTS, () => {
  it("is restarted, and given up after the last attempt, with a fatal error for the app to exit on", async () => {
    const lost: Error[] = [];
    const running = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      logger,
      onUnrecoverable: (error) => lost.push(error),
      restartDelaysMs: [10, 10, 10],
    });
    try {
      const killed = await postmasterPidOf(dataDir);
      process.kill(killed, "SIGKILL");
      await waitFor(
        async () =>
          (await postmasterPidOf(dataDir).catch(() => killed)) !== killed &&
          (await answers(running.databaseUrl).catch(() => false)),
      );
      expect(lost).toEqual([]);

      // A cluster that cannot start any more: every attempt fails.
      const config = path.join(dataDir, "postgres", "postgresql.conf");
      await rename(config, `${config}.away`);
      process.kill(await postmasterPidOf(dataDir), "SIGKILL");
      await waitFor(() => Promise.resolve(lost.length > 0));
      expect(lost[0]?.message).toContain("did not start again after 3 attempts");
      await rename(`${config}.away`, config);
    } finally {
      await running.stop();
    }
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The lock of an app process that has exited (a crash). */
async function writeDeadOwner(): Promise<void> {
  const exited = spawnSync(process.execPath, ["-e", ""]);
  await writeFile(path.join(dataDir, "postgres.lock"), JSON.stringify({ pid: exited.pid, startTime: "1" }));
}

async function postmasterPidOf(folder: string): Promise<number> {
  return Number.parseInt(await readFile(path.join(folder, "postgres", "postmaster.pid"), "utf8"), 10);
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>("SELECT 1 AS one")).rows[0]?.one === 1;
  } finally {
    await client.end();
  }
}
