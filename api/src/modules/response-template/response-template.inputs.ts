import { z } from "zod";
import { REPORT_UPDATE_LIMITS, REPORT_UPDATE_MESSAGES, unknownPlaceholders } from "../../domain";
import { typedText } from "../../validation/text";
import { reportStatusSchema } from "../report/report.inputs";

const required = (maxLength: number, tooLong: string, missing: string) =>
  z
    .string({ error: missing })
    .pipe(typedText(maxLength, tooLong))
    .refine((value) => value.length > 0, { error: missing });

/** A template as an admin writes it (saveResponseTemplate); `id` absent creates one. */
export const saveTemplateInput = z.object({
  id: z.string().uuid({ error: REPORT_UPDATE_MESSAGES.templateNotFound }).nullish(),
  status: reportStatusSchema,
  title: required(
    REPORT_UPDATE_LIMITS.templateTitleMaxLength,
    REPORT_UPDATE_MESSAGES.templateTitleTooLong,
    REPORT_UPDATE_MESSAGES.templateTitleRequired,
  ),
  body: required(
    REPORT_UPDATE_LIMITS.bodyMaxLength,
    REPORT_UPDATE_MESSAGES.bodyTooLong,
    REPORT_UPDATE_MESSAGES.templateBodyRequired,
  ).refine((body) => unknownPlaceholders(body).length === 0, {
    error: REPORT_UPDATE_MESSAGES.templateUnknownPlaceholder,
  }),
});

/** The templates of one status, filled for one report (the status form). */
export const filledTemplatesInput = z.object({ status: reportStatusSchema });
