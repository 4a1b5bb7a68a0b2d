import type { MikroORM } from "@mikro-orm/postgresql";
import {
  Logger as GraphileLogger,
  parseCronItems,
  run,
  type Runner,
  type Task,
  type TaskList,
} from "graphile-worker";
import pg from "pg";
import type { Logger } from "pino";
import type { Config } from "../config/env";
import type { JobName, JobTask } from "../jobs/job-queue";
import { alertDigestCronTask, alertDigestTask, alertEmailTask } from "../modules/alert/alert-email";
import { ALERT_LIMITS } from "../domain";
import { statusEmailTask } from "../modules/notification/status-email";
import { routingEmailTask } from "../modules/notification/routing-email";
import { passwordResetEmailTask } from "../modules/notification/password-reset-email";
import type { Secrets } from "../config/secrets";
import { uploadPurgeTask } from "../modules/photo/upload-purge.task";
import { expiredRowsPruneTask } from "../auth/expired-rows.task";
import { photoObjectsDeleteTask } from "../modules/photo/photo-objects.task";
import { dueDateTask } from "../modules/report/due-date.task";
import {
  askResolutionChecksTask,
  resolutionCheckEmailTask,
} from "../modules/resolution-check/resolution-check-email";
import type { ObjectStorage } from "../storage/object-storage";
import { webhookDeliveryTask } from "../modules/webhook/webhook-delivery.task";
import { pushDeliveryTask } from "../modules/push/push-delivery.task";

export interface WorkerOptions {
  config: Config;
  orm: MikroORM;
  databaseUrl: string;
  storage: ObjectStorage;
  logger: Logger;
  secrets: Secrets;
}

/**
 * graphile-worker runs on every instance, in every set-up (docs/operations.md#job-queue): the jobs live in
 * PostgreSQL, each is taken by exactly one instance, and its cron schedules periodic work once across all
 * instances (no per-instance timers).
 */
export async function startWorker(
  options: WorkerOptions,
): Promise<{ events: Runner["events"]; stop: () => Promise<void> }> {
  const { config, orm, storage, logger } = options;
  const alertEmail = {
    orm,
    email: config.email,
    secret: options.secrets.sessionSecret,
    appUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  };
  const tasks: { [N in JobName]: JobTask<N> } = {
    "send-status-email": statusEmailTask({
      orm,
      email: config.email,
      appUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    }),
    "send-routing-email": routingEmailTask({
      orm,
      email: config.email,
      appUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    }),
    "send-password-reset-email": passwordResetEmailTask({
      orm,
      email: config.email,
      secret: options.secrets.sessionSecret,
      appUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    }),
    "purge-abandoned-uploads": uploadPurgeTask({ orm, storage, logger }),
    "prune-expired-rows": expiredRowsPruneTask({ orm, logger }),
    "delete-photo-objects": photoObjectsDeleteTask({ storage }),
    "check-due-dates": dueDateTask({ orm, logger }),
    "send-alert-email": alertEmailTask(alertEmail),
    "send-alert-digest": alertDigestTask(alertEmail),
    "build-alert-digests": alertDigestCronTask({ orm }),
    "ask-resolution-checks": askResolutionChecksTask({ orm }),
    "send-resolution-check-email": resolutionCheckEmailTask(alertEmail),
    "deliver-webhook": webhookDeliveryTask({ orm }),
    "send-push": pushDeliveryTask({ orm, config: config.push, logger }),
  };
  // The queue's own connections, beside the ORM's: a worker waiting on jobs needs few. The pool is
  // the app's, not graphile-worker's: graphile-worker ends its own pool without waiting and drops its
  // error handler at once, so a connection the server closes meanwhile (a restart, a dropped
  // database) raised an uncaught error that took the process down.
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 3 });
  const connectionLost = (error: Error) =>
    logger.warn({ component: "job-queue", error: error.message }, "PostgreSQL connection lost");
  pool.on("error", connectionLost);
  // A connection in use fails its next query; without a listener its error event would be uncaught.
  pool.on("connect", (client) => client.on("error", connectionLost));
  let runner: Runner;
  try {
    runner = await run({
      pgPool: pool,
      concurrency: 1,
      noHandleSignals: true,
      pollInterval: 1000,
      taskList: tasks as unknown as TaskList & Record<JobName, Task>,
      parsedCronItems: parseCronItems([...CRON_ITEMS]),
      logger: graphileLogger(logger),
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    events: runner.events,
    async stop() {
      await runner.stop();
      await pool.end();
    },
  };
}

/** Once a day is enough to look back: the digest's watermark makes up any longer outage. */
const DIGEST_BACKFILL_MS = 24 * 60 * 60 * 1000;

/** The queue's periodic jobs, scheduled once across every instance (times in UTC). */
export const CRON_ITEMS = [
  // Minute 17 of every hour; a run missed while every instance was down is not made up.
  { task: "purge-abandoned-uploads", match: "17 * * * *", options: { backfillPeriod: 0 } },
  // Every 15 minutes, as connect-pg-simple's own timer did; the next run finds whatever a missed one left.
  { task: "prune-expired-rows", match: "*/15 * * * *", options: { backfillPeriod: 0 } },
  // Minute 5 of every hour, so a term that ended at midnight in Bogotá (05:00 UTC) is marked by 05:05;
  // a missed run is not made up: the next one finds every term that ended meanwhile.
  { task: "check-due-dates", match: "5 * * * *", options: { backfillPeriod: 0 } },
  // Minute 25 of every hour; a missed run is not replayed: the next one asks about every resolution 7
  // days old that nobody was asked about yet (docs/resolution-check.md#asking).
  { task: "ask-resolution-checks", match: "25 * * * *", options: { backfillPeriod: 0 } },
  // 7:00 in Bogotá. A run missed while every instance was down is made up when one starts within the
  // day (the run's own time names the digest); the watermark covers any longer outage
  // (docs/alerts.md#the-daily-digest).
  {
    task: "build-alert-digests",
    match: ALERT_LIMITS.digestCron,
    options: { backfillPeriod: DIGEST_BACKFILL_MS },
  },
] as const satisfies ReadonlyArray<{ task: JobName; match: string; options: { backfillPeriod: number } }>;

/** The queue's messages into the app's log (a failed attempt is a warning: it will be retried). */
function graphileLogger(logger: Logger): GraphileLogger {
  return new GraphileLogger(() => (level, message, meta) => {
    const entry = { component: "job-queue", ...meta };
    if (level === "error" || level === "warning") logger.warn(entry, message);
    else logger.debug(entry, message);
  });
}
