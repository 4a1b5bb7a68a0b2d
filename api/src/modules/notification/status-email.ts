import type { MikroORM } from "@mikro-orm/postgresql";
import nodemailer from "nodemailer";
import type { EmailConfig } from "../../config/email.config";
import {
  maskPersonalData,
  neighborhoodLabel,
  reportStatusLabel,
  shortBogotaDate,
  type NotificationKind,
} from "../../domain";
import type { JobTask } from "../../jobs/job-queue";
import { Category } from "../category/category.entity";
import { Notification } from "./notification.entity";

export interface StatusEmailTaskOptions {
  orm: MikroORM;
  email: EmailConfig;
  /** Where the e-mail's link points: the app's own origin. */
  appUrl: string;
}

interface EmailInput {
  kind: NotificationKind;
  reportId: string;
  firstName: string | null;
  radicado: string;
  categoryName: string;
  neighborhood: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  publicUpdate: string | null;
  dueAt: Date | null;
  /** Marked duplicado: the original's id and radicado (docs/staff.md#duplicates). */
  original: { id: string; radicado: string } | null;
  appUrl: string;
  now: Date;
}

/** A notification's e-mail, in Spanish, by its kind. */
export function notificationEmail(input: EmailInput) {
  switch (input.kind) {
    case "status":
    case "public_update":
    case "reporter_message":
      return statusEmail(input);
    case "extension":
      return extensionEmail(input);
    case "dueSoon":
    case "overdue":
      return dueWarningEmail(input);
    case "newReport":
      return newReportEmail(input);
    case "followedStatus":
    case "followedUpdate":
      return followerEmail(input);
    case "reopenedByResidents":
      return reopenedByResidentsEmail(input);
    case "resolutionCheck":
      return resolutionCheckReminderEmail(input);
    case "moderation":
      return moderationEmail(input);
    case "areaAlert":
      return areaAlertEmail({
        ...input,
        summary: null,
        reportUrl: new URL(`/community/reports/${input.reportId}`, input.appUrl).toString(),
      });
  }
}

/** A sentence's final period, unless the date already ends with one ("12 dic."). */
const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

const SIGNATURE = "Reporta Riomar — Alcaldía Local de Riomar";
const place = (input: EmailInput) =>
  `${input.categoryName}, ${neighborhoodLabel(input.neighborhood) ?? input.neighborhood}`;

/** The reporter's: the term of their report was extended, until when and why (docs/legal-clock.md#extension). */
function extensionEmail(input: EmailInput) {
  const due = input.dueAt ? shortBogotaDate(input.dueAt, input.now) : "";
  const lines = [
    `Hola${input.firstName ? ` ${input.firstName}` : ""}:`,
    "",
    `La Alcaldía Local prorrogó el plazo para responder tu reporte ${input.radicado} (${place(input)}): ahora vence el ${sentence(due)}`,
    ...(input.note ? ["", `Motivo: ${input.note}`] : []),
    "",
    `Puedes verlo en ${new URL("/mis-reportes", input.appUrl).toString()}`,
    "",
    SIGNATURE,
  ];
  return {
    subject: `Tu reporte ${input.radicado}: plazo prorrogado hasta el ${due}`,
    text: lines.join("\n"),
  };
}

/** Staff's: a term about to end, or ended unanswered (docs/legal-clock.md#the-overdue-job). */
function dueWarningEmail(input: EmailInput) {
  const due = input.dueAt ? shortBogotaDate(input.dueAt, input.now) : "";
  const what =
    input.kind === "dueSoon"
      ? `El plazo para responder el reporte ${input.radicado} (${place(input)}) vence el ${sentence(due)}`
      : `El plazo para responder el reporte ${input.radicado} (${place(input)}) venció el ${due} sin respuesta.`;
  const lines = [
    `Hola${input.firstName ? ` ${input.firstName}` : ""}:`,
    "",
    what,
    "",
    `Puedes verlo en ${new URL(`/bandeja?q=${input.radicado}`, input.appUrl).toString()}`,
    "",
    SIGNATURE,
  ];
  const subject =
    input.kind === "dueSoon"
      ? `El reporte ${input.radicado} vence el ${due}`
      : `El reporte ${input.radicado} está vencido`;
  return { subject, text: lines.join("\n") };
}

/** Where a report is read: its public page. */
const publicPage = (reportId: string, appUrl: string) =>
  new URL(`/community/reports/${reportId}`, appUrl).toString();

/**
 * A follower's (docs/community.md#following): what the public sees of the change, the new status and the
 * public update, never a message to the reporter nor an internal note; a duplicado names its original,
 * which the follower now follows (docs/staff.md#duplicates).
 */
