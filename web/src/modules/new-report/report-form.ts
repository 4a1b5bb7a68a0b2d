import {
  isCategoryId,
  isInCity,
  isNeighborhoodSlug,
  isSeverity,
  LIMITS,
  MESSAGES,
  type LatLng,
} from "@domain";

/** A photo already uploaded and processed by `PUT /api/evidence-photos`. */
export interface UploadedPhoto {
  objectPath: string;
  thumbnailPath: string;
}

/**
 * A photo chosen while the server could not be reached: already shrunk on the phone, it waits there
 * with the report and is uploaded when the report is sent (docs/offline.md#filing-offline).
 */
export interface KeptPhoto {
  localId: string;
  blob: Blob;
  name: string;
}

export type ReportPhoto = UploadedPhoto | KeptPhoto;

export const isKeptPhoto = (photo: ReportPhoto): photo is KeptPhoto => "blob" in photo;

/** A photo's identity on the form: its path once uploaded, its local id while kept. */
export const photoKey = (photo: ReportPhoto): string =>
  isKeptPhoto(photo) ? photo.localId : photo.objectPath;

/** Everything the resident has filled in, as typed (selects hold strings until sent). */
export interface ReportFormValues {
  categoryId: string;
  neighborhood: string;
  severity: string;
  address: string;
  description: string;
  location: LatLng | null;
  photos: ReportPhoto[];
  anonymous: boolean;
  allowContact: boolean;
}

/** Anonymous by default, no contact unless asked for (docs/decisions.md#report-fields-and-limits). */
export const EMPTY_REPORT_FORM: ReportFormValues = {
  categoryId: "",
  neighborhood: "",
  severity: "",
  address: "",
  description: "",
  location: null,
  photos: [],
  anonymous: true,
  allowContact: false,
};

/** In the order they appear on screen, so that the first problem is the one focused. */
export const REPORT_FIELDS = [
  "categoryId",
  "neighborhood",
  "address",
  "location",
  "severity",
  "description",
  "photos",
] as const;

export type ReportField = (typeof REPORT_FIELDS)[number];
export type ReportFieldErrors = Partial<Record<ReportField, string>>;

/**
 * The rules of docs/decisions.md#report-fields-and-limits, with the domain's messages, before anything is
 * sent.
 */
export function validateReportForm(values: ReportFormValues): ReportFieldErrors {
  const errors: ReportFieldErrors = {};
  if (!isCategoryId(values.categoryId)) errors.categoryId = MESSAGES.categoryRequired;
  if (!isNeighborhoodSlug(values.neighborhood)) errors.neighborhood = MESSAGES.neighborhoodRequired;
  if (values.severity === "" || !isSeverity(Number(values.severity))) {
    errors.severity = MESSAGES.severityRequired;
  }
  if (values.address.trim().length > LIMITS.addressMaxLength) errors.address = MESSAGES.addressTooLong;
  if (values.description.length > LIMITS.descriptionMaxLength) {
    errors.description = MESSAGES.descriptionTooLong;
  }
  if (values.location && !isInCity(values.location)) errors.location = MESSAGES.locationOutOfArea;
  if (values.photos.length > LIMITS.photosPerReport) errors.photos = MESSAGES.tooManyPhotos;
  return errors;
}

export function firstInvalidField(errors: ReportFieldErrors): ReportField | undefined {
  return REPORT_FIELDS.find((field) => errors[field]);
}

/** The `CreateReportInput` of the API contract: texts trimmed, empty ones as null. */
export function toCreateReportInput(values: ReportFormValues) {
  const address = values.address.trim();
  const description = values.description.trim();
  return {
    categoryId: values.categoryId,
    neighborhood: values.neighborhood,
    severity: Number(values.severity),
    address: address || null,
    description: description || null,
    // Kept photos are uploaded by the outbox, which adds them (docs/offline.md#filing-offline).
    evidenceUrls: values.photos.flatMap((photo) => (isKeptPhoto(photo) ? [] : [photo.objectPath])),
    location: values.location ? { lat: values.location.lat, lng: values.location.lng } : null,
    anonymous: values.anonymous,
    allowContact: values.allowContact,
  };
}

export type CreateReportInputValues = ReturnType<typeof toCreateReportInput>;

/** The API names two fields differently from the form. */
const SERVER_FIELD_NAMES: Record<string, ReportField> = {
  categoryId: "categoryId",
  neighborhood: "neighborhood",
  severity: "severity",
  address: "address",
  description: "description",
  location: "location",
  evidenceUrls: "photos",
  photos: "photos",
};

/** `extensions.fields` of a BAD_USER_INPUT error, keeping only string messages of known fields. */
export function serverFieldErrors(fields: unknown): ReportFieldErrors {
  const errors: ReportFieldErrors = {};
  if (typeof fields !== "object" || fields === null) return errors;
  for (const [name, message] of Object.entries(fields as Record<string, unknown>)) {
    const field = SERVER_FIELD_NAMES[name];
    if (field && typeof message === "string" && !errors[field]) errors[field] = message;
  }
  return errors;
}

/**
 * One idempotency key per form contents (docs/decisions.md#nothing-lost): retrying the same contents reuses
 * the key, so a submit whose answer was lost cannot create a second report; changed contents are a
 * different report and get a new key.
 */
export interface IdempotencyKey {
  key: string;
  fingerprint: string;
}

export function idempotencyKeyFor(
  input: CreateReportInputValues | (CreateReportInputValues & { keptPhotos: string[] }),
  previous: IdempotencyKey | null,
  newKey: () => string = () => crypto.randomUUID(),
): IdempotencyKey {
  const fingerprint = JSON.stringify(input);
  return previous?.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint };
}
