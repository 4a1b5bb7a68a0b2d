import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MikroORM } from "@mikro-orm/postgresql";
import pg from "pg";
import { seedReports } from "../../src/database/seed-reports";
import { initOrm } from "../../src/database/orm";
import { EXTENSION_MESSAGES, extendedDueAt, termEnd } from "../../src/domain";
import { addBusinessDays, bogotaDate, endOfBogotaDay } from "../../src/domain/business-days";
import { checkDueDates, markReportAnswered } from "../../src/modules/report/report-clock.service";
import { Report } from "../../src/modules/report/report.entity";
import { createLogger } from "../../src/server/logger";
import type { HttpClient } from "../http-client";
import { createTestDatabase, startTestServer, type TestServer } from "../test-server";
import { admin, citizen, fileReport, queryRows, REPORT_FIELDS, type ReportJson } from "./report-support";

// docs/legal-clock.md#the-due-date
let server: TestServer;
let orm: MikroORM;
let staff: HttpClient;
let resident: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  orm = await initOrm(server.databaseUrl, createLogger({ logLevel: "silent" }));
  [staff, resident] = await Promise.all([admin(server), citizen(server)]);
});
afterAll(async () => {
  await orm?.close(true);
  await server?.stop();
});

const EXTEND = `mutation ($id: ID!, $reason: String) { extendReportDueDate(id: $id, reason: $reason) { ${REPORT_FIELDS} } }`;
const extendViaGraphQL = (client: HttpClient, id: string, reason: string | null) =>
  client.graphql<{ extendReportDueDate: ReportJson }>(EXTEND, { id, reason });
const extendViaRest = (client: HttpClient, id: string, body: Record<string, unknown>) =>
  client.request(`/api/reports/${id}/extension`, { method: "POST", json: body });
const setDueAt = (id: string, dueAt: Date) =>
  queryRows(server, "UPDATE report SET due_at = $2 WHERE id = $1", [id, dueAt]);
const notificationsOf = (reportId: string) =>
  queryRows<{ kind: string; recipient_id: string; note: string | null; due_at: Date | null; id: string }>(
    server,
    "SELECT id, kind, recipient_id, note, due_at FROM notification WHERE report_id = $1 ORDER BY created_at, id",
    [reportId],
  );

describe("the due date", () => {
  it("is 15 días hábiles after filing, end of that day in Bogotá, on every door and in the public view", async () => {
    const report = await fileReport(resident);
    const expected = termEnd(new Date(report.createdAt)).toISOString();
    expect(report).toMatchObject({ dueAt: expected, answeredAt: null, overdue: false, extendedAt: null });
    expect(report.viewerCan.extendDueDate).toBe(false);
    const asStaff = await staff.graphql<{ report: ReportJson }>(
      `query ($id: ID!) { report(id: $id) { ${REPORT_FIELDS} } }`,
      {
        id: report.id,
      },
    );
    expect(asStaff.data?.report).toMatchObject({
      dueAt: expected,
      overdue: false,
      viewerCan: { extendDueDate: true },
    });
    const publicView = await resident.graphql<{ publicReport: { dueAt: string; overdue: boolean } }>(
      "query ($id: ID!) { publicReport(id: $id) { dueAt answeredAt overdue originalDueAt } }",
      { id: report.id },
    );
    expect(publicView.data?.publicReport).toEqual({
      dueAt: expected,
      answeredAt: null,
      overdue: false,
      originalDueAt: null,
    });
  });

  it("is given by the database to a report inserted without one, with the same rule as the app", async () => {
    const [row] = await queryRows<{ due_at: Date; created_at: Date }>(
      server,
      `INSERT INTO report (id, category_id, neighborhood, severity, created_at, updated_at)
       VALUES (gen_random_uuid(), 'vias', 'altamira', 2, '2026-11-27T23:30:00-05:00', now()) RETURNING due_at, created_at`,
    );
    expect(row!.due_at.toISOString()).toBe(termEnd(row!.created_at).toISOString());
    // term_end agrees with termEnd on every day of three years (holidays, Semana Santa, New Year).
    const days = await queryRows<{ day: string; due: Date }>(
      server,
      `SELECT to_char(d, 'YYYY-MM-DD') AS day, term_end(d::timestamp at time zone 'America/Bogota' + interval '10 hours', 15) AS due
         FROM generate_series('2025-01-01'::date, '2027-12-31'::date, interval '1 day') d`,
    );
    expect(days).toHaveLength(1095);
    for (const { day, due } of days) {
      expect(due.toISOString(), day).toBe(
        endOfBogotaDay(addBusinessDays(new Date(`${day}T10:00:00-05:00`), 15)).toISOString(),
      );
    }
  });

  it("starts again, 15 días hábiles from reopening, for a reopened report", async () => {
    const report = await fileReport(resident);
    await staff.request(`/api/reports/${report.id}/status`, {
      method: "PATCH",
      json: { status: "resuelto", publicUpdate: "Se reparó el daño." },
    });
    // As if the report had been resolved long ago, with its term long over.
    await setDueAt(report.id, new Date("2026-01-02T04:59:59.999Z"));
    const reopened = await staff.request(`/api/reports/${report.id}/status`, {
      method: "PATCH",
      json: { status: "reabierto" },
    });
    const body = (await reopened.json()) as ReportJson;
    const [change] = await queryRows<{ changed_at: Date }>(
      server,
      "SELECT changed_at FROM report_status_change WHERE report_id = $1 AND to_status = 'reabierto'",
      [report.id],
    );
    expect(body).toMatchObject({
      status: "reabierto",
      dueAt: termEnd(change!.changed_at).toISOString(),
      overdue: false,
      viewerCan: { extendDueDate: true },
    });
  });
});