function followerEmail(input: EmailInput) {
  const to = reportStatusLabel(input.toStatus) ?? input.toStatus;
  const from = input.fromStatus ? (reportStatusLabel(input.fromStatus) ?? input.fromStatus) : null;
  const report = `El reporte ${input.radicado} que sigues (${place(input)})`;
  const headline =
    input.kind === "followedUpdate"
      ? `${report} tiene una actualización de la Alcaldía Local.`
      : input.original
        ? `${report} es el mismo problema que el reporte ${input.original.radicado}: lo marcamos como duplicado. Ahora sigues el reporte ${input.original.radicado}.`
        : `${report} ` + (from ? `pasó de «${from}» a «${to}».` : `ahora está «${to}».`);
  const lines = [
    `Hola${input.firstName ? ` ${input.firstName}` : ""}:`,
    "",
    headline,
    ...(input.publicUpdate ? ["", `Actualización pública: ${input.publicUpdate}`] : []),
    "",
    `Puedes verlo en ${publicPage(input.original?.id ?? input.reportId, input.appUrl)}`,
    "",
    "Si ya no quieres recibir estos avisos, toca «Siguiendo» en la página del reporte para dejar de seguirlo.",
    "",
    SIGNATURE,
  ];
  const subject =
    input.kind === "followedUpdate"
      ? `Actualización del reporte ${input.radicado} que sigues`
      : input.original
        ? `El reporte ${input.radicado} que sigues es duplicado de ${input.original.radicado}`
        : `El reporte ${input.radicado} que sigues ahora está: ${to}`;
  return { subject, text: lines.join("\n") };
}

/**
 * Staff's: residents answered "No" to "¿Quedó resuelto?" and the report is open again, with its new due
 * date and what they wrote (docs/resolution-check.md#reopening).
 */
function reopenedByResidentsEmail(input: EmailInput) {
  const due = input.dueAt ? shortBogotaDate(input.dueAt, input.now) : "";
  const lines = [
    `Hola${input.firstName ? ` ${input.firstName}` : ""}:`,
    "",
    `Los vecinos respondieron que el reporte ${input.radicado} (${place(input)}) no quedó resuelto: se reabrió y vence el ${sentence(due)}`,
    ...(input.note ? ["", `Lo que escribieron: ${input.note}`] : []),
    "",
    `Puedes verlo en ${new URL(`/bandeja?q=${input.radicado}`, input.appUrl).toString()}`,
    "",
    SIGNATURE,
  ];
  return { subject: `El reporte ${input.radicado} fue reabierto por los vecinos`, text: lines.join("\n") };
}

/** An author's: staff hid their report or comment, or showed it again (docs/moderation.md#the-queue). */
function moderationEmail(input: EmailInput) {
  const lines = [
    `Hola${input.firstName ? ` ${input.firstName}` : ""}:`,
    "",
    input.note ?? "",
    "",
    `Puedes verlo en ${publicPage(input.reportId, input.appUrl)}`,
    "",
    SIGNATURE,
  ];
  return { subject: `Moderación en el reporte ${input.radicado}`, text: lines.join("\n") };
}

/**
 * "¿Quedó resuelto?" without its signed links: its own job sends the e-mail with them
 * (docs/resolution-check.md#the-e-mail); this one only points to the report, where the app asks.
 */
function resolutionCheckReminderEmail(input: EmailInput) {
  const lines = [
    `Hola${input.firstName ? ` ${input.firstName}` : ""}:`,
    "",
    `¿Quedó resuelto el reporte ${input.radicado} (${place(input)})? Respóndelo en ${publicPage(input.reportId, input.appUrl)}`,
    "",
    SIGNATURE,
  ];
  return { subject: `¿Quedó resuelto el reporte ${input.radicado}?`, text: lines.join("\n") };
}

/** A new report in the staff member's dependencia; not sent today (docs/staff.md#notifications). */
function newReportEmail(input: EmailInput) {
  const lines = [
    `Hola${input.firstName ? ` ${input.firstName}` : ""}:`,
    "",
    `Llegó a tu dependencia el reporte ${input.radicado} (${place(input)}).`,
    "",
    `Puedes verlo en ${new URL(`/bandeja?q=${input.radicado}`, input.appUrl).toString()}`,
    "",
    SIGNATURE,
  ];
  return { subject: `Nuevo reporte ${input.radicado}`, text: lines.join("\n") };
}

/**
 * The start of a report's description as alert e-mails show it to their subscribers: one line, at most
 * `maxLength`, personal data masked (docs/privacy-masking.md) before it is cut, so a cut never leaves
 * part of a number readable.
 */
