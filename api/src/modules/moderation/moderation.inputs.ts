import { z } from "zod";
import {
  FLAG_REASONS,
  MESSAGES,
  MODERATION_ACTIONS,
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  MODERATION_TARGETS,
} from "../../domain";
import { optionalTypedText } from "../../validation/text";

const reason = z.enum(FLAG_REASONS, { error: MODERATION_MESSAGES.reasonInvalid });

/** A resident's flag (POST /api/reports/{id}/flag, /api/comments/{id}/flag; flagReport, flagComment). */
export const flagInput = z.object({
  reason,
  details: optionalTypedText(MODERATION_LIMITS.flagDetailsMaxLength, MODERATION_MESSAGES.detailsTooLong),
});

/** Staff's decision on a flagged or moderated item (POST /api/moderation/actions, moderateContent). */
export const moderationActionInput = z
  .object({
    target: z.enum(MODERATION_TARGETS, { error: MODERATION_MESSAGES.targetInvalid }),
    id: z.uuid({ error: MESSAGES.reportNotFound }),
    action: z.enum(MODERATION_ACTIONS, { error: MODERATION_MESSAGES.actionInvalid }),
    reason: reason.nullish().transform((value) => value ?? null),
  })
  .refine((input) => input.action !== "hide" || input.reason !== null, {
    path: ["reason"],
    error: MODERATION_MESSAGES.hideNeedsReason,
  });
