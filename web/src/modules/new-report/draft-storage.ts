import type { LatLng } from "@domain";
import {
  EMPTY_REPORT_FORM,
  type IdempotencyKey,
  type ReportFormValues,
  type UploadedPhoto,
} from "./report-form";

/**
 * The report being written survives an accidental reload or a sign-in round trip: it lives in this
 * tab's sessionStorage (gone when the tab closes) and belongs to the user who wrote it, because the
 * uploaded photos are theirs alone.
 */
export const DRAFT_STORAGE_KEY = "reporta-riomar:nuevo-reporte";
const DRAFT_VERSION = 1;

export interface ReportDraft {
  values: ReportFormValues;
  idempotency: IdempotencyKey | null;
}

interface StoredDraft extends ReportDraft {
  version: number;
  ownerId: string;
}

const isString = (value: unknown): value is string => typeof value === "string";

function isLatLng(value: unknown): value is LatLng {
  if (typeof value !== "object" || value === null) return false;
  const { lat, lng } = value as Record<string, unknown>;
  return typeof lat === "number" && typeof lng === "number" && Number.isFinite(lat) && Number.isFinite(lng);
}

function isPhoto(value: unknown): value is UploadedPhoto {
  if (typeof value !== "object" || value === null) return false;
  const { objectPath, thumbnailPath } = value as Record<string, unknown>;
  // Only the app's own photo paths: the draft is shown as <img src>, so it must not point elsewhere.
  return (
    isString(objectPath) &&
    isString(thumbnailPath) &&
    /^\/api\/photos\//.test(objectPath) &&
    /^\/api\/photos\//.test(thumbnailPath)
  );
}

/** Whatever is stored is read defensively: a damaged or older draft gives defaults, never a crash. */
function readValues(raw: unknown): ReportFormValues {
  const record = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const text = (key: keyof ReportFormValues) => (isString(record[key]) ? record[key] : "");
  const flag = (key: "anonymous" | "allowContact") =>
    typeof record[key] === "boolean" ? record[key] : EMPTY_REPORT_FORM[key];
  return {
    categoryId: text("categoryId"),
    neighborhood: text("neighborhood"),
    severity: text("severity"),
    address: text("address"),
    description: text("description"),
    location: isLatLng(record.location) ? { lat: record.location.lat, lng: record.location.lng } : null,
    photos: Array.isArray(record.photos) ? record.photos.filter(isPhoto) : [],
    anonymous: flag("anonymous"),
    allowContact: flag("allowContact"),
  };
}

function readIdempotency(raw: unknown): IdempotencyKey | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { key, fingerprint } = raw as Record<string, unknown>;
  return isString(key) && isString(fingerprint) ? { key, fingerprint } : null;
}

export function loadDraft(ownerId: string, storage: Storage = sessionStorage): ReportDraft | null {
  try {
    const text = storage.getItem(DRAFT_STORAGE_KEY);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<StoredDraft> | null;
    if (stored?.version !== DRAFT_VERSION || stored.ownerId !== ownerId) return null;
    return { values: readValues(stored.values), idempotency: readIdempotency(stored.idempotency) };
  } catch {
    return null;
  }
}

export function saveDraft(ownerId: string, draft: ReportDraft, storage: Storage = sessionStorage): void {
  const stored: StoredDraft = { version: DRAFT_VERSION, ownerId, ...draft };
  try {
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without the safety net.
  }
}

export function clearDraft(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // See saveDraft.
  }
}

/** A draft worth offering back: anything beyond the defaults. */
export function isDraftEmpty(values: ReportFormValues): boolean {
  return JSON.stringify(values) === JSON.stringify(EMPTY_REPORT_FORM);
}
