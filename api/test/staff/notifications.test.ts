import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../http-client";
import { freePort } from "../postgres";
import { startTestServer, type TestServer } from "../test-server";
import { admin, citizen, fileReport, queryRows, UPDATE_STATUS } from "../reports/report-support";
import { initOrm } from "../../src/database/orm";
import { shortBogotaDate } from "../../src/domain";
import { checkDueDates } from "../../src/modules/report/report-clock.service";
import { createLogger } from "../../src/server/logger";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server (npm smtp-server) on `port`, keeping every message it accepts. */
async function startSmtp(port: number): Promise<{ received: Received[]; stop: () => Promise<void> }> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return { received, stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** The decoded text of a message (nodemailer writes quoted-printable for non-ASCII text). */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  return Buffer.from(
    body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

let smtpPort: number;
let server: TestServer;
let carlos: HttpClient;
let ana: HttpClient;

beforeAll(async () => {
  smtpPort = await freePort();
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMTP_FROM: "Reporta Riomar <no-responder@riomar.example>",
    PUBLIC_URL: "http://reporta.example",
  });
  [carlos, ana] = await Promise.all([citizen(server), admin(server)]);
});
afterAll(async () => {
  await server?.stop();
});

const NOTIFICATIONS =
  "{ unreadNotificationCount notifications { id reportId radicado fromStatus toStatus note read } }";

describe("notifications to the reporter", () => {
  it("tells the reporter in the app, and by e-mail exactly once even when SMTP was down at first", async () => {
    const report = await fileReport(carlos);
    // Nothing listens on the SMTP port yet: the first attempt fails and the queue keeps the job.
    const change = await ana.graphql(UPDATE_STATUS, {
      id: report.id,
      status: "en_gestion",
      note: "La cuadrilla irá el jueves.",
    });
    expect(change.errors).toBeUndefined();

    const inApp = await carlos.graphql<{
      unreadNotificationCount: number;
      notifications: Array<{ id: string; reportId: string; toStatus: string; note: string; read: boolean }>;
    }>(NOTIFICATIONS);
    expect(inApp.data).toMatchObject({
      unreadNotificationCount: 1,
      notifications: [
        {
          reportId: report.id,
          radicado: report.radicado,
          fromStatus: "recibido",
          toStatus: "en_gestion",
          note: "La cuadrilla irá el jueves.",
          read: false,
        },
      ],
    });
    // Staff do not get the reporter's notifications.
    expect(
      (await ana.graphql<{ unreadNotificationCount: number }>(NOTIFICATIONS)).data?.unreadNotificationCount,
    ).toBe(0);

    // The first attempt has failed (nothing listened) and the job waits for its retry.
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ failed: string }>(
              server,
              `SELECT count(*) AS failed FROM graphile_worker.jobs
                WHERE task_identifier = 'send-status-email' AND attempts >= 1 AND last_error IS NOT NULL`,
            )
          )[0]?.failed,
        { timeout: 30_000, interval: 100 },
      )
      .toBe("1");
    const smtp = await startSmtp(smtpPort);
    try {
      await expect.poll(() => smtp.received.length, { timeout: 30_000, interval: 250 }).toBe(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(["carlos@example.com"]);
      expect(mail!.from).toBe("no-responder@riomar.example");
      expect(mail!.raw).toMatch(/^Subject: /m);
      const body = bodyOf(mail!.raw);
      expect(body).toContain(`Tu reporte ${report.radicado} (`);
      expect(report.radicado).toMatch(/^RIO-\d{4}-\d{6}$/);
      expect(body).toContain("«Recibido» a «En gestión»");
      expect(body).toContain("La cuadrilla irá el jueves.");
      expect(body).toContain("http://reporta.example/mis-reportes");
      // Marked as sent; no later attempt sends it again.
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ sent: boolean }>(
                server,
                "SELECT email_sent_at IS NOT NULL AS sent FROM notification",
              )
            )[0]?.sent,
        )
        .toBe(true);
      // Its job is done and gone: nothing is left in the queue that could send it again.
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ left: string }>(
                server,
                "SELECT count(*) AS left FROM graphile_worker.jobs WHERE task_identifier = 'send-status-email'",
              )
            )[0]?.left,
          { timeout: 30_000, interval: 100 },
        )
        .toBe("0");
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.stop();
    }

    const marked = await carlos.graphql<{ markNotificationsRead: number }>(
      "mutation { markNotificationsRead }",
    );
    expect(marked.data?.markNotificationsRead).toBe(0);
  }, 60_000);

  it("e-mails the reporter an extension with its reason, and staff the due-date warnings, once each", async () => {
    const report = await fileReport(carlos);
    const reason = "Esperamos el concepto técnico de la empresa de energía.";
    const extended = await ana.request(`/api/reports/${report.id}/extension`, {
      method: "POST",
      json: { reason },
    });
    expect(extended.status).toBe(200);
    const { dueAt } = (await extended.json()) as { dueAt: string };
    const orm = await initOrm(server.databaseUrl, createLogger({ logLevel: "silent" }));
    const smtp = await startSmtp(smtpPort);
    try {
      // Its term ended unanswered: the job's pass warns every active super_admin.
      await checkDueDates(orm.em.fork(), new Date(new Date(dueAt).getTime() + 1000));
      const staffEmails = (
        await queryRows<{ email: string }>(
          server,
          "SELECT email FROM app_user WHERE role = 'super_admin' AND active AND email IS NOT NULL",
        )
      ).map((row) => row.email);
      const mine = () => smtp.received.filter((mail) => bodyOf(mail.raw).includes(report.radicado));
      await expect.poll(() => mine().length, { timeout: 30_000, interval: 250 }).toBe(1 + staffEmails.length);
      const toReporter = mine().find((mail) => mail.to[0] === "carlos@example.com")!;
      const reporterBody = bodyOf(toReporter.raw);
      expect(reporterBody).toContain(`prorrogó el plazo para responder tu reporte ${report.radicado}`);
      expect(reporterBody).toContain(`ahora vence el ${shortBogotaDate(new Date(dueAt), new Date())}`);
      expect(reporterBody).toContain(`Motivo: ${reason}`);
      const toStaff = mine().filter((mail) => mail.to[0] !== "carlos@example.com");
      expect(toStaff.map((mail) => mail.to[0]).sort()).toEqual(staffEmails.sort());
      expect(bodyOf(toStaff[0]!.raw)).toContain("sin respuesta");
      expect(bodyOf(toStaff[0]!.raw)).toContain(`http://reporta.example/bandeja?q=${report.radicado}`);
    } finally {
      await smtp.stop();
      await orm.close(true);
    }
  }, 60_000);

  it("only the signed-in see their notifications", async () => {
    const { HttpClient } = await import("../http-client");
    const anonymous = new HttpClient(server.url);
    expect((await anonymous.graphql(NOTIFICATIONS)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
