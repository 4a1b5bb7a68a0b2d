import type { MikroORM } from "@mikro-orm/postgresql";
import nodemailer, { type Transporter } from "nodemailer";
import type { EmailConfig } from "../../config/email.config";
import {
  neighborhoodLabel,
  RESOLUTION_ANSWER_LABELS,
  RESOLUTION_ANSWERS,
  type ResolutionAnswer,
} from "../../domain";
import type { JobTask } from "../../jobs/job-queue";
import { askDueResolutionChecks, resolutionCheckUrl } from "./resolution-check.service";

export interface ResolutionCheckEmailOptions {
  orm: MikroORM;
  email: EmailConfig;
  /** The key the answer links are signed with (the session secret). */
  secret: string;
  /** Where the links point: the app's own origin. */
  appUrl: string;
  transport?: Transporter;
}

/**
 * The question, in Spanish (docs/resolution-check.md#the-e-mail): what the public view shows of the
 * report, and one signed link per answer. A link opens a page that asks again; nothing is recorded until
 * its button is pressed, so a mail scanner that follows links answers nothing.
 */
export function resolutionCheckEmail(input: {
  firstName: string | null;
  radicado: string;
  categoryName: string;
  neighborhood: string;
  reporter: boolean;
  links: Readonly<Record<ResolutionAnswer, string>>;
  reportUrl: string;
}) {
  const place = `${input.categoryName}, ${neighborhoodLabel(input.neighborhood) ?? input.neighborhood}`;
  const lines = [
    `Hola${input.firstName ? ` ${input.firstName}` : ""}:`,
    "",
    input.reporter
      ? `Hace una semana la Alcaldía Local marcó como resuelto tu reporte ${input.radicado} (${place}).`
      : `Hace una semana la Alcaldía Local marcó como resuelto el reporte ${input.radicado} que sigues (${place}).`,
    "",
    "¿Quedó resuelto? Elige tu respuesta (se abrirá una página para confirmarla):",
    ...RESOLUTION_ANSWERS.map((answer) => `• ${RESOLUTION_ANSWER_LABELS[answer]}: ${input.links[answer]}`),
    "",
    input.reporter
      ? "Si respondes «No», el reporte se reabre y la dependencia recibe el aviso."
      : "Si dos vecinos con cédula registrada responden «No», el reporte se reabre.",
    "",
    `Puedes ver el reporte en ${input.reportUrl}`,
    "",
    "Reporta Riomar — Alcaldía Local de Riomar",
  ];
  return { subject: `¿Quedó resuelto el reporte ${input.radicado}?`, text: lines.join("\n") };
}

/**
 * The queue's `send-resolution-check-email` task: one question to one person. Like the other e-mails, a
 * failed attempt (SMTP down) is retried, and its notification is marked once SMTP accepted it, so it is
 * never sent twice. Nothing goes once the question was answered (in the app, say) meanwhile.
 */
export function resolutionCheckEmailTask(
  options: ResolutionCheckEmailOptions,
): JobTask<"send-resolution-check-email"> {
  const { email } = options;
  if (!email.enabled) return () => Promise.resolve();
  const transport = options.transport ?? nodemailer.createTransport(email.smtpUrl);
  return async ({ checkId }) => {
    const em = options.orm.em.fork();
    const [row] = await em.execute<
      Array<{
        id: string;
        notification_id: string;
        report_id: string;
        radicado: string;
        neighborhood: string;
        category_name: string;
        role: string;
        email: string;
        first_name: string | null;
      }>
    >(
      `SELECT c.id, c.notification_id, r.id AS report_id, r.radicado, r.neighborhood, cat.name AS category_name,
         c.role, u.email, u.first_name
       FROM resolution_check c
       JOIN notification n ON n.id = c.notification_id AND n.email_sent_at IS NULL
       JOIN app_user u ON u.id = c.user_id AND u.active AND u.email IS NOT NULL
       JOIN report r ON r.id = c.report_id JOIN category cat ON cat.id = r.category_id
       WHERE c.id = ? AND c.answer IS NULL`,
      [checkId],
    );
    if (!row) return;
    const links = Object.fromEntries(
      RESOLUTION_ANSWERS.map((answer) => [
        answer,
        resolutionCheckUrl(options.appUrl, options.secret, row.id, answer),
      ]),
    ) as Record<ResolutionAnswer, string>;
    const message = resolutionCheckEmail({
      firstName: row.first_name,
      radicado: row.radicado,
      categoryName: row.category_name,
      neighborhood: row.neighborhood,
      reporter: row.role === "reporter",
      links,
      reportUrl: new URL(`/community/reports/${row.report_id}`, options.appUrl).toString(),
    });
    await transport.sendMail({
      from: email.from,
      to: row.email,
      subject: message.subject,
      text: message.text,
      // The same id on every attempt, so a mail system can drop a duplicate.
      messageId: `<resolution-check-${row.id}@reporta-riomar>`,
    });
    await em.execute(`UPDATE notification SET email_sent_at = now() WHERE id = ?`, [row.notification_id]);
  };
}

/** The queue's hourly `ask-resolution-checks` task (docs/resolution-check.md#asking). */
export function askResolutionChecksTask(options: { orm: MikroORM }): JobTask<"ask-resolution-checks"> {
  return async () => {
    await askDueResolutionChecks(options.orm.em.fork(), new Date());
  };
}
