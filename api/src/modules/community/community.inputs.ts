import { z } from "zod";
import { CATEGORY_IDS, LIMITS, MESSAGES, NEIGHBORHOOD_SLUGS } from "../../domain";
import { typedText } from "../../validation/text";
import { reportStatusSchema } from "../report/report.inputs";

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

/** Optional filter: absent, null and "" all mean "any". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** The public list (GET /api/public/reports, publicReports): filters, sort, cursor and page size. */
export const publicReportsInput = z.object({
  categoryId: optional(z.enum(CATEGORY_IDS as [string, ...string[]], { error: MESSAGES.categoryRequired })),
  neighborhood: optional(
    z.enum(NEIGHBORHOOD_SLUGS as [string, ...string[]], { error: MESSAGES.neighborhoodRequired }),
  ),
  status: optional(reportStatusSchema),
  sort: optional(z.enum(PUBLIC_REPORT_SORTS)).transform((value) => value ?? "newest"),
  after: optional(z.string().max(300)),
  first: optional(z.coerce.number().int().min(1).max(LIMITS.publicReportsMaxPageSize)).transform(
    (value) => value ?? LIMITS.publicReportsPageSize,
  ),
});
export type PublicReportsQuery = z.output<typeof publicReportsInput>;
