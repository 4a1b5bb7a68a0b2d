import type { ReportStatus, ReportUpdateKind } from "@domain";

/**
 * What the shared report components read, as plain shapes: Mis reportes (Report), the community pages
 * (PublicReport) and staff tables pass their own query's objects, which have these fields and more.
 */
export interface ReportPhotoView {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

export interface StatusChangeView {
  id: string;
  fromStatus: ReportStatus | null;
  toStatus: ReportStatus;
  /** Absent where the viewer is not shown notes (public pages). */
  note?: string | null;
  changedAt: string;
}

/** A text staff wrote, of a kind the viewer may read (docs/staff.md#updates-messages-and-notes). */
export interface ReportUpdateView {
  id: string;
  kind: ReportUpdateKind;
  body: string;
  isAnswer: boolean;
  /** The history entry it was written with: a message to the reporter there shows as that entry's note. */
  statusChangeId?: string | null;
  createdAt: string;
}

export interface ReportCardData {
  id: string;
  /** The filing number residents and staff quote (RIO-AAAA-NNNNNN, docs/legal-clock.md#radicado). */
  radicado: string;
  /** While duplicado / trasladado (docs/legal-clock.md#statuses); absent where a list does not ask. */
  duplicateOfId?: string | null;
  duplicateOfRadicado?: string | null;
  /** The reports marked duplicado of this one (docs/staff.md#duplicates); absent where a list does not ask. */
  duplicates?: ReadonlyArray<{ id: string; radicado: string }>;
  transferredTo?: string | null;
  transferredLate?: boolean | null;
  /** The petition's term (docs/legal-clock.md#the-due-date); absent where a list does not ask. */
  dueAt?: string;
  answeredAt?: string | null;
  /** The extension's reason, told to the reporter and staff; never in the public view. */
  extensionReason?: string | null;
  /** A partner's report: «Open311: <partner>» (staff only; docs/open311.md#filing). */
  channel?: string | null;
  category: { name: string; icon: string };
  neighborhood: string;
  address: string | null;
  description: string | null;
  severity: number;
  status: ReportStatus;
  createdAt: string;
  photos: readonly ReportPhotoView[];
  /** Staff's "después" photo of the resolution, beside the resident's ("Antes"). */
  afterPhoto?: ReportPhotoView | null;
  statusHistory: readonly StatusChangeView[];
  /** Staff's texts the viewer may read; absent where a list does not ask. */
  updates?: readonly ReportUpdateView[];
}
