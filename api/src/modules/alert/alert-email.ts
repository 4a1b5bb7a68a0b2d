import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { textArray } from "../report/report.related";
import nodemailer, { type Transporter } from "nodemailer";
import type { EmailConfig } from "../../config/email.config";
import { ALERT_LIMITS, neighborhoodLabel } from "../../domain";
import type { JobTask } from "../../jobs/job-queue";
import { areaAlertEmail, reportSummary } from "../notification/status-email";
import { buildAlertDigests } from "./alert-digest.service";
import { describeAlert } from "./alert.service";
import { unsubscribeUrl } from "./unsubscribe.service";

export interface AlertEmailOptions {
  orm: MikroORM;
  email: EmailConfig;
  /** The key the unsubscribe links are signed with (the session secret). */
  secret: string;
  /** Where the links point: the app's own origin. */
  appUrl: string;
  /** The mail transport; by default SMTP at the configured URL (the benchmark renders without sending). */
  transport?: Transporter;
}

const SIGNATURE = "Reporta Riomar — Alcaldía Local de Riomar";

/**
 * RFC 8058 one-click unsubscribe: the mail provider may POST `List-Unsubscribe=One-Click` to the link,
 * which the app accepts without a session (docs/alerts.md#unsubscribe).
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

interface ReportRow {
  id: string;
  radicado: string;
  neighborhood: string;
  description: string | null;
  category_name: string;
}

const reportLink = (appUrl: string, id: string) => new URL(`/community/reports/${id}`, appUrl).toString();

/**
 * The queue's `send-alert-email` task: one new report, to one subscriber. Like the status e-mails, a
 * failed attempt (SMTP down) is retried later, and a notification whose e-mail was accepted is marked and
 * never sent again. Nothing goes when the alert was deleted or its e-mails stopped meanwhile.
 */
export function alertEmailTask(options: AlertEmailOptions): JobTask<"send-alert-email"> {
  const { email } = options;
  if (!email.enabled) return () => Promise.resolve();
  const transport = options.transport ?? nodemailer.createTransport(email.smtpUrl);
  return async ({ notificationId, alertId }) => {
    const em = options.orm.em.fork();
    const [row] = await em.execute<
      Array<
        ReportRow & {
          recipient_email: string;
          first_name: string | null;
          neighborhoods: string[];
          category_ids: string[];
        }
      >
    >(
      // A report under review or hidden has no text to tell (docs/moderation.md#what-the-public-reads).
      `SELECT r.id, r.radicado, r.neighborhood, CASE WHEN r.moderation IS NULL THEN r.description END AS description, c.name AS category_name,
         u.email AS recipient_email, u.first_name, a.neighborhoods, a.category_ids
       FROM notification n
       JOIN app_user u ON u.id = n.recipient_id AND u.active AND u.email IS NOT NULL
       JOIN report r ON r.id = n.report_id JOIN category c ON c.id = r.category_id
       JOIN area_alert a ON a.id = ? AND a.user_id = n.recipient_id AND a.email
       WHERE n.id = ? AND n.email_sent_at IS NULL`,
      [alertId, notificationId],
    );
    if (!row) return;
    const names = await categoryNameMap(em, row.category_ids);
    const message = areaAlertEmail({
      firstName: row.first_name,
      radicado: row.radicado,
      categoryName: row.category_name,
      neighborhood: row.neighborhood,
      summary: reportSummary(row.description, ALERT_LIMITS.summaryMaxLength),
      reportUrl: reportLink(options.appUrl, row.id),
      alertLabel: describeAlert({ neighborhoods: row.neighborhoods, categoryIds: row.category_ids }, names),
      unsubscribeUrl: unsubscribeUrl(options.appUrl, options.secret, { alertId }),
    });
    await transport.sendMail({
      from: email.from,
      to: row.recipient_email,
      subject: message.subject,
      text: message.text,
      headers: unsubscribeHeaders(unsubscribeUrl(options.appUrl, options.secret, { alertId })),
      // The same id on every attempt, so a mail system can drop a duplicate.
      messageId: `<alert-${notificationId}@reporta-riomar>`,
    });
    await em.execute(`UPDATE notification SET email_sent_at = now() WHERE id = ?`, [notificationId]);
  };
}

