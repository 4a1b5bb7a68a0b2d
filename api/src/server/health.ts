import type { MikroORM } from "@mikro-orm/core";
import { Router } from "express";

const DATABASE_TIMEOUT_MS = 2000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error("database timeout")), DATABASE_TIMEOUT_MS).unref();
    }),
  ]);
}

/**
 * The checks orchestrators and load balancers ask (docs/operations.md#health):
 * - `/health/live`: the process answers (restart it if not); never touches the database, so a database
 *   outage does not get every instance restarted.
 * - `/health/ready`: the database answers within the timeout and every migration this code knows is
 *   applied (send it traffic only then).
 * - `/health`: the database check alone, as it always was.
 */
export function healthRouter(orm: MikroORM): Router {
  const router = Router();
  router.get("/health/live", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/health/ready", async (req, res) => {
    try {
      await withinTimeout(orm.em.getConnection().execute("SELECT 1"));
      const pending = await withinTimeout(orm.getMigrator().getPendingMigrations());
      if (pending.length > 0) {
        res.status(503).json({ status: "unavailable", reason: "migrations", pending: pending.length });
        return;
      }
      res.json({ status: "ok" });
    } catch (error) {
      req.log.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable", reason: "database" });
    }
  });
  router.get("/health", async (req, res) => {
    try {
      await withinTimeout(orm.em.getConnection().execute("SELECT 1"));
      res.json({ status: "ok" });
    } catch (error) {
      req.log.warn({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });
  return router;
}
