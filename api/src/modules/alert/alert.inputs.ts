import { z } from "zod";
import {
  ALERT_FREQUENCIES,
  ALERT_MESSAGES,
  CATEGORY_LIMITS,
  isNeighborhoodSlug,
  NEIGHBORHOODS,
} from "../../domain";

/** Barrios come from the domain's list; repeated ones count once. */
const neighborhoods = z
  .array(z.string({ error: ALERT_MESSAGES.neighborhoodUnknown }), {
    error: ALERT_MESSAGES.neighborhoodUnknown,
  })
  .max(NEIGHBORHOODS.length * 2, { error: ALERT_MESSAGES.neighborhoodUnknown })
  .refine((slugs) => slugs.every(isNeighborhoodSlug), { error: ALERT_MESSAGES.neighborhoodUnknown })
  .transform((slugs) => [...new Set(slugs)].sort());

/** Category ids are data staff edit: the service checks that each exists and is active. */
const categoryIds = z
  .array(z.string({ error: ALERT_MESSAGES.categoryUnknown }).max(CATEGORY_LIMITS.nameMaxLength), {
    error: ALERT_MESSAGES.categoryUnknown,
  })
  .max(100, { error: ALERT_MESSAGES.categoryUnknown })
  .transform((ids) => [...new Set(ids)].sort());

/** An alert as its owner writes it (create and update alike). */
export const alertInput = z
  .object({
    neighborhoods: z.preprocess((value) => value ?? [], neighborhoods),
    categoryIds: z.preprocess((value) => value ?? [], categoryIds),
    frequency: z.enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequencyInvalid }),
    email: z.boolean({ error: ALERT_MESSAGES.emailInvalid }),
  })
  .superRefine((alert, context) => {
    if (alert.neighborhoods.length === 0 && alert.categoryIds.length === 0) {
      context.addIssue({ code: "custom", path: ["neighborhoods"], message: ALERT_MESSAGES.areaRequired });
    }
  });

export type AlertInput = z.output<typeof alertInput>;
