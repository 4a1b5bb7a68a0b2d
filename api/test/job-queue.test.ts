import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCronItems } from "graphile-worker";
import { reactionsTo } from "../src/events/domain-events";
import { CRON_ITEMS } from "../src/server/worker";
import { admin, citizen, fileReport, queryRows, UPDATE_STATUS } from "./reports/report-support";
import { startSecondServer, startTestServer, type TestServer } from "./test-server";

// The job queue runs in every set-up, SMTP or not, and periodic work is on its cron
// (docs/operations.md#job-queue).
let server: TestServer;
let second: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  second = await startSecondServer(server);
});
afterAll(async () => {
  await second?.stop();
  await server?.stop();
});

describe("the job queue", () => {
  it("runs without SMTP: a status change queues its e-mail job with the change, and a worker finishes it", async () => {
    const [carlos, ana] = await Promise.all([citizen(server), admin(server)]);
    const report = await fileReport(carlos);
    const change = await ana.graphql(UPDATE_STATUS, { id: report.id, status: "en_gestion", note: null });
    expect(change.errors).toBeUndefined();

    const [notification] = await queryRows<{ id: string }>(
      server,
      "SELECT id FROM notification WHERE report_id = $1",
      [report.id],
    );
    expect(notification).toBeDefined();
    // Taken and completed (a completed job leaves the table), having sent nothing.
    await expect
      .poll(
        async () =>
          (
            await queryRows(server, "SELECT 1 FROM graphile_worker.jobs WHERE key = $1", [
              `notification:${notification!.id}`,
            ])
          ).length,
        { timeout: 15_000, interval: 100 },
      )
      .toBe(0);
    const [row] = await queryRows<{ sent: boolean }>(
      server,
      "SELECT email_sent_at IS NOT NULL AS sent FROM notification WHERE id = $1",
      [notification!.id],
    );
    expect(row!.sent).toBe(false);
  });

  it("schedules the purge of abandoned uploads, the pruning of expired sessions and counters, the due-date check, the alert digests and «¿Quedó resuelto?» once on the queue's cron, whatever the number of instances", async () => {
    const crontabs = await queryRows<{ identifier: string }>(
      server,
      "SELECT identifier FROM graphile_worker._private_known_crontabs",
    );
    expect(crontabs.map((row) => row.identifier).sort()).toEqual([
      "ask-resolution-checks",
      "build-alert-digests",
      "check-due-dates",
      "prune-expired-rows",
      "purge-abandoned-uploads",
    ]);
  });

  it("prunes ended sessions and expired rate-limit counters on the queue, and keeps the live ones", async () => {
    const hourAndMinute = 61 * 60 * 1000;
    await queryRows(
      server,
      `INSERT INTO session (sid, sess, expire) VALUES
         ('prune-ended', '{}', to_timestamp($1)), ('prune-live', '{}', to_timestamp($2))`,
      [(Date.now() - 1000) / 1000, (Date.now() + hourAndMinute) / 1000],
    );
    await queryRows(
      server,
      `INSERT INTO rate_limit (key, points, expire) VALUES
         ('prune:expired', 1, $1), ('prune:grace', 1, $2), ('prune:live', 1, $3), ('prune:forever', 1, NULL)`,
      [Date.now() - hourAndMinute, Date.now() - 60_000, Date.now() + hourAndMinute],
    );
    await queryRows(server, "SELECT graphile_worker.add_job('prune-expired-rows', '{}'::json)");
    const left = async () => ({
      sessions: (
        await queryRows<{ sid: string }>(
          server,
          "SELECT sid FROM session WHERE sid LIKE 'prune-%' ORDER BY sid",
        )
      ).map((row) => row.sid),
      counters: (
        await queryRows<{ key: string }>(
          server,
          "SELECT key FROM rate_limit WHERE key LIKE 'prune:%' ORDER BY key",
        )
      ).map((row) => row.key),
    });
    await expect
      .poll(left, { timeout: 15_000, interval: 100 })
      .toEqual({ sessions: ["prune-live"], counters: ["prune:forever", "prune:grace", "prune:live"] });
  });

  it("builds the alert digests at 7:00 in Bogotá, and makes up a run missed within the day (docs/alerts.md#the-daily-digest)", () => {
    const [digest] = parseCronItems([...CRON_ITEMS]).filter((item) => item.task === "build-alert-digests");
    // The cron reads UTC; Bogotá is UTC−5 all year.
    const at = (iso: string) => {
      const date = new Date(iso);
      return digest!.match({
        min: date.getUTCMinutes(),
        hour: date.getUTCHours(),
        date: date.getUTCDate(),
        month: date.getUTCMonth() + 1,
        dow: date.getUTCDay(),
      });
    };
    expect(at("2026-12-01T07:00:00-05:00")).toBe(true);
    expect(at("2026-12-01T07:00:00Z")).toBe(false);
    expect(at("2026-12-01T07:01:00-05:00")).toBe(false);
    expect(digest!.options.backfillPeriod).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
  });

  it("runs the purge task: an upload abandoned more than a day ago is removed, a recent one stays", async () => {
    await queryRows(
      server,
      `INSERT INTO photo (id, owner_id, upload_key, status, created_at) VALUES
         (gen_random_uuid(), 'someone', 'uploads/old-abandoned', 'uploaded', now() - interval '2 days'),
         (gen_random_uuid(), 'someone', 'uploads/recent', 'uploaded', now())`,
    );
    await queryRows(server, "SELECT graphile_worker.add_job('purge-abandoned-uploads', '{}'::json)");
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ upload_key: string }>(
              server,
              "SELECT upload_key FROM photo ORDER BY upload_key",
            )
          ).map((row) => row.upload_key),
        { timeout: 15_000, interval: 100 },
      )
      .toEqual(["uploads/recent"]);
  });
});

