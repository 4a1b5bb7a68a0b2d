import { z } from "zod";
import { forwardPageFields } from "./report-search.inputs";
import {
  DUPLICATE_STATUS,
  EXTENSION_MESSAGES,
  EXTENSION_REASON_MAX_LENGTH,
  isInCity,
  LIMITS,
  MAX_SEVERITY,
  MESSAGES,
  STATUS_MESSAGES,
  MIN_SEVERITY,
  NEIGHBORHOOD_SLUGS,
  REPORT_STATUSES,
  REPORT_UPDATE_KINDS,
  REPORT_UPDATE_LIMITS,
  REPORT_UPDATE_MESSAGES,
  RESOLVED_STATUS,
  TRANSFERRED_STATUS,
} from "../../domain";
import { INVALID_VALUE } from "../../validation/parse-input";
import { optionalTypedText, typedText } from "../../validation/text";
import { optionalProcessedPhoto } from "../photo/photo.inputs";
import { parsePhotoReference } from "../photo/upload-key.policy";

/** Messages of this API only (malformed requests the form never sends); the rest are in the domain. */
export const REPORT_MESSAGES = {
  invalidValue: INVALID_VALUE,
  locationInvalid: "La ubicación no es válida. Elígela de nuevo en el mapa.",
  idempotencyKeyInvalid: "La clave de envío no es válida. Recarga la página e inténtalo de nuevo.",
  idempotencyKeyReused:
    "Esta clave de envío ya se usó para otro reporte. Recarga la página para enviar uno nuevo.",
} as const;

const STATUS_VALUES = REPORT_STATUSES.map(({ value }) => value) as [string, ...string[]];
export const reportStatusSchema = z.enum(
  STATUS_VALUES as [
    (typeof REPORT_STATUSES)[number]["value"],
    ...(typeof REPORT_STATUSES)[number]["value"][],
  ],
  { error: MESSAGES.statusInvalid },
);

/**
 * Only processed photos (`/api/photos/<id>`), each once, at most three: an upload URL was never
 * checked. Answers the photo ids in the resident's order.
 */
const evidenceUrls = z
  .array(z.string({ error: MESSAGES.photoInvalid }), { error: MESSAGES.photoInvalid })
  .max(LIMITS.photosPerReport, { error: MESSAGES.tooManyPhotos })
  .nullish()
  .transform((urls, context) => {
    const photoIds: string[] = [];
    for (const url of urls ?? []) {
      const reference = parsePhotoReference(url);
      if (!reference || !("photoId" in reference) || photoIds.includes(reference.photoId)) {
        context.addIssue({ code: "custom", message: MESSAGES.photoInvalid });
        return z.NEVER;
      }
      photoIds.push(reference.photoId);
    }
    return photoIds;
  });

const location = z
  .object(
    {
      lat: z.number({ error: REPORT_MESSAGES.locationInvalid }),
      lng: z.number({ error: REPORT_MESSAGES.locationInvalid }),
    },
    { error: REPORT_MESSAGES.locationInvalid },
  )
  .refine(isInCity, { error: MESSAGES.locationOutOfArea })
  .nullish()
  .transform((point) => point ?? null);

/** The new-report form (POST /api/reports, createReport): every problem at once, keyed by field. */
export const createReportInput = z.object({
  // Categories are data staff edit: the service checks that this one exists and is active.
  categoryId: z
    .string({ error: MESSAGES.categoryRequired })
    .min(1, { error: MESSAGES.categoryRequired })
    .max(40, { error: MESSAGES.categoryRequired }),
  neighborhood: z.enum(NEIGHBORHOOD_SLUGS as [string, ...string[]], { error: MESSAGES.neighborhoodRequired }),
  severity: z
    .number({ error: MESSAGES.severityRequired })
    .int({ error: MESSAGES.severityRequired })
    .min(MIN_SEVERITY, { error: MESSAGES.severityRequired })
    .max(MAX_SEVERITY, { error: MESSAGES.severityRequired }),
  address: optionalTypedText(LIMITS.addressMaxLength, MESSAGES.addressTooLong),
  description: optionalTypedText(LIMITS.descriptionMaxLength, MESSAGES.descriptionTooLong),
  evidenceUrls,
  location,
  // Privacy defaults: anonymous unless the resident unticks it, no contact unless they tick it.
  anonymous: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  allowContact: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});
export type CreateReportInput = z.output<typeof createReportInput>;

