import { z } from "zod";
import { CATEGORY_ICONS, CATEGORY_LIMITS, STAFF_MESSAGES } from "../../domain";
import { typedText } from "../../validation/text";

/** Configuración: what staff may change of a category; absent fields stay as they are. */
export const updateCategoryInput = z.object({
  name: typedText(CATEGORY_LIMITS.nameMaxLength, STAFF_MESSAGES.categoryNameTooLong)
    .pipe(z.string().min(1, { error: STAFF_MESSAGES.categoryNameRequired }))
    .optional(),
  description: typedText(CATEGORY_LIMITS.descriptionMaxLength, STAFF_MESSAGES.categoryDescriptionTooLong)
    .pipe(z.string().min(1, { error: STAFF_MESSAGES.categoryDescriptionRequired }))
    .optional(),
  icon: z.enum(CATEGORY_ICONS, { error: STAFF_MESSAGES.categoryIconInvalid }).optional(),
  active: z.boolean().optional(),
});

export const reorderCategoriesInput = z.object({
  ids: z
    .array(z.string().max(40), { error: STAFF_MESSAGES.categoryOrderInvalid })
    .min(1, { error: STAFF_MESSAGES.categoryOrderInvalid }),
});
