/**
 * Business constants (docs/decisions.md#limits-and-constants) that both the API and the web client enforce.
 */
export const LIMITS = {
  descriptionMaxLength: 250,
  addressMaxLength: 200,
  statusNoteMaxLength: 500,
  /** The name of the entity a report is transferred to (trasladado). */
  transferEntityMaxLength: 120,
  photosPerReport: 3,
  photoMaxBytes: 5_242_880,
  cedulaMinDigits: 6,
  cedulaMaxDigits: 10,
  categoryCount: 11,
  statisticsPeriodDays: { week: 7, month: 30, year: 365 },
  homeRecentActivityTopCategories: 3,
  homeRecentActivityDays: 7,
  adminRecentReports: 10,
  reportIdDisplayLength: 8,
  voterAvatars: 3,
  commentMaxLength: 1000,
  /** Reports one live-counts subscription may follow (a community page's loaded cards). */
  liveReportIdsMax: 100,
  publicReportsPageSize: 12,
  /**
   * Duplicates an original lists: staff mark a handful of reports duplicates of one, but the list is
   * bounded all the same (docs/staff.md#duplicates).
   */
  duplicatesListed: 50,
  loginRedirectDelayMs: 500,
  addressSearchDebounceMs: 300,
  addressSearchMinLength: 3,
  addressSuggestions: 5,
  thumbnailWidth: 280,
  displayImageMaxWidth: 1280,
  toastDurationMs: 5000,
  toastsVisible: 1,
} as const;
