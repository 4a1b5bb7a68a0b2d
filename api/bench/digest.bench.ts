import nodemailer from "nodemailer";
import type { JobHelpers } from "graphile-worker";
import { CATEGORY_IDS, NEIGHBORHOOD_SLUGS } from "../src/domain";
import { initOrm } from "../src/database/orm";
import { buildAlertDigests, DIGEST_MATCHES } from "../src/modules/alert/alert-digest.service";
import { alertDigestTask } from "../src/modules/alert/alert-email";
import { createLogger } from "../src/server/logger";
import type { Bench, BenchContext, BenchRow } from "./harness";

const SUBSCRIBERS = 10_000;
const NEW_REPORTS = 2_000;
const PREFIX = "bench-digest-";

/** A small deterministic generator: the same subscribers' areas on every run. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/**
 * Each subscriber's daily e-mailed alert: one to three barrios, or one or two categories, or both, as
 * residents choose them on /alertas.
 */
function areas() {
  const next = generator(19);
  const pick = (list: readonly string[], count: number) => {
    const chosen = new Set<string>();
    while (chosen.size < count) chosen.add(list[next(list.length)]!);
    return [...chosen];
  };
  return Array.from({ length: SUBSCRIBERS }, () => {
    const shape = next(3);
    return {
      neighborhoods: shape === 1 ? [] : pick(NEIGHBORHOOD_SLUGS, 1 + next(3)),
      categoryIds: shape === 0 ? [] : pick(CATEGORY_IDS, 1 + next(2)),
    };
  });
}

const textArray = (values: readonly string[]) => `{${values.join(",")}}`;

/** The service's own matching, sent bare to PostgreSQL: the same (subscriber, report) rows, no writes. */
const MATCHED = `WITH ${DIGEST_MATCHES.replace(/\?/g, "$1")} SELECT user_id, id FROM matched`;

