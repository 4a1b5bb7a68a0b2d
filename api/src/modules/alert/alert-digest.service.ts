import type { EntityManager } from "@mikro-orm/postgresql";
import { bogotaDate } from "../../domain/business-days";

/**
 * Builds the daily digests up to `upTo` (the 7:00 run's scheduled time; docs/alerts.md#the-daily-digest),
 * in one transaction: for every person with a daily e-mailed alert, the reports filed in its area after
 * the alert's watermark (`digested_up_to`) and up to `upTo`, not their own, become one `alert_digest`
 * row for that person and Bogotá day; every such alert's watermark moves to `upTo`; and each new row
 * gets its e-mail job. So:
 * - running it again for the same day builds nothing new (the watermarks already stand at `upTo`, and a
 *   person has one digest a day: unique person and day), and two runs at once queue behind a lock;
 * - a day whose run never happened (every instance down at 7:00, past the cron's backfill) is not lost:
 *   the next run starts from the watermark, where the last digest stopped.
 * Answers how many digests it built.
 */
export async function buildAlertDigests(em: EntityManager, upTo: Date): Promise<number> {
  const day = bogotaDate(upTo);
  return em.transactional(async (tx) => {
    await tx.execute(`SELECT pg_advisory_xact_lock(hashtext('reporta:alert-digests'))`);
    const [result] = await tx.execute<Array<{ built: number }>>(
      `WITH due AS (
         SELECT a.id, a.user_id, a.neighborhoods, a.category_ids, a.digested_up_to
         FROM area_alert a JOIN app_user u ON u.id = a.user_id AND u.active AND u.email IS NOT NULL
         WHERE a.frequency = 'daily' AND a.email AND a.digested_up_to < ?::timestamptz
       ), matched AS (
         SELECT DISTINCT d.user_id, r.id, r.created_at
         FROM due d JOIN report r ON r.created_at > d.digested_up_to AND r.created_at <= ?::timestamptz
           AND (cardinality(d.neighborhoods) = 0 OR r.neighborhood = ANY(d.neighborhoods))
           AND (cardinality(d.category_ids) = 0 OR r.category_id = ANY(d.category_ids))
           AND r.author_id IS DISTINCT FROM d.user_id
       ), built AS (
         INSERT INTO alert_digest (id, user_id, day, up_to, report_ids)
         SELECT gen_random_uuid(), user_id, ?::date, ?::timestamptz, array_agg(id ORDER BY created_at, id)
         FROM matched GROUP BY user_id
         ON CONFLICT (user_id, day) DO NOTHING
         RETURNING id
       ), advanced AS (
         UPDATE area_alert SET digested_up_to = ?::timestamptz WHERE id IN (SELECT id FROM due)
       ), queued AS (
         SELECT graphile_worker.add_jobs(array_agg(ROW(
           'send-alert-digest', json_build_object('digestId', id), NULL, NULL, NULL,
           'alert-digest:' || id, NULL, NULL
         )::graphile_worker.job_spec)) FROM built HAVING count(*) > 0
       )
       SELECT (SELECT count(*)::int FROM built) AS built, (SELECT count(*) FROM queued) AS queued`,
      [upTo.toISOString(), upTo.toISOString(), day, upTo.toISOString(), upTo.toISOString()],
    );
    return result?.built ?? 0;
  });
}