describe("domain events", () => {
  it("a status change is heard by the audit, then the reporter's notification, then Mi bandeja, live pages and the reporter's Mis reportes, then the followers and a duplicate's hand-over, then their pushes, then partners' webhooks", () => {
    expect(reactionsTo("report.statusChanged")).toEqual([
      "audit.reportStatus",
      "notification.reporter",
      "inbox.statusChanged",
      "live.reportActivity",
      "report.ownerLive",
      "follow.tellFollowers",
      "follow.duplicateToOriginal",
      "push.statusChanged",
      "webhook.statusChanged",
    ]);
  });

  it("a reaction that fails rolls the change back: no status change without its audit entry", async () => {
    const [carlos, ana] = await Promise.all([citizen(server), admin(server)]);
    const report = await fileReport(carlos);
    // The audit entry cannot be written (its table refuses inserts for this report only).
    await queryRows(
      server,
      `CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF NEW.subject_id = '${report.id}' THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END $$;
       CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_entry FOR EACH ROW EXECUTE FUNCTION refuse_audit();`,
    );
    try {
      const change = await ana.graphql(UPDATE_STATUS, {
        id: report.id,
        status: "resuelto",
        note: "Listo",
        publicUpdate: "Reparado.",
      });
      expect(change.errors?.[0]?.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
      const rows = await queryRows<{ status: string; changes: string; notifications: string }>(
        server,
        `SELECT status,
                (SELECT count(*) FROM report_status_change WHERE report_id = $1) AS changes,
                (SELECT count(*) FROM notification WHERE report_id = $1) AS notifications
           FROM report WHERE id = $1`,
        [report.id],
      );
      expect(rows).toEqual([{ status: "recibido", changes: "1", notifications: "0" }]);
    } finally {
      await queryRows(server, "DROP TRIGGER refuse_audit ON audit_entry; DROP FUNCTION refuse_audit()");
    }
  });
});
