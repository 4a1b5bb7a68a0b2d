import type { MikroORM } from "@mikro-orm/postgresql";
import nodemailer from "nodemailer";
import type { EmailConfig } from "../../config/email.config";
import type { JobTask } from "../../jobs/job-queue";
import { passwordResetPath } from "../user/password-reset.service";

export interface PasswordResetEmailTaskOptions {
  orm: MikroORM;
  email: EmailConfig;
  /** The key the links are signed with (the session secret). */
  secret: string;
  /** Where the link points: the app's own origin. */
  appUrl: string;
}

/** The e-mail with a reset link, in Spanish (docs/password-reset.md). */
export function passwordResetEmail(input: { firstName: string | null; link: string; byStaff: boolean }) {
  const lines = [
    `Hola${input.firstName ? ` ${input.firstName}` : ""}:`,
    "",
    input.byStaff
      ? "La Alcaldía Local te envió un enlace para crear una contraseña nueva en Reporta Riomar."
      : "Alguien (seguramente tú) pidió crear una contraseña nueva para tu cuenta de Reporta Riomar.",
    "",
    `Abre este enlace para elegirla: ${input.link}`,
    "",
    "El enlace sirve una sola vez y vence en 1 hora. Al cambiar la contraseña se cierran todas tus sesiones.",
    "Si no lo pediste, ignora este correo: tu contraseña no cambia.",
    "",
    "Reporta Riomar — Alcaldía Local de Riomar",
  ];
  return { subject: "Restablece tu contraseña de Reporta Riomar", text: lines.join("\n") };
}

/**
 * The queue's `send-password-reset-email` task. The link is derived again from the row's id and the
 * secret (the payload and the table hold no token); a link already used or expired is not sent. A
 * failed attempt is retried with the same message id, so a mail system can drop a duplicate.
 */
export function passwordResetEmailTask(
  options: PasswordResetEmailTaskOptions,
): JobTask<"send-password-reset-email"> {
  const { email } = options;
  if (!email.enabled) return () => Promise.resolve();
  const transport = nodemailer.createTransport(email.smtpUrl);
  return async ({ resetId }) => {
    const em = options.orm.em.fork();
    const [row] = await em.execute<
      Array<{ email: string | null; first_name: string | null; requested_by: string | null }>
    >(
      `SELECT u.email, u.first_name, r.requested_by FROM password_reset r JOIN app_user u ON u.id = r.user_id
       WHERE r.id = ? AND r.used_at IS NULL AND r.expires_at > now() AND u.active`,
      [resetId],
    );
    if (!row?.email) return;
    const message = passwordResetEmail({
      firstName: row.first_name,
      link: new URL(passwordResetPath(resetId, options.secret), options.appUrl).toString(),
      byStaff: row.requested_by !== null,
    });
    await transport.sendMail({
      from: email.from,
      to: row.email,
      subject: message.subject,
      text: message.text,
      messageId: `<password-reset-${resetId}@reporta-riomar>`,
    });
  };
}