describe("the answer", () => {
  it("is recorded once: the first public answer meets the term, later ones change nothing", async () => {
    const report = await fileReport(resident);
    const em = orm.em.fork();
    const entity = await em.findOneOrFail(Report, { id: report.id });
    const first = new Date(Date.now() - 60_000);
    expect(await markReportAnswered(em, entity, first)).toBe(true);
    await em.flush();
    expect(await markReportAnswered(em, entity, new Date())).toBe(false);
    // Another reader holding an older copy cannot overwrite it either.
    const other = orm.em.fork();
    const stale = await other.findOneOrFail(Report, { id: report.id });
    stale.answeredAt = null;
    expect(await markReportAnswered(other, stale, new Date())).toBe(false);
    const [row] = await queryRows<{ answered_at: Date }>(
      server,
      "SELECT answered_at FROM report WHERE id = $1",
      [report.id],
    );
    expect(row!.answered_at.toISOString()).toBe(first.toISOString());
    const read = (await (await resident.request(`/api/reports/${report.id}`)).json()) as ReportJson;
    expect(read).toMatchObject({ answeredAt: first.toISOString(), overdue: false });
  });
});

describe("the extension", () => {
  it("needs a reason, on both doors, in Spanish", async () => {
    const report = await fileReport(resident);
    const missing = await extendViaGraphQL(staff, report.id, null);
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { reason: EXTENSION_MESSAGES.reasonRequired },
    });
    const blank = await extendViaRest(staff, report.id, { reason: "   " });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ fields: { reason: EXTENSION_MESSAGES.reasonRequired } });
    const long = await extendViaRest(staff, report.id, { reason: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ fields: { reason: EXTENSION_MESSAGES.reasonTooLong } });
    const byResident = await extendViaRest(resident, report.id, { reason: "Quiero más tiempo" });
    expect(byResident.status).toBe(403);
    const [row] = await queryRows<{ extended_at: Date | null }>(
      server,
      "SELECT extended_at FROM report WHERE id = $1",
      [report.id],
    );
    expect(row!.extended_at).toBeNull();
  });

  it("extends once by 15 días hábiles after the original due date; audited; the reporter is told why, in the app and by e-mail", async () => {
    const report = await fileReport(resident);
    const reason = "Se requiere visita técnica de Air-e antes de responder.";
    const extended = await extendViaGraphQL(staff, report.id, reason);
    expect(extended.errors).toBeUndefined();
    const original = new Date(report.dueAt);
    expect(extended.data?.extendReportDueDate).toMatchObject({
      dueAt: extendedDueAt(original).toISOString(),
      originalDueAt: report.dueAt,
      extensionReason: reason,
      overdue: false,
      viewerCan: { extendDueDate: false },
    });
    // The whole term is 30 días hábiles from filing: double the legal one.
    expect(bogotaDate(extendedDueAt(original))).toBe(addBusinessDays(new Date(report.createdAt), 30));

    const [notice] = await notificationsOf(report.id);
    expect(notice).toMatchObject({ kind: "extension", note: reason });
    expect(notice!.due_at!.toISOString()).toBe(extendedDueAt(original).toISOString());
    const bell = await resident.graphql<{
      notifications: Array<{ kind: string; reportId: string; dueAt: string; note: string }>;
    }>("{ notifications { kind reportId dueAt note } }");
    expect(bell.data?.notifications.find((n) => n.reportId === report.id)).toEqual({
      kind: "extension",
      reportId: report.id,
      dueAt: extendedDueAt(original).toISOString(),
      note: reason,
    });
    const [audit] = await queryRows<{
      action: string;
      subject_label: string;
      before: unknown;
      after: unknown;
    }>(server, "SELECT action, subject_label, before, after FROM audit_entry WHERE subject_id = $1", [
      report.id,
    ]);
    expect(audit).toMatchObject({
      action: "report.extension",
      subject_label: report.radicado,
      before: { dueDate: bogotaDate(original) },
      after: { dueDate: bogotaDate(extendedDueAt(original)), reason },
    });
    // The public view has the new due date, never the reason.
    const publicView = await (
      await citizen(server)
    ).graphql<{ publicReport: Record<string, unknown> }>(
      "query ($id: ID!) { publicReport(id: $id) { dueAt originalDueAt } }",
      { id: report.id },
    );
    expect(publicView.data?.publicReport).toEqual({
      dueAt: extendedDueAt(original).toISOString(),
      originalDueAt: report.dueAt,
    });

    const second = await extendViaRest(staff, report.id, { reason: "Otra vez" });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: EXTENSION_MESSAGES.alreadyExtended });
    const secondGraphQL = await extendViaGraphQL(staff, report.id, "Otra vez");
    expect(secondGraphQL.errors?.[0]).toMatchObject({
      message: EXTENSION_MESSAGES.alreadyExtended,
      extensions: { code: "CONFLICT" },
    });
  });

  it("is refused after expiry and on a closed report (409 / CONFLICT), changing nothing", async () => {
    const expired = await fileReport(resident);
    await setDueAt(expired.id, new Date(Date.now() - 1000));
    const late = await extendViaRest(staff, expired.id, { reason: "Tarde" });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: EXTENSION_MESSAGES.expired });
    const closed = await fileReport(resident);
    await staff.request(`/api/reports/${closed.id}/status`, {
      method: "PATCH",
      json: { status: "resuelto", publicUpdate: "Se reparó el daño." },
    });
    const onClosed = await extendViaGraphQL(staff, closed.id, "Cerrado");
    expect(onClosed.errors?.[0]).toMatchObject({
      message: EXTENSION_MESSAGES.notOpen,
      extensions: { code: "CONFLICT" },
    });
    const rows = await queryRows<{ extended_at: Date | null }>(
      server,
      "SELECT extended_at FROM report WHERE id = ANY($1::uuid[])",
      [[expired.id, closed.id]],
    );
    expect(rows).toEqual([{ extended_at: null }, { extended_at: null }]);
    expect(await notificationsOf(expired.id)).toEqual([]);
  });
});

