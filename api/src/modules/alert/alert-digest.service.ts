import type { EntityManager } from "@mikro-orm/postgresql";
import { STATEMENT_TIMEOUTS_MS } from "../../domain";
import { bogotaDate } from "../../domain/business-days";

/**
 * The (person, report) pairs of the digests up to `?` (every `?` is that time): the daily e-mailed
 * alerts of active people with an e-mail, their watermark before it; each alert as the pairs of
 * barrio and category it names (NULL for "any"), joined on equality to the reports filed after the
 * lowest watermark, so that PostgreSQL hashes the day's reports once instead of testing every report
 * against every alert; the author never hears of their own report. A report matching several alerts
 * of one person counts once (UNION).
 */
export const DIGEST_MATCHES = `
  due AS (
    SELECT a.id, a.user_id, a.neighborhoods, a.category_ids, a.digested_up_to
    FROM area_alert a JOIN app_user u ON u.id = a.user_id AND u.active AND u.email IS NOT NULL
    WHERE a.frequency = 'daily' AND a.email AND a.digested_up_to < ?::timestamptz
  ), filed AS (
    SELECT r.id, r.created_at, r.neighborhood, r.category_id, r.author_id FROM report r
    WHERE r.created_at > (SELECT min(digested_up_to) FROM due) AND r.created_at <= ?::timestamptz
  ), areas AS (
    SELECT d.user_id, d.digested_up_to, n.neighborhood, c.category_id
    FROM due d
    LEFT JOIN LATERAL unnest(d.neighborhoods) AS n(neighborhood) ON true
    LEFT JOIN LATERAL unnest(d.category_ids) AS c(category_id) ON true
  ), matched AS (
    SELECT a.user_id, f.id, f.created_at FROM areas a
      JOIN filed f ON f.neighborhood = a.neighborhood AND f.category_id = a.category_id
      WHERE f.created_at > a.digested_up_to AND f.author_id IS DISTINCT FROM a.user_id
    UNION
    SELECT a.user_id, f.id, f.created_at FROM areas a JOIN filed f ON f.neighborhood = a.neighborhood
      WHERE a.category_id IS NULL AND f.created_at > a.digested_up_to AND f.author_id IS DISTINCT FROM a.user_id
    UNION
    SELECT a.user_id, f.id, f.created_at FROM areas a JOIN filed f ON f.category_id = a.category_id
      WHERE a.neighborhood IS NULL AND f.created_at > a.digested_up_to AND f.author_id IS DISTINCT FROM a.user_id
  )`;

/**
 * Builds the daily digests up to `upTo` (the 7:00 run's scheduled time; docs/alerts.md#the-daily-digest),
 * in one transaction: the reports of DIGEST_MATCHES become one `alert_digest` row per person and Bogotá
 * day (reports fixed in it); every due alert's watermark moves to `upTo`; each new row gets its e-mail
 * job. So:
 * - running it again for the same day builds nothing new (the watermarks already stand at `upTo`, and a
 *   person has one digest a day: unique person and day), and two runs at once queue behind a lock;
 * - a day whose run never happened (every instance down at 7:00, past the cron's backfill) is not lost:
 *   the next run starts from the watermark, where the last digest stopped.
 * A background job, not a request: it may take longer than a request's statement limit.
 * Answers how many digests it built.
 */
export async function buildAlertDigests(em: EntityManager, upTo: Date): Promise<number> {
  const day = bogotaDate(upTo);
  const at = upTo.toISOString();
  return em.transactional(async (tx) => {
    await tx.execute(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUTS_MS.backgroundJob}`);
    await tx.execute(`SELECT pg_advisory_xact_lock(hashtext('reporta:alert-digests'))`);
    const [result] = await tx.execute<Array<{ built: number }>>(
      `WITH ${DIGEST_MATCHES}, built AS (
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
      [at, at, day, at, at],
    );
    return result?.built ?? 0;
  });
}
