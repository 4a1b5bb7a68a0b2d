import { neighborhoodLabel, reportStatusLabel, severityLabel } from "@domain";

/** The alt text of a report's photo, named by its radicado; the browser tests find thumbnails by it. */
export function reportPhotoAlt(index: number, radicado: string): string {
  return `Foto ${index + 1} del reporte ${radicado}`;
}

// The fallbacks only matter if the API ever sends a value newer than this build of the web app:
// showing the raw value beats showing nothing.
export function neighborhoodName(slug: string): string {
  return neighborhoodLabel(slug) ?? slug;
}

export function severityName(severity: number): string {
  return severityLabel(severity) ?? String(severity);
}

export function statusName(status: string): string {
  return reportStatusLabel(status) ?? status;
}