describe("the due-date job", () => {
  it("warns 2 días hábiles before and marks overdue at the right business day, once each, however many runs", async () => {
    const report = await fileReport(resident);
    const filed = new Date(report.createdAt);
    const dueDay = addBusinessDays(filed, 15);
    const activeStaff = await queryRows<{ id: string }>(
      server,
      "SELECT id FROM app_user WHERE role = 'super_admin' AND active ORDER BY id",
    );
    expect(activeStaff.length).toBeGreaterThan(0);
    const kinds = async () => (await notificationsOf(report.id)).map((n) => n.kind);
    const run = (local: string) => checkDueDates(orm.em.fork(), new Date(`${local}-05:00`));
    const dayBefore = (days: number) => addBusinessDays(new Date(`${filed.toISOString()}`), 15 - days);

    // 3 días hábiles before: nothing yet.
    await run(`${dayBefore(3)}T12:00:00`);
    expect(await kinds()).toEqual([]);
    // 2 días hábiles before: the warning, to every active super_admin; twice at once and once more: still once.
    await Promise.all([run(`${dayBefore(2)}T08:00:00`), run(`${dayBefore(2)}T08:00:00`)]);
    await run(`${dayBefore(2)}T18:00:00`);
    expect(await kinds()).toEqual(activeStaff.map(() => "dueSoon"));
    // The last minute of the due day: not overdue.
    await run(`${dueDay}T23:59:00`);
    const [before] = await queryRows<{ overdue_at: Date | null }>(
      server,
      "SELECT overdue_at FROM report WHERE id = $1",
      [report.id],
    );
    expect(before!.overdue_at).toBeNull();
    // Just after midnight: overdue, warned once, whatever the number of runs and instances.
    const after = new Date(endOfBogotaDay(dueDay).getTime() + 1000);
    await Promise.all([checkDueDates(orm.em.fork(), after), checkDueDates(orm.em.fork(), after)]);
    await checkDueDates(orm.em.fork(), new Date(after.getTime() + 86_400_000));
    expect(await kinds()).toEqual([...activeStaff.map(() => "dueSoon"), ...activeStaff.map(() => "overdue")]);
    const [marked] = await queryRows<{ overdue_at: Date }>(
      server,
      "SELECT overdue_at FROM report WHERE id = $1",
      [report.id],
    );
    expect(marked!.overdue_at.toISOString()).toBe(after.toISOString());
    const recipients = (await notificationsOf(report.id))
      .filter((n) => n.kind === "overdue")
      .map((n) => n.recipient_id);
    expect(recipients.sort()).toEqual(activeStaff.map((row) => row.id).sort());
  });

  it("leaves answered and closed reports alone", async () => {
    const [answered, closed] = await Promise.all([fileReport(resident), fileReport(resident)]);
    const em = orm.em.fork();
    await markReportAnswered(em, await em.findOneOrFail(Report, { id: answered.id }), new Date());
    await staff.request(`/api/reports/${closed.id}/status`, {
      method: "PATCH",
      json: { status: "resuelto", publicUpdate: "Se reparó el daño." },
    });
    await checkDueDates(orm.em.fork(), new Date(new Date(answered.dueAt).getTime() + 30 * 86_400_000));
    expect(await notificationsOf(answered.id)).toEqual([]);
    expect((await notificationsOf(closed.id)).map((n) => n.kind)).toEqual(["status"]);
  });
});