/** Peak resident memory of this process while `task` runs, above what it was before. */
async function withPeakMemory<T>(task: () => Promise<T>): Promise<{ result: T; ms: number; peakMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const result = await task();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, ms: performance.now() - started, peakMb: (peak - before) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The 7:00 digest (docs/alerts.md#the-daily-digest) for 10,000 subscribers over the 2,000 newest
 * reports: building every digest (the cron's one transaction) and rendering every e-mail as the send
 * job does (its reads, the text, the MIME message; no network), next to the bare SELECT of the same
 * (subscriber, report) rows (the service's matching alone) in the same run.
 */
const bench: Bench = {
  title: `Daily alert digest (${SUBSCRIBERS.toLocaleString("en-US")} subscribers, ${NEW_REPORTS.toLocaleString("en-US")} new reports; vs a bare SELECT of the same rows)`,
  async run(context) {
    const { pool } = context;
    const orm = await initOrm(context.databaseUrl, createLogger({ logLevel: "warn" }));
    try {
      const [newest] = (
        await pool.query<{ upto: Date; since: Date }>(
          `SELECT max(created_at) AS upto, min(created_at) - interval '1 microsecond' AS since
           FROM (SELECT created_at FROM report ORDER BY created_at DESC LIMIT ${NEW_REPORTS}) AS day`,
        )
      ).rows;
      const { upto, since } = newest!;
      await cleanUp(context);
      const chosen = areas();
      await pool.query(
        `INSERT INTO app_user (id, role, email, first_name, active, created_at, updated_at)
         SELECT '${PREFIX}' || i, 'citizen', '${PREFIX}' || i || '@example.com', 'Vecina', true, now(), now()
         FROM generate_series(1, ${SUBSCRIBERS}) AS i`,
      );
      await pool.query(
        `INSERT INTO area_alert (id, user_id, neighborhoods, category_ids, frequency, email, created_at, digested_up_to)
         SELECT gen_random_uuid(), '${PREFIX}' || i, n::text[], c::text[], 'daily', true, $1, $1
         FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS chosen(n, c, i)`,
        [
          since,
          chosen.map((area) => textArray(area.neighborhoods)),
          chosen.map((area) => textArray(area.categoryIds)),
        ],
      );
      const reset = async () => {
        await pool.query(`DELETE FROM alert_digest WHERE user_id LIKE '${PREFIX}%'`);
        await pool.query(`UPDATE area_alert SET digested_up_to = $1 WHERE user_id LIKE '${PREFIX}%'`, [
          since,
        ]);
        await dropQueuedDigests(context);
      };

      const bare: Array<{ ms: number; peakMb: number; rows: number }> = [];
      const built: Array<{ ms: number; peakMb: number; digests: number }> = [];
      for (let round = 0; round < 3; round++) {
        // Every round starts from the same day: no digest yet, every watermark before the 2,000 reports.
        await reset();
        const select = await withPeakMemory(() => pool.query(MATCHED, [upto]));
        bare.push({ ms: select.ms, peakMb: select.peakMb, rows: select.result.rowCount ?? 0 });
        const build = await withPeakMemory(() => buildAlertDigests(orm.em.fork(), upto));
        built.push({ ms: build.ms, peakMb: build.peakMb, digests: build.result });
        // The app's worker would send them (without SMTP: nothing); this bench renders them itself.
        await dropQueuedDigests(context);
      }

      const ids = (
        await pool.query<{ id: string }>(
          `SELECT id FROM alert_digest WHERE user_id LIKE '${PREFIX}%' ORDER BY id`,
        )
      ).rows.map((row) => row.id);
      const task = alertDigestTask({
        orm,
        email: {
          enabled: true,
          smtpUrl: "smtp://127.0.0.1:1",
          from: "Reporta Riomar <no-responder@example.com>",
        },
        secret: "bench-secret",
        appUrl: "https://reporta.example",
        transport: nodemailer.createTransport({ streamTransport: true, buffer: true }),
      });
      const sent = await withPeakMemory(async () => {
        // One job at a time, as the worker runs them (concurrency 1).
        for (const digestId of ids) await task({ digestId }, {} as JobHelpers);
      });
      const [{ unsent } = { unsent: "?" }] = (
        await pool.query<{ unsent: string }>(
          `SELECT count(*) AS unsent FROM alert_digest WHERE user_id LIKE '${PREFIX}%' AND sent_at IS NULL`,
        )
      ).rows;

      const bareMs = median(bare.map((run) => run.ms));
      const buildMs = median(built.map((run) => run.ms));
      const rows: BenchRow[] = [
        {
          figure: `build every digest, one transaction (${built[0]!.digests.toLocaleString("en-US")} digests of ${bare[0]!.rows.toLocaleString("en-US")} subscriber-report rows; median of 3) vs the bare SELECT`,
          value: `${buildMs.toFixed(0)} ms`,
          baseline: `${bareMs.toFixed(0)} ms`,
          ratio: `${(buildMs / bareMs).toFixed(1)}×`,
        },
        {
          figure:
            "memory of this process while building (peak RSS growth) vs while the bare SELECT's rows arrive",
          value: `${median(built.map((run) => run.peakMb)).toFixed(1)} MB`,
          baseline: `${median(bare.map((run) => run.peakMb)).toFixed(1)} MB`,
        },
        {
          figure: `render every e-mail as the send job does, one at a time (${ids.length.toLocaleString("en-US")} e-mails, ${unsent} left unsent) vs the bare SELECT`,
          value: `${(sent.ms / 1000).toFixed(1)} s (${(sent.ms / Math.max(ids.length, 1)).toFixed(2)} ms each)`,
          baseline: `${bareMs.toFixed(0)} ms`,
          ratio: `${(sent.ms / bareMs).toFixed(0)}×`,
        },
        {
          figure: "memory of this process while rendering them (peak RSS growth)",
          value: `${sent.peakMb.toFixed(1)} MB`,
        },
      ];
      return rows;
    } finally {
      await cleanUp(context);
      await orm.close(true);
    }
  },
};
export default bench;

/** Removes the bench's subscribers (their alerts and digests go with them) and their queued e-mails. */
async function cleanUp(context: BenchContext): Promise<void> {
  await dropQueuedDigests(context);
  await context.pool.query(`DELETE FROM app_user WHERE id LIKE '${PREFIX}%'`);
}

async function dropQueuedDigests(context: BenchContext): Promise<void> {
  await context.pool.query(
    `DELETE FROM graphile_worker._private_jobs j USING graphile_worker._private_tasks t
     WHERE t.id = j.task_id AND t.identifier = 'send-alert-digest'`,
  );
}
