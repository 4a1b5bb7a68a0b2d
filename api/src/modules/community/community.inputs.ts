import { z } from "zod";
import { LIMITS, MESSAGES } from "../../domain";
import { typedText } from "../../validation/text";

const reportId = z.uuid({ error: MESSAGES.reportNotFound });

/** reportActivity's ids: at least one, at most LIMITS.liveReportIdsMax, each a report id; duplicates dropped. */
export const liveReportIdsInput = z.object({
  reportIds: z
    .array(reportId, { error: MESSAGES.liveReportIdsInvalid })
    .min(1, { error: MESSAGES.liveReportIdsInvalid })
    .max(LIMITS.liveReportIdsMax, { error: MESSAGES.liveReportIdsInvalid })
    .transform((ids) => [...new Set(ids)]),
});

/** A new comment or reply (POST /api/reports/{id}/comments, addComment). */
export const commentInput = z.object({
  content: z.preprocess(
    (value) => value ?? "",
    typedText(LIMITS.commentMaxLength, MESSAGES.commentTooLong).pipe(
      z.string().min(1, { error: MESSAGES.commentEmpty }),
    ),
  ),
  parentId: z
    .uuid({ error: MESSAGES.replyParentInvalid })
    .nullish()
    .transform((value) => value ?? null),
});

export const PUBLIC_REPORT_SORTS = ["newest", "most_supported"] as const;
export type PublicReportSort = (typeof PUBLIC_REPORT_SORTS)[number];
