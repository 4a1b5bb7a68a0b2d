import type { EntityManager } from "@mikro-orm/postgresql";
import { runMigrations, type JobHelpers } from "graphile-worker";
import type { PushKind, ReportStatus } from "../domain";

/**
 * Every job the app runs on graphile-worker's queue, by task name, with what its payload carries
 * (docs/operations.md#job-queue). Payloads are ids and small values: a task reads the rest when it runs,
 * so it acts on the data as it is then, not as it was when the job was queued.
 */
export interface JobPayloads {
  /**
   * E-mail one notification to its recipient (docs/staff.md#notifications): a status change, an
   * extension, a due-date warning.
   */
  "send-status-email": { notificationId: string };
  /**
   * E-mail a password-reset link (docs/password-reset.md): the payload names the link's row, never its
   * token, which the task derives again with the app's secret.
   */
  "send-password-reset-email": { resetId: string };
  /** E-mail a dependencia that a report was sent to it (docs/staff.md#routing). */
  "send-routing-email": { routingId: string };
  /** Hourly, from the queue's cron: uploads never processed and photos never attached. */
  "purge-abandoned-uploads": Record<string, unknown>;
  /** Every 15 minutes, from the queue's cron: ended sessions and expired rate-limit counters. */
  "prune-expired-rows": Record<string, unknown>;
  /** Hourly, from the queue's cron: terms about to end or ended unanswered (docs/legal-clock.md#the-overdue-job). */
  "check-due-dates": Record<string, unknown>;
  /**
   * E-mail one area-alert notification to its recipient (docs/alerts.md#immediate-alerts); `alertId` is
   * the alert that matched, whose own unsubscribe link the e-mail carries.
   */
  "send-alert-email": { notificationId: string; alertId: string };
  /**
   * Daily at 7:00 in Bogotá, from the queue's cron: builds each subscriber's digest of the reports filed
   * since their last one (docs/alerts.md#the-daily-digest). `_cron.ts` is the run's scheduled time, also
   * when it runs late (backfilled after the app was down).
   */
  "build-alert-digests": { _cron?: { ts: string; backfilled?: boolean } };
  /** E-mail one digest built by `build-alert-digests`, once. */
  "send-alert-digest": { digestId: string };
  /**
   * Hourly, from the queue's cron: asks "¿Quedó resuelto?" about every resolution 7 days old not yet
   * asked about (docs/resolution-check.md#asking).
   */
  "ask-resolution-checks": Record<string, unknown>;
  /** E-mail one "¿Quedó resuelto?" question with its signed answer links, once. */
  "send-resolution-check-email": { checkId: string };
  /**
   * POST one webhook delivery to its dependencia's partner, signed (docs/webhooks.md#outbound); retried
   * with the queue's back-off for about a day.
   */
  "deliver-webhook": { deliveryId: string };
  /**
   * One Web Push to one browser (docs/push.md#retries): what changed on which report, and how the person
   * hears of it; the task reads the subscription and the report when it runs. Retried for about 10 hours.
   */
  "send-push": { subscriptionId: string; reportId: string; kind: PushKind; status: ReportStatus };
  /**
   * Delete the stored objects of a photo replaced by its blurred copy (docs/privacy-masking.md#photo-blurring),
   * queued in the replacing transaction: the delete right after the commit usually does it first, and the
   * queue's retries finish it when that one failed. Deleting a missing object succeeds.
   */
  "delete-photo-objects": { keys: string[] };
}

export type JobName = keyof JobPayloads;

/** A task's handler, typed by the payload its name carries. */
export type JobTask<N extends JobName> = (payload: JobPayloads[N], helpers: JobHelpers) => Promise<void>;

export interface EnqueueOptions {
  /** At most one pending job per key: queuing again replaces the pending one instead of adding another. */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Queues a job in the caller's transaction (`tx`): it exists exactly when what caused it commits, so
 * nothing is lost on a crash and nothing is sent for a change that rolled back.
 */
export async function enqueueJob<N extends JobName>(
  tx: EntityManager,
  task: N,
  payload: JobPayloads[N],
  options: EnqueueOptions = {},
): Promise<void> {
  const named: string[] = [];
  const values: unknown[] = [task, JSON.stringify(payload)];
  if (options.jobKey !== undefined) {
    named.push("job_key := ?");
    values.push(options.jobKey);
  }
  if (options.runAt !== undefined) {
    named.push("run_at := ?::timestamptz");
    values.push(options.runAt.toISOString());
  }
  if (options.maxAttempts !== undefined) {
    named.push("max_attempts := ?::int");
    values.push(options.maxAttempts);
  }
  await tx.execute(`SELECT graphile_worker.add_job(${["?", "?::json", ...named].join(", ")})`, values);
}

/** Creates or updates the queue's own schema (`graphile_worker`); the worker does it too when it starts. */
export async function migrateJobQueue(databaseUrl: string): Promise<void> {
  await runMigrations({ connectionString: databaseUrl });
}
