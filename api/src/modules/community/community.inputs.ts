import { z } from "zod";
import { LIMITS, MESSAGES } from "../../domain";

const reportId = z.uuid({ error: MESSAGES.reportNotFound });

/** reportActivity's ids: at least one, at most LIMITS.liveReportIdsMax, each a report id; duplicates dropped. */
export const liveReportIdsInput = z.object({
  reportIds: z
    .array(reportId, { error: MESSAGES.liveReportIdsInvalid })
    .min(1, { error: MESSAGES.liveReportIdsInvalid })
    .max(LIMITS.liveReportIdsMax, { error: MESSAGES.liveReportIdsInvalid })
    .transform((ids) => [...new Set(ids)]),
});