/** Chosen by the client per submission; absent or blank means "no key". */
export const idempotencyKeyInput = z.object({
  idempotencyKey: z
    .string({ error: REPORT_MESSAGES.idempotencyKeyInvalid })
    .nullish()
    .transform((value) => (value == null || value.trim() === "" ? null : value))
    .pipe(
      z
        .string()
        .regex(/^[\x21-\x7e]{1,100}$/, { error: REPORT_MESSAGES.idempotencyKeyInvalid })
        .nullable(),
    ),
});

/** A staff member's status change (PATCH /api/reports/{id}/status, updateReportStatus). */
/**
 * A status change: `duplicado` names its original (by radicado, or by id), `trasladado` the entity that
 * receives it (docs/legal-clock.md#statuses); the service checks the rest against the report itself.
 */
export const changeStatusInput = z
  .object({
    status: reportStatusSchema,
    note: optionalTypedText(LIMITS.statusNoteMaxLength, MESSAGES.statusNoteTooLong),
    duplicateOf: optionalTypedText(40, STATUS_MESSAGES.duplicateOfNotFound),
    transferredTo: optionalTypedText(LIMITS.transferEntityMaxLength, STATUS_MESSAGES.transferredToTooLong),
    // What everyone will read of the change (docs/staff.md#updates-messages-and-notes).
    publicUpdate: optionalTypedText(REPORT_UPDATE_LIMITS.bodyMaxLength, REPORT_UPDATE_MESSAGES.bodyTooLong),
    isAnswer: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    internalNote: optionalTypedText(REPORT_UPDATE_LIMITS.bodyMaxLength, REPORT_UPDATE_MESSAGES.bodyTooLong),
    afterPhoto: optionalProcessedPhoto(REPORT_UPDATE_MESSAGES.afterPhotoInvalid),
  })
  .superRefine((input, context) => {
    if (input.isAnswer && !input.publicUpdate) {
      context.addIssue({
        code: "custom",
        path: ["isAnswer"],
        message: REPORT_UPDATE_MESSAGES.answerOnlyPublic,
      });
    }
    if (input.afterPhoto && input.status !== RESOLVED_STATUS) {
      context.addIssue({
        code: "custom",
        path: ["afterPhoto"],
        message: REPORT_UPDATE_MESSAGES.afterPhotoOnlyOnResolve,
      });
    }
    if (input.status === DUPLICATE_STATUS && !input.duplicateOf) {
      context.addIssue({
        code: "custom",
        path: ["duplicateOf"],
        message: STATUS_MESSAGES.duplicateOfRequired,
      });
    }
    if (input.status === TRANSFERRED_STATUS && !input.transferredTo) {
      context.addIssue({
        code: "custom",
        path: ["transferredTo"],
        message: STATUS_MESSAGES.transferredToRequired,
      });
    }
  });

const UPDATE_KIND_VALUES = REPORT_UPDATE_KINDS.map(({ value }) => value) as [
  (typeof REPORT_UPDATE_KINDS)[number]["value"],
  ...(typeof REPORT_UPDATE_KINDS)[number]["value"][],
];

/** A text staff write on a report without changing its status (addReportUpdate, POST …/updates). */
export const addUpdateInput = z
  .object({
    kind: z.enum(UPDATE_KIND_VALUES, { error: REPORT_UPDATE_MESSAGES.kindInvalid }),
    body: z
      .string({ error: REPORT_UPDATE_MESSAGES.bodyRequired })
      .pipe(typedText(REPORT_UPDATE_LIMITS.bodyMaxLength, REPORT_UPDATE_MESSAGES.bodyTooLong))
      .refine((body) => body.length > 0, { error: REPORT_UPDATE_MESSAGES.bodyRequired }),
    isAnswer: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  })
  .superRefine((input, context) => {
    if (input.isAnswer && input.kind !== "public_update") {
      context.addIssue({
        code: "custom",
        path: ["isAnswer"],
        message: REPORT_UPDATE_MESSAGES.answerOnlyPublic,
      });
    }
  });

/** Mis reportes: one status or all, one keyset page at a time (docs/report-search.md). */
export const reportListInput = z.object({
  status: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    reportStatusSchema.optional(),
  ),
  ...forwardPageFields,
});

/** A term's extension (POST /api/reports/{id}/extension, extendReportDueDate): its reason is required. */
export const extendDueDateInput = z.object({
  reason: optionalTypedText(EXTENSION_REASON_MAX_LENGTH, EXTENSION_MESSAGES.reasonTooLong).pipe(
    z.string({ error: EXTENSION_MESSAGES.reasonRequired }),
  ),
});
