import type { MikroORM } from "@mikro-orm/core";
import { Router } from "express";

const DATABASE_TIMEOUT_MS = 2000;

/** 200 only when the database answers within the timeout, so a load balancer stops routing otherwise. */
export function healthRouter(orm: MikroORM): Router {
  const router = Router();
  router.get("/health", async (req, res) => {
    try {
      await Promise.race([
        orm.em.getConnection().execute("SELECT 1"),
        new Promise((_, reject) => {
          setTimeout(() => reject(new Error("database timeout")), DATABASE_TIMEOUT_MS).unref();
        }),
      ]);
      res.json({ status: "ok" });
    } catch (error) {
      req.log.warn({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });
  return router;
}
