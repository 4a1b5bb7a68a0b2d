import { z } from "zod";
import { DEPENDENCIA_LIMITS, DEPENDENCIA_MESSAGES, NEIGHBORHOOD_SLUGS, UUID_PATTERN } from "../../domain";
import { typedText } from "../../validation/text";

const name = typedText(DEPENDENCIA_LIMITS.nameMaxLength, DEPENDENCIA_MESSAGES.nameTooLong).pipe(
  z.string().min(1, { error: DEPENDENCIA_MESSAGES.nameRequired }),
);

/** An e-mail, or null / blank for none. */
const email = z
  .string()
  .trim()
  .toLowerCase()
  .nullish()
  .transform((value) => (value == null || value === "" ? null : value))
  .pipe(
    z
      .email({ error: DEPENDENCIA_MESSAGES.emailInvalid })
      .max(DEPENDENCIA_LIMITS.emailMaxLength, { error: DEPENDENCIA_MESSAGES.emailInvalid })
      .nullable(),
  );

const dependenciaId = z.string().regex(UUID_PATTERN, { error: DEPENDENCIA_MESSAGES.notFound });

export const createDependenciaInput = z.object({
  name,
  email,
  external: z.boolean().default(false),
});

/** What a super_admin may change of a dependencia; absent fields stay as they are. */
export const updateDependenciaInput = z.object({
  name: name.optional(),
  email: email.optional(),
  external: z.boolean().optional(),
  active: z.boolean().optional(),
  /** Only `true`: naming a new default takes it from the old one. */
  isDefault: z.literal(true).optional(),
});

export const routingRuleInput = z.object({
  categoryId: z.string({ error: DEPENDENCIA_MESSAGES.ruleCategoryInvalid }).min(1).max(40),
  neighborhoods: z
    .array(
      z.enum(NEIGHBORHOOD_SLUGS as [string, ...string[]], {
        error: DEPENDENCIA_MESSAGES.ruleNeighborhoodInvalid,
      }),
      {
        error: DEPENDENCIA_MESSAGES.ruleNeighborhoodInvalid,
      },
    )
    .max(DEPENDENCIA_LIMITS.ruleNeighborhoodsMax, { error: DEPENDENCIA_MESSAGES.ruleNeighborhoodInvalid })
    .default([])
    .transform((list) => [...new Set(list)].sort()),
  dependenciaId,
});

export const routeReportInput = z.object({ dependenciaId });

export const assignReportInput = z.object({
  /** null unassigns. */
  assigneeId: z.string().max(64).nullable(),
});

export const membershipsInput = z.object({
  dependenciaIds: z
    .array(dependenciaId, { error: DEPENDENCIA_MESSAGES.membershipsInvalid })
    .max(DEPENDENCIA_LIMITS.membershipsMax, { error: DEPENDENCIA_MESSAGES.membershipsInvalid })
    .transform((list) => [...new Set(list)]),
});
