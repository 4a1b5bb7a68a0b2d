import { z } from "zod";

/** E-mail to reporters (docs/staff.md#notifications): off unless SMTP_URL is set. */
export const emailEnvShape = {
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "must be a URL like smtp://user:password@host:587" })
    .optional(),
  SMTP_FROM: z.string().min(3).optional(),
};

export type EmailConfig =
  | { enabled: false }
  | {
      enabled: true;
      smtpUrl: string;
      /** "Reporta Riomar <no-responder@example.gov.co>" */
      from: string;
    };

export function readEmailConfig(values: { SMTP_URL?: string; SMTP_FROM?: string }): {
  config: EmailConfig;
  problems: string[];
} {
  if (!values.SMTP_URL) return { config: { enabled: false }, problems: [] };
  if (!values.SMTP_FROM) {
    return {
      config: { enabled: false },
      problems: [
        '  SMTP_FROM: is required with SMTP_URL (the sender, e.g. "Reporta Riomar <no-responder@…>")',
      ],
    };
  }
  return { config: { enabled: true, smtpUrl: values.SMTP_URL, from: values.SMTP_FROM }, problems: [] };
}
