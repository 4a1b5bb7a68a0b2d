import type { MikroORM } from "@mikro-orm/postgresql";
import nodemailer from "nodemailer";
import type { EmailConfig } from "../../config/email.config";
import { neighborhoodLabel } from "../../domain";
import type { JobTask } from "../../jobs/job-queue";
import { Category } from "../category/category.entity";
import { ReportRouting } from "../report/report.entity";

/** The e-mail a dependencia gets when a report is sent to it, in Spanish, with a link to the report. */
export function routingEmail(input: {
  dependenciaName: string;
  fromName: string;
  radicado: string;
  categoryName: string;
  neighborhood: string;
  reportUrl: string;
}) {
  const lines = [
    `${input.dependenciaName}:`,
    "",
    `${input.fromName} les envió el reporte ${input.radicado} (${input.categoryName}, ` +
      `${neighborhoodLabel(input.neighborhood) ?? input.neighborhood}).`,
    "",
    `Véanlo y gestiónenlo en ${input.reportUrl}`,
    "",
    "Reporta Riomar — Alcaldía Local de Riomar",
  ];
  return { subject: `Reporte ${input.radicado} enviado a ${input.dependenciaName}`, text: lines.join("\n") };
}

/**
 * The queue's `send-routing-email` task: tells a dependencia, at its e-mail, that a report was sent to it
 * (docs/staff.md#routing). Like the status e-mails: retried when SMTP fails, never sent twice once
 * accepted (the routing entry is marked), nothing to do without SMTP or without the dependencia's e-mail.
 */
export function routingEmailTask(options: {
  orm: MikroORM;
  email: EmailConfig;
  appUrl: string;
}): JobTask<"send-routing-email"> {
  const { email } = options;
  if (!email.enabled) return () => Promise.resolve();
  const transport = nodemailer.createTransport(email.smtpUrl);
  return async ({ routingId }) => {
    const em = options.orm.em.fork();
    const routing = await em.findOne(
      ReportRouting,
      { id: routingId },
      { populate: ["report", "fromDependencia", "toDependencia"], refresh: true },
    );
    if (!routing || routing.emailSentAt || !routing.toDependencia.email) return;
    const category = await em.findOneOrFail(Category, { id: routing.report.category.id });
    const message = routingEmail({
      dependenciaName: routing.toDependencia.name,
      fromName: routing.fromDependencia.name,
      radicado: routing.report.radicado,
      categoryName: category.name,
      neighborhood: routing.report.neighborhood,
      // The report tables find a report by its whole radicado (docs/legal-clock.md#radicado).
      reportUrl: new URL(
        `/reportes?q=${encodeURIComponent(routing.report.radicado)}`,
        options.appUrl,
      ).toString(),
    });
    await transport.sendMail({
      from: email.from,
      to: routing.toDependencia.email,
      subject: message.subject,
      text: message.text,
      messageId: `<routing-${routing.id}@reporta-riomar>`,
    });
    await em.nativeUpdate(ReportRouting, { id: routing.id }, { emailSentAt: new Date() });
  };
}
