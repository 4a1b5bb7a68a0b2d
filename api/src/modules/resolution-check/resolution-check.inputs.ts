import { z } from "zod";
import { RESOLUTION_ANSWERS, RESOLUTION_CHECK_LIMITS, RESOLUTION_CHECK_MESSAGES } from "../../domain";
import { optionalTypedText } from "../../validation/text";

/** An answer to "¿Quedó resuelto?", the same on every door (docs/resolution-check.md#answering). */
export const answerInput = z.object({
  answer: z.enum(RESOLUTION_ANSWERS, { error: RESOLUTION_CHECK_MESSAGES.answerInvalid }),
  comment: optionalTypedText(
    RESOLUTION_CHECK_LIMITS.commentMaxLength,
    RESOLUTION_CHECK_MESSAGES.commentTooLong,
  ),
});
export type AnswerInput = z.infer<typeof answerInput>;
