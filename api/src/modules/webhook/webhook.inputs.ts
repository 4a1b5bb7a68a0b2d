import { z } from "zod";
import { WEBHOOK_MESSAGES, webhookUrlProblem } from "../../domain";

/** A dependencia's webhook as the admin sets it: its URL (docs/webhooks.md#the-url) and whether it is on. */
export const configureWebhookInput = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlRequired })
    .transform((value) => value.trim())
    .superRefine((value, context) => {
      const problem = webhookUrlProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  enabled: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
});
