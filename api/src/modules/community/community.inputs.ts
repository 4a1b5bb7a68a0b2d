import { z } from "zod";
import { isInCity, LIMITS, MESSAGES, NEARBY_LIMITS, NEARBY_MESSAGES, NEIGHBORHOOD_SLUGS } from "../../domain";
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

/** Query strings and empty form fields: "" and null mean "not given". */
const blankAsMissing = (value: unknown) => (value === "" || value === null ? undefined : value);
/** Query strings carry numbers as text. */
const numberFromText = (value: unknown) =>
  typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => numberFromText(blankAsMissing(value)),
    z.number({ error: message }).min(min, { error: message }).max(max, { error: message }).optional(),
  );

/**
 * "¿Ya lo reportaron?" (GET /api/reports/nearby, nearbyReports; docs/nearby.md): the category and barrio
 * being filed, the point when there is one (both coordinates, in Barranquilla), and the text typed so far.
 */
export const nearbyReportsInput = z
  .object({
    // Categories are data staff edit: the service checks that this one exists and is active.
    categoryId: z
      .string({ error: MESSAGES.categoryRequired })
      .min(1, { error: MESSAGES.categoryRequired })
      .max(40, { error: MESSAGES.categoryRequired }),
    neighborhood: z.enum(NEIGHBORHOOD_SLUGS as [string, ...string[]], {
      error: MESSAGES.neighborhoodRequired,
    }),
    lat: coordinate(-90, 90, NEARBY_MESSAGES.latitudeInvalid),
    lng: coordinate(-180, 180, NEARBY_MESSAGES.longitudeInvalid),
    text: z.preprocess(
      blankAsMissing,
      typedText(NEARBY_LIMITS.textMaxLength, NEARBY_MESSAGES.textTooLong).optional(),
    ),
  })
  .superRefine((input, context) => {
    if ((input.lat == null) !== (input.lng == null)) {
      context.addIssue({
        code: "custom",
        path: [input.lat == null ? "lat" : "lng"],
        message: NEARBY_MESSAGES.pointIncomplete,
      });
    } else if (
      // A coordinate out of its range has its own message already.
      input.lat != null &&
      input.lng != null &&
      Math.abs(input.lat) <= 90 &&
      Math.abs(input.lng) <= 180 &&
      !isInCity({ lat: input.lat, lng: input.lng })
    ) {
      context.addIssue({ code: "custom", path: ["lat"], message: MESSAGES.locationOutOfArea });
    }
  })
  .transform(({ categoryId, neighborhood, lat, lng, text }) => ({
    categoryId,
    neighborhood,
    point: lat != null && lng != null ? { lat, lng } : null,
    // Shorter text would match almost any report: it is not compared.
    text: text && text.length >= NEARBY_LIMITS.textMinLength ? text : null,
  }));
export type NearbyReportsInput = z.output<typeof nearbyReportsInput>;
