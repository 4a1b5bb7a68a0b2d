import type { MikroORM } from "@mikro-orm/postgresql";
import type { Logger } from "pino";
import { STATEMENT_TIMEOUTS_MS } from "../domain";
import type { JobTask } from "../jobs/job-queue";

/**
 * Rate-limit counters are kept this long after they expire, as rate-limiter-flexible's own clean-up
 * does: an instance whose clock runs behind still finds the counter it is counting on.
 */
const RATE_LIMIT_GRACE_MS = 60 * 60 * 1000;

/**
 * The queue's `prune-expired-rows` task (one run across all instances, docs/operations.md#job-queue):
 * ended sessions and expired rate-limit counters. Their libraries would each prune on a timer of every
 * instance (connect-pg-simple every 15 minutes, each rate limiter every 5); those timers are off.
 * The session middleware ignores an expired row anyway, so this is housekeeping, never a sign-out.
 */
export function expiredRowsPruneTask({
  orm,
  logger,
}: {
  orm: MikroORM;
  logger: Logger;
}): JobTask<"prune-expired-rows"> {
  return async () => {
    const { sessions, counters } = await orm.em.fork().transactional(async (tx) => {
      // A backlog (rate_limit has no index on expire) must not meet a request's 5-second limit.
      await tx.execute(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUTS_MS.backgroundJob}`);
      return {
        // The same comparison as connect-pg-simple's: `expire` is written with to_timestamp.
        sessions: await tx.execute<{ affectedRows: number }>(
          "DELETE FROM session WHERE expire < to_timestamp(?)",
          [Date.now() / 1000],
          "run",
        ),
        // rate_limit.expire is milliseconds since the epoch; null is a counter that never expires.
        counters: await tx.execute<{ affectedRows: number }>(
          "DELETE FROM rate_limit WHERE expire < ?",
          [Date.now() - RATE_LIMIT_GRACE_MS],
          "run",
        ),
      };
    });
    if (sessions.affectedRows + counters.affectedRows > 0) {
      logger.info(
        { sessions: sessions.affectedRows, rateLimitCounters: counters.affectedRows },
        "expired sessions and rate-limit counters removed",
      );
    }
  };
}
