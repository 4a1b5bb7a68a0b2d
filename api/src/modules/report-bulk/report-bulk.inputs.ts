import { z } from "zod";
import { BULK_LIMITS, BULK_MESSAGES } from "../../domain";

/**
 * The selected reports' ids: at least one, at most BULK_LIMITS.maxReports (the web app says so before
 * sending), each once. Ids that name no report are the service's to report, by id.
 */
const ids = z
  .array(z.string({ error: BULK_MESSAGES.idsInvalid }).max(100, { error: BULK_MESSAGES.idsInvalid }), {
    error: BULK_MESSAGES.noneSelected,
  })
  .min(1, { error: BULK_MESSAGES.noneSelected })
  .max(BULK_LIMITS.maxReports, { error: BULK_MESSAGES.tooMany })
  .transform((values) => [...new Set(values)]);

/** Which reports a bulk action acts on; the action's own fields are the single action's schema. */
export const bulkIdsInput = z.object({ ids });

/**
 * A bulk status change may take its public update from a response template, filled per report, instead
 * of one text for all.
 */
export const bulkTemplateInput = z.object({
  templateId: z
    .string({ error: BULK_MESSAGES.templateNotFound })
    .nullish()
    .transform((value) => (value == null || value === "" ? null : value)),
});
