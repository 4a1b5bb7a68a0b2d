import type { MikroORM } from "@mikro-orm/postgresql";
import { Logger as GraphileLogger, run, type Runner, type Task } from "graphile-worker";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { neighborhoodLabel, reportStatusLabel, LIMITS } from "../../domain";
import { Category } from "../category/category.entity";
import { Notification } from "./notification.entity";
import { STATUS_EMAIL_TASK } from "./notification.service";

export interface StatusEmailOptions {
  orm: MikroORM;
  databaseUrl: string;
  smtpUrl: string;
  from: string;
  /** Where the e-mail's link points: the app's own origin. */
  appUrl: string;
  logger: Logger;
}

/** The e-mail, in Spanish: the new status, the note, and a link to the reporter's reports. */
export function statusEmail(input: {
  firstName: string | null;
  reportId: string;
  categoryName: string;
  neighborhood: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  appUrl: string;
}) {
  const shortId = `#${input.reportId.slice(-LIMITS.reportIdDisplayLength)}`;
  const to = reportStatusLabel(input.toStatus) ?? input.toStatus;
  const from = input.fromStatus ? (reportStatusLabel(input.fromStatus) ?? input.fromStatus) : null;
  const link = new URL("/mis-reportes", input.appUrl).toString();
  const lines = [
    `Hola${input.firstName ? ` ${input.firstName}` : ""}:`,
    "",
    `Tu reporte ${shortId} (${input.categoryName}, ${neighborhoodLabel(input.neighborhood) ?? input.neighborhood}) ` +
      (from ? `pasó de «${from}» a «${to}».` : `ahora está «${to}».`),
    ...(input.note ? ["", `Nota de la Alcaldía Local: ${input.note}`] : []),
    "",
    `Puedes verlo en ${link}`,
    "",
    "Reporta Riomar — Alcaldía Local de Riomar",
  ];
  return { subject: `Tu reporte ${shortId} ahora está: ${to}`, text: lines.join("\n") };
}

/**
 * graphile-worker runs the queue in PostgreSQL: a job that fails (SMTP down, a crash mid-way) is tried
 * again later with growing waits. A notification whose e-mail was accepted is marked, and a marked one is
 * never sent again, so a retry after success sends nothing.
 */
export async function startStatusEmailWorker(options: StatusEmailOptions): Promise<Runner> {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const sendStatusEmail: Task = async (payload) => {
    const { notificationId } = payload as { notificationId: string };
    const em = options.orm.em.fork();
    const notification = await em.findOne(
      Notification,
      { id: notificationId },
      { populate: ["recipient", "report"], refresh: true },
    );
    if (!notification || notification.emailSentAt || !notification.recipient.email) return;
    const category = await em.findOneOrFail(Category, { id: notification.report.category.id });
    const message = statusEmail({
      firstName: notification.recipient.firstName,
      reportId: notification.report.id,
      categoryName: category.name,
      neighborhood: notification.report.neighborhood,
      fromStatus: notification.fromStatus,
      toStatus: notification.toStatus,
      note: notification.note,
      appUrl: options.appUrl,
    });
    await transport.sendMail({
      from: options.from,
      to: notification.recipient.email,
      subject: message.subject,
      text: message.text,
      // The same id on every attempt, so a mail system can drop a duplicate.
      messageId: `<notification-${notification.id}@reporta-riomar>`,
    });
    await em.nativeUpdate(Notification, { id: notification.id }, { emailSentAt: new Date() });
  };
  return run({
    connectionString: options.databaseUrl,
    concurrency: 1,
    noHandleSignals: true,
    pollInterval: 1000,
    taskList: { [STATUS_EMAIL_TASK]: sendStatusEmail },
    logger: graphileLogger(options.logger),
  });
}

/** graphile-worker's messages into the app's log (a failed attempt is a warning: it will be retried). */
function graphileLogger(logger: Logger): GraphileLogger {
  return new GraphileLogger(() => (level, message, meta) => {
    const entry = { component: "email-queue", ...meta };
    if (level === "error" || level === "warning") logger.warn(entry, message);
    else logger.debug(entry, message);
  });
}