async function categoryNameMap(em: EntityManager, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await em.execute<Array<{ id: string; name: string }>>(
    `SELECT id, name FROM category WHERE id = ANY(?::text[])`,
    [textArray(ids)],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The daily digest, in Spanish: every new report of the person's areas, at most ALERT_LIMITS.digestMaxReports. */
export function digestEmail(input: {
  firstName: string | null;
  day: string;
  reports: ReadonlyArray<{
    radicado: string;
    categoryName: string;
    neighborhood: string;
    summary: string | null;
    url: string;
  }>;
  total: number;
  listUrl: string;
  unsubscribeUrl: string;
}) {
  const count = input.total === 1 ? "1 reporte nuevo" : `${input.total} reportes nuevos`;
  const lines = [
    `Hola${input.firstName ? ` ${input.firstName}` : ""}:`,
    "",
    `Este es tu resumen diario: ${count} en las áreas que sigues.`,
    "",
    ...input.reports.flatMap((report) => [
      `• ${report.radicado}: ${report.categoryName}, ${neighborhoodLabel(report.neighborhood) ?? report.neighborhood}`,
      ...(report.summary ? [`  «${report.summary}»`] : []),
      `  ${report.url}`,
    ]),
    ...(input.total > input.reports.length
      ? ["", `Y ${input.total - input.reports.length} más: míralos en ${input.listUrl}`]
      : []),
    "",
    `Cambia tus alertas en ${new URL("/alertas", input.listUrl).toString()}`,
    `Para no recibir más correos de tus alertas, abre ${input.unsubscribeUrl}`,
    "",
    SIGNATURE,
  ];
  return { subject: `Tu resumen de alertas: ${count}`, text: lines.join("\n") };
}

/**
 * The queue's `send-alert-digest` task: one person's digest, as `build-alert-digests` fixed it. Sent once:
 * marked when accepted, skipped when marked (a retry after a success, a second job), retried while SMTP
 * fails. Not sent when the person stopped every alert e-mail meanwhile.
 */
export function alertDigestTask(options: AlertEmailOptions): JobTask<"send-alert-digest"> {
  const { email } = options;
  if (!email.enabled) return () => Promise.resolve();
  const transport = options.transport ?? nodemailer.createTransport(email.smtpUrl);
  return async ({ digestId }) => {
    const em = options.orm.em.fork();
    const [digest] = await em.execute<
      Array<{
        id: string;
        user_id: string;
        day: string;
        report_ids: string[];
        email: string;
        first_name: string | null;
      }>
    >(
      `SELECT d.id, d.user_id, to_char(d.day, 'YYYY-MM-DD') AS day, d.report_ids, u.email, u.first_name
       FROM alert_digest d JOIN app_user u ON u.id = d.user_id AND u.active AND u.email IS NOT NULL
       WHERE d.id = ? AND d.sent_at IS NULL
         AND EXISTS (SELECT 1 FROM area_alert a WHERE a.user_id = d.user_id AND a.email)`,
      [digestId],
    );
    if (!digest) return;
    const reports = await em.execute<ReportRow[]>(
      `SELECT r.id, r.radicado, r.neighborhood, CASE WHEN r.moderation IS NULL THEN r.description END AS description, c.name AS category_name
       FROM unnest(?::uuid[]) WITH ORDINALITY AS listed(id, position)
       JOIN report r ON r.id = listed.id JOIN category c ON c.id = r.category_id
       ORDER BY listed.position LIMIT ?`,
      [textArray(digest.report_ids), ALERT_LIMITS.digestMaxReports],
    );
    const unsubscribe = unsubscribeUrl(options.appUrl, options.secret, { userId: digest.user_id });
    const message = digestEmail({
      firstName: digest.first_name,
      day: digest.day,
      reports: reports.map((report) => ({
        radicado: report.radicado,
        categoryName: report.category_name,
        neighborhood: report.neighborhood,
        summary: reportSummary(report.description, ALERT_LIMITS.summaryMaxLength),
        url: reportLink(options.appUrl, report.id),
      })),
      total: digest.report_ids.length,
      listUrl: new URL("/community/reports", options.appUrl).toString(),
      unsubscribeUrl: unsubscribe,
    });
    await transport.sendMail({
      from: email.from,
      to: digest.email,
      subject: message.subject,
      text: message.text,
      headers: unsubscribeHeaders(unsubscribe),
      messageId: `<alert-digest-${digest.id}@reporta-riomar>`,
    });
    await em.execute(`UPDATE alert_digest SET sent_at = now() WHERE id = ?`, [digest.id]);
  };
}

/**
 * The queue's `build-alert-digests` task, run by the cron at 7:00 in Bogotá: digests up to the run's
 * scheduled time (also when the run is a late one, backfilled after the app was down).
 */
export function alertDigestCronTask(options: { orm: MikroORM }): JobTask<"build-alert-digests"> {
  return async (payload) => {
    const scheduled = payload._cron?.ts ? new Date(payload._cron.ts) : new Date();
    await buildAlertDigests(options.orm.em.fork(), scheduled);
  };
}
