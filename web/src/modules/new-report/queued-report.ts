import type { QueuedPhoto, QueuedReport } from "../../offline/outbox/outbox-store";
import {
  EMPTY_REPORT_FORM,
  isKeptPhoto,
  serverFieldErrors,
  toCreateReportInput,
  type ReportFieldErrors,
  type ReportFormValues,
  type ReportPhoto,
} from "./report-form";

/**
 * The form's values as the outbox keeps them (docs/offline.md#filing-offline): the API's input without
 * the photos, and the photos uploaded or kept on the phone, in the form's order.
 */
export function queuedReportOf(values: ReportFormValues): Pick<QueuedReport, "fields" | "photos"> {
  const { evidenceUrls: _uploadedOnly, ...fields } = toCreateReportInput(values);
  const photos = values.photos.map((photo): QueuedPhoto =>
    isKeptPhoto(photo)
      ? { kind: "kept", blob: photo.blob, name: photo.name }
      : { kind: "uploaded", objectPath: photo.objectPath, thumbnailPath: photo.thumbnailPath },
  );
  return { fields, photos };
}

/** A queued report back on the form, to change it before it is sent. */
export function formValuesOfQueued(report: QueuedReport): ReportFormValues {
  const { fields } = report;
  const photos = report.photos.map((photo, index): ReportPhoto => {
    if (photo.kind === "uploaded")
      return { objectPath: photo.objectPath, thumbnailPath: photo.thumbnailPath };
    if (photo.objectPath && photo.thumbnailPath) {
      return { objectPath: photo.objectPath, thumbnailPath: photo.thumbnailPath };
    }
    return { localId: `${report.key}-${index}`, blob: photo.blob, name: photo.name };
  });
  return {
    ...EMPTY_REPORT_FORM,
    categoryId: fields.categoryId,
    neighborhood: fields.neighborhood,
    severity: String(fields.severity),
    address: fields.address ?? "",
    description: fields.description ?? "",
    location: fields.location,
    photos,
    anonymous: fields.anonymous,
    allowContact: fields.allowContact,
  };
}

/** What the server said of a refused report's fields, on the form's fields. */
export function queuedReportErrors(report: QueuedReport): ReportFieldErrors {
  return report.state === "rejected" ? serverFieldErrors(report.fieldProblems) : {};
}
