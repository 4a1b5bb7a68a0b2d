import { z } from "zod";
import { RESOLUTION_ANSWERS, RESOLUTION_CHECK_LIMITS, RESOLUTION_CHECK_MESSAGES } from "../../domain";
import { optionalTypedText } from "../../validation/text";
import { optionalProcessedPhoto } from "../photo/photo.inputs";

/** An answer to "¿Quedó resuelto?", the same on every door (docs/resolution-check.md#answering). */
export const answerInput = z.object({
  answer: z.enum(RESOLUTION_ANSWERS, { error: RESOLUTION_CHECK_MESSAGES.answerInvalid }),
  comment: optionalTypedText(
    RESOLUTION_CHECK_LIMITS.commentMaxLength,
    RESOLUTION_CHECK_MESSAGES.commentTooLong,
  ),
});
export type AnswerInput = z.infer<typeof answerInput>;

/**
 * In the app, a «No» may also carry a photo the resident uploaded through the photo pipeline (its
 * objectPath); the e-mailed page has no upload (docs/resolution-check.md#answering).
 */
export const appAnswerInput = answerInput
  .extend({
    photo: optionalProcessedPhoto(RESOLUTION_CHECK_MESSAGES.photoInvalid),
  })
  .superRefine((input, context) => {
    if (input.photo && input.answer !== "no") {
      context.addIssue({
        code: "custom",
        path: ["photo"],
        message: RESOLUTION_CHECK_MESSAGES.photoOnlyWithNo,
      });
    }
  });
