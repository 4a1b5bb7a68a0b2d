import { randomUUID } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { WEBHOOK_LIMITS } from "../src/domain";
import { signWebhook, webhookTimestamp } from "../src/modules/webhook/webhook-signature";
import { format, latencyRow, type Bench, type BenchContext, type BenchRow } from "./harness";

/** Events pushed through the queue for the throughput figure. */
const EVENTS = 300;
/** The request-path figures: one staff member at a time, as a funcionario works. */
const MEASURE = { concurrency: 2, durationMs: 3000, warmupMs: 300 };

/**
 * Partners' webhooks (docs/webhooks.md): how many events a second the job queue delivers, signed, to a
 * receiver on loopback, next to a bare loop of signed POSTs to the same receiver in the same run (what the
 * queue, the delivery rows and the public view add); and a staff status change's latency while the
 * dependencia's receiver is dead or hangs, next to the same change with no webhook (the request path must
 * not wait for the partner: the ratio should be about 1).
 */
const bench: Bench = {
  title:
    "Partner webhooks (throughput through the queue vs bare POSTs; staff request with a dead or hanging receiver vs none)",
  async run(context) {
    const receiver = await Receiver.start();
    const admin = await context.signIn("test-admin");
    const reports = (
      await context.pool.query<{ id: string; status: string; dependencia_id: string }>(
        `SELECT id, status, dependencia_id FROM report
          WHERE dependencia_id = (SELECT dependencia_id FROM report WHERE status = 'en_gestion' LIMIT 1)
            AND status = 'en_gestion' LIMIT 8`,
      )
    ).rows;
    if (reports.length === 0) throw new Error("no report en gestión to work on");
    const dependenciaId = reports[0]!.dependencia_id;
    const configure = async (url: string) => {
      const response = await admin.fetch(`/api/admin/dependencias/${dependenciaId}/webhook`, {
        method: "PUT",
        body: JSON.stringify({ url, enabled: true }),
      });
      if (!response.ok) throw new Error(`configuring the webhook: ${response.status}`);
      return ((await response.json()) as { secret: string | null }).secret;
    };
    try {
      const rows: BenchRow[] = [];
      // The baseline first: the same receiver, signed POSTs one after another (the worker sends one at a time).
      const sample = JSON.stringify({
        id: randomUUID(),
        type: "report.status_changed",
        report: { filler: "x".repeat(900) },
      });
      const bare = await bareLoop(receiver.url, sample, EVENTS);
      await configure(receiver.url);
      receiver.count = 0;
      const started = performance.now();
      await enqueueEvents(context, dependenciaId, EVENTS);
      await waitUntil(() => receiver.count >= EVENTS, 120_000);
      const elapsed = (performance.now() - started) / 1000;
      rows.push({
        figure: `${EVENTS} events through the queue to a loopback receiver (signed, public view) vs bare signed POSTs`,
        value: format.rate(EVENTS / elapsed, "events/s"),
        baseline: format.rate(bare, "POST/s"),
        ratio: format.percent(EVENTS / elapsed, bare),
      });

      let turn = 0;
      const change = async () => {
        const report = reports[turn++ % reports.length]!;
        const response = await admin.fetch(`/api/reports/${report.id}/status`, {
          method: "PATCH",
          body: JSON.stringify({ status: report.status, internalNote: "Revisión de rutina (bench)." }),
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`status change: ${response.status}`);
      };
      await removeWebhook(context, dependenciaId);
      const none = await context.measure(change, MEASURE);
      await configure(await deadUrl());
      rows.push(
        latencyRow(
          "PATCH /api/reports/:id/status, receiver dead (connection refused) vs no webhook",
          await context.measure(change, MEASURE),
          none,
        ),
      );
      receiver.hang = true;
      await configure(receiver.url);
      rows.push(
        latencyRow(
          `PATCH /api/reports/:id/status, receiver hanging (${WEBHOOK_LIMITS.timeoutMs / 1000} s timeout) vs no webhook`,
          await context.measure(change, MEASURE),
          none,
        ),
      );
      return rows;
    } finally {
      await removeWebhook(context, dependenciaId);
      await receiver.stop();
    }
  },
};
export default bench;

/** A partner's receiver: counts what it gets; `hang` leaves requests unanswered (a slow partner). */
class Receiver {
  count = 0;
  hang = false;
  private held: ServerResponse[] = [];
  private server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      this.count++;
      if (this.hang) this.held.push(res);
      else res.writeHead(204).end();
    });
  });

  static async start(): Promise<Receiver> {
    const receiver = new Receiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, "127.0.0.1", resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhook`;
  }

  async stop(): Promise<void> {
    for (const res of this.held.splice(0)) res.writeHead(503).end();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Signed POSTs of `body`, one after another, as the worker sends them: POSTs a second. */
async function bareLoop(url: string, body: string, count: number): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    const timestamp = webhookTimestamp();
    const response = await fetch(url, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "x-reporta-id": randomUUID(),
        "x-reporta-timestamp": timestamp,
        "x-reporta-signature": signWebhook("whsec_bench", timestamp, body),
      },
    });
    await response.arrayBuffer();
  }
  return count / ((performance.now() - started) / 1000);
}

/** `count` status-change events for the dependencia, recorded and queued in one transaction, as reactions do. */
async function enqueueEvents(context: BenchContext, dependenciaId: string, count: number): Promise<void> {
  const client = await context.pool.connect();
  try {
    await client.query("BEGIN");
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO webhook_delivery (id, dependencia_id, event_type, report_id, occurred_at, created_at)
       SELECT gen_random_uuid(), $1, 'report.status_changed', r.id, now(), now()
         FROM (SELECT id FROM report ORDER BY created_at DESC LIMIT $2) r
       RETURNING id`,
      [dependenciaId, count],
    );
    await client.query(
      `SELECT graphile_worker.add_job('deliver-webhook', json_build_object('deliveryId', id),
         job_key := 'webhook-delivery:' || id, max_attempts := $2::int) FROM unnest($1::uuid[]) id`,
      [rows.map((row) => row.id), WEBHOOK_LIMITS.maxAttempts],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

/** The bench's webhook and whatever it left queued: the bench database is kept between runs. */
async function removeWebhook(context: BenchContext, dependenciaId: string): Promise<void> {
  await context.pool.query(
    `SELECT graphile_worker.remove_job('webhook-delivery:' || id) FROM webhook_delivery WHERE dependencia_id = $1`,
    [dependenciaId],
  );
  await context.pool.query("DELETE FROM webhook_delivery WHERE dependencia_id = $1", [dependenciaId]);
  await context.pool.query("DELETE FROM webhook_endpoint WHERE dependencia_id = $1", [dependenciaId]);
}

async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/webhook`;
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`webhook deliveries not done in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
