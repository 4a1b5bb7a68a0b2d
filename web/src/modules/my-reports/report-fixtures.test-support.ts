import type { Unmasked } from "../../apollo/unmasked";
import type { MyReport, ReportTotalsData } from "./report-types";

export type MyReportData = Unmasked<MyReport>;

/** Reports as the API answers them, for this module's tests. */
export function reportFixture(overrides: Partial<MyReportData> = {}): MyReportData {
  return {
    id: "6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5",
    radicado: "RIO-2026-000042",
    duplicateOfId: null,
    duplicateOfRadicado: null,
    transferredTo: null,
    transferredLate: null,
    dueAt: "2026-12-11T04:59:59.999Z",
    answeredAt: null,
    extensionReason: null,
    category: { id: "vias", name: "Vías", icon: "construction" },
    neighborhood: "las-tres-ave-maria",
    address: "Carrera 51B # 94-10",
    description: "Hueco grande frente al parque.",
    severity: 3,
    status: "en_gestion",
    anonymous: true,
    allowContact: false,
    photos: [],
    author: null,
    statusHistory: [
      {
        id: "h1",
        fromStatus: null,
        toStatus: "recibido",
        note: null,
        changedAt: "2026-11-18T14:00:00Z",
      },
      {
        id: "h2",
        fromStatus: "recibido",
        toStatus: "en_gestion",
        note: "Cuadrilla asignada para el jueves.",
        changedAt: "2026-11-20T16:00:00Z",
      },
    ],
    updates: [],
    afterPhoto: null,
    viewerFollows: true,
    moderation: null,
    viewerCan: { follow: true },
    createdAt: "2026-11-18T14:00:00Z",
    ...overrides,
  };
}

/** The `MyReports` answer with the `__typename`s a real server adds (Apollo's cache needs them). */
export function myReportsAnswer(
  reports: MyReportData[],
  totals: ReportTotalsData,
  pageInfo: { hasNextPage: boolean; endCursor: string | null } = { hasNextPage: false, endCursor: null },
) {
  return {
    data: {
      reports: {
        __typename: "ReportConnection" as const,
        pageInfo: { __typename: "PageInfo" as const, ...pageInfo },
        nodes: reports.map((report) => ({
          __typename: "Report" as const,
          ...report,
          category: { __typename: "Category" as const, ...report.category },
          photos: report.photos.map((photo) => ({ __typename: "ReportPhoto" as const, ...photo })),
          author: report.author && { __typename: "ReportAuthor" as const, ...report.author },
          statusHistory: report.statusHistory.map((change) => ({
            __typename: "ReportStatusChange" as const,
            ...change,
          })),
          viewerCan: { __typename: "ReportViewerCan" as const, ...report.viewerCan },
        })),
      },
      reportTotals: { __typename: "ReportTotals" as const, ...totals },
    },
  };
}