export function reportSummary(description: string | null, maxLength: number): string | null {
  const text = maskPersonalData(description ?? "")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return null;
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

/**
 * A new report in an area someone follows (docs/alerts.md#what-an-alert-tells): what the public view
 * shows of it (radicado, category, barrio, the start of its description), never its exact point nor who
 * filed it, and how to stop these e-mails.
 */
export function areaAlertEmail(input: {
  firstName: string | null;
  radicado: string;
  categoryName: string;
  neighborhood: string;
  summary: string | null;
  reportUrl: string;
  alertLabel?: string;
  unsubscribeUrl?: string;
}) {
  const lines = [
    `Hola${input.firstName ? ` ${input.firstName}` : ""}:`,
    "",
    `Hay un reporte nuevo en un área que sigues: ${input.radicado} (${input.categoryName}, ${neighborhoodLabel(input.neighborhood) ?? input.neighborhood}).`,
    ...(input.summary ? ["", `«${input.summary}»`] : []),
    "",
    `Míralo y apóyalo en ${input.reportUrl}`,
    ...(input.alertLabel ? ["", `Recibes este correo por tu alerta «${input.alertLabel}».`] : []),
    ...(input.unsubscribeUrl
      ? [`Para no recibir más correos de esta alerta, abre ${input.unsubscribeUrl}`]
      : []),
    "",
    SIGNATURE,
  ];
  return {
    subject: `Nuevo reporte en ${neighborhoodLabel(input.neighborhood) ?? input.neighborhood}: ${input.categoryName} (${input.radicado})`,
    text: lines.join("\n"),
  };
}

/**
 * The e-mail, in Spanish: the new status (or the text written without a change), the public update and
 * the message to the reporter, and a link to the reporter's reports. Internal notes have no place here.
 */
export function statusEmail(input: {
  kind?: NotificationKind;
  publicUpdate?: string | null;
  firstName: string | null;
  radicado: string;
  categoryName: string;
  neighborhood: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  original?: { id: string; radicado: string } | null;
  appUrl: string;
}) {
  const to = reportStatusLabel(input.toStatus) ?? input.toStatus;
  const from = input.fromStatus ? (reportStatusLabel(input.fromStatus) ?? input.fromStatus) : null;
  const link = new URL("/mis-reportes", input.appUrl).toString();
  const kind = input.kind ?? "status";
  const report = `Tu reporte ${input.radicado} (${input.categoryName}, ${neighborhoodLabel(input.neighborhood) ?? input.neighborhood})`;
  const headline =
    kind === "public_update"
      ? `${report} tiene una actualización de la Alcaldía Local.`
      : kind === "reporter_message"
        ? `La Alcaldía Local te escribió sobre ${report.replace(/^Tu/, "tu")}.`
        : `${report} ` + (from ? `pasó de «${from}» a «${to}».` : `ahora está «${to}».`);
  const lines = [
    `Hola${input.firstName ? ` ${input.firstName}` : ""}:`,
    "",
    headline,
    ...(input.original
      ? [
          "",
          `Es el mismo problema que el reporte ${input.original.radicado}: ahora lo sigues allí, en ${publicPage(input.original.id, input.appUrl)}`,
        ]
      : []),
    ...(input.publicUpdate ? ["", `Actualización pública: ${input.publicUpdate}`] : []),
    ...(input.note ? ["", `Mensaje para ti de la Alcaldía Local: ${input.note}`] : []),
    "",
    `Puedes verlo en ${link}`,
    "",
    "Reporta Riomar — Alcaldía Local de Riomar",
  ];
  const subject =
    kind === "public_update"
      ? `Tu reporte ${input.radicado} tiene una actualización`
      : kind === "reporter_message"
        ? `Mensaje sobre tu reporte ${input.radicado}`
        : `Tu reporte ${input.radicado} ahora está: ${to}`;
  return { subject, text: lines.join("\n") };
}

/**
 * The queue's `send-status-email` task. A job that fails (SMTP down, a crash mid-way) is tried again later
 * with growing waits. A notification whose e-mail was accepted is marked, and a marked one is never sent
 * again, so a retry after success sends nothing. Without SMTP the job ends at once: the reporter has the
 * in-app notification (docs/staff.md#notifications).
 */
export function statusEmailTask(options: StatusEmailTaskOptions): JobTask<"send-status-email"> {
  const { email } = options;
  if (!email.enabled) return () => Promise.resolve();
  const transport = nodemailer.createTransport(email.smtpUrl);
  return async ({ notificationId }) => {
    const em = options.orm.em.fork();
    const notification = await em.findOne(
      Notification,
      { id: notificationId },
      { populate: ["recipient", "report", "originalReport"], refresh: true },
    );
    if (!notification || notification.emailSentAt || !notification.recipient.email) return;
    const category = await em.findOneOrFail(Category, { id: notification.report.category.id });
    const message = notificationEmail({
      kind: notification.kind,
      reportId: notification.report.id,
      dueAt: notification.dueAt,
      now: new Date(),
      firstName: notification.recipient.firstName,
      radicado: notification.report.radicado,
      categoryName: category.name,
      neighborhood: notification.report.neighborhood,
      fromStatus: notification.fromStatus,
      toStatus: notification.toStatus,
      note: notification.note,
      publicUpdate: notification.publicUpdate,
      original: notification.originalReport
        ? { id: notification.originalReport.id, radicado: notification.originalReport.radicado }
        : null,
      appUrl: options.appUrl,
    });
    await transport.sendMail({
      from: email.from,
      to: notification.recipient.email,
      subject: message.subject,
      text: message.text,
      // The same id on every attempt, so a mail system can drop a duplicate.
      messageId: `<notification-${notification.id}@reporta-riomar>`,
    });
    await em.nativeUpdate(Notification, { id: notification.id }, { emailSentAt: new Date() });
  };
}