/** Per Bogotá year: radicados out of filing order, and numbers missing (the highest minus the count). */
async function radicadoDisorder(url: string): Promise<{ unordered: string; missing: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ unordered: string; missing: string }>(
      `SELECT count(*) FILTER (WHERE previous >= radicado) AS unordered,
              COALESCE((SELECT sum(top - filed) FROM (
                 SELECT max(substr(radicado, 10)::int) AS top, count(*) AS filed FROM report
                  GROUP BY substr(radicado, 5, 4)) y), 0) AS missing
         FROM (SELECT radicado, lag(radicado) OVER (
                 PARTITION BY extract(year FROM created_at AT TIME ZONE 'America/Bogota')
                 ORDER BY created_at, id) AS previous
                 FROM report) numbered`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

describe("the demo seed", () => {
  it("numbers an empty database's reports in filing order without renumbering, batch after batch", async () => {
    const database = await createTestDatabase();
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const renumbered: string[] = [];
      pool.on("connect", (client) => {
        const query = client.query.bind(client) as (text: unknown, ...rest: unknown[]) => unknown;
        client.query = ((text: unknown, ...rest: unknown[]) => {
          if (typeof text === "string" && text.includes("renumber_radicados")) renumbered.push(text);
          return query(text, ...rest);
        }) as typeof client.query;
      });
      await seedReports(pool, { reports: 900, users: 20, seed: 3, batchSize: 200 });
      expect(renumbered).toEqual([]);
      expect(await radicadoDisorder(database.url)).toEqual({ unordered: "0", missing: "0" });
    } finally {
      await pool.end();
      await database.drop();
    }
  });

  it("gives seeded reports their due dates, and marks the terms that ended long ago as already warned", async () => {
    const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 1 });
    try {
      await seedReports(pool, { reports: 1_500, users: 40, seed: 7 });
    } finally {
      await pool.end();
    }
    // Seeded beside the reports the tests above filed today, every report is renumbered in filing order.
    expect(await radicadoDisorder(server.databaseUrl)).toEqual({ unordered: "0", missing: "0" });
    const [open] = await queryRows<{ ended: string; unmarked: string }>(
      server,
      `SELECT count(*) FILTER (WHERE due_at < now()) AS ended,
              count(*) FILTER (WHERE due_at < now() AND overdue_at IS NULL) AS unmarked
         FROM report WHERE status IN ('recibido', 'en_gestion', 'reabierto') AND answered_at IS NULL`,
    );
    expect(Number(open!.ended)).toBeGreaterThan(0);
    expect(open!.unmarked).toBe("0");
    // The job's next run finds nothing newly overdue among them.
    expect((await checkDueDates(orm.em.fork(), new Date())).overdue).toBe(0);
  });

  it("looks like a locality's work: answers on time and late, extensions, reopened, duplicate and transferred reports", async () => {
    const [row] = await queryRows<Record<string, string>>(
      server,
      `SELECT count(*) FILTER (WHERE answered_at IS NOT NULL AND answered_at <= due_at) AS on_time,
              count(*) FILTER (WHERE answered_at > due_at) AS late,
              count(*) FILTER (WHERE extended_at IS NOT NULL) AS extended,
              count(*) FILTER (WHERE extended_at IS NOT NULL AND NOT (extended_at < original_due_at
                                 AND due_at = term_end(original_due_at, 15))) AS bad_extensions,
              count(*) FILTER (WHERE status = 'reabierto' AND resolution_reopened_at IS NOT NULL) AS reopened,
              count(*) FILTER (WHERE status = 'duplicado') AS duplicates,
              count(*) FILTER (WHERE status = 'trasladado') AS transferred,
              count(*) FILTER (WHERE answered_at IS NULL AND EXISTS (
                SELECT 1 FROM report_update u WHERE u.report_id = report.id AND u.is_answer
                   AND report.status <> 'reabierto')) AS answers_not_marked
         FROM report WHERE author_id LIKE 'seed-%'`,
    );
    for (const key of ["on_time", "late", "extended", "reopened", "duplicates", "transferred"]) {
      expect(Number(row![key]), key).toBeGreaterThan(0);
    }
    expect(row!.bad_extensions).toBe("0");
    expect(row!.answers_not_marked).toBe("0");
    const broken = await queryRows(
      server,
      `SELECT d.id FROM report d LEFT JOIN report o ON o.id = d.duplicate_of_id
        WHERE d.author_id LIKE 'seed-%' AND d.status = 'duplicado'
          AND (o.id IS NULL OR o.radicado IS DISTINCT FROM d.duplicate_of_radicado OR o.status = 'duplicado')
       UNION ALL
       SELECT id FROM report WHERE author_id LIKE 'seed-%' AND status = 'trasladado'
          AND (transferred_to IS NULL OR transferred_late IS NULL)
       UNION ALL
       SELECT r.id FROM report r WHERE r.author_id LIKE 'seed-%' AND NOT EXISTS (
         SELECT 1 FROM report_status_change c WHERE c.report_id = r.id AND c.to_status = r.status
            AND c.changed_at = (SELECT max(changed_at) FROM report_status_change WHERE report_id = r.id))`,
    );
    expect(broken).toEqual([]);
  });
});
