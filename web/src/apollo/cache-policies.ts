import type { PossibleTypesMap, TypePolicies } from "@apollo/client";

/**
 * The schema's interfaces and the types that implement them: without this the cache cannot tell that a
 * fragment on `ReportDisplay` applies to a `Report` (docs/graphql.md#shared-report-fields).
 * cache-policies.test.ts holds it against schema.graphql.
 */
export const possibleTypes: PossibleTypesMap = {
  ReportDisplay: ["PublicReport", "Report"],
  StatusChange: ["PublicStatusChange", "ReportStatusChange"],
};

interface ReportPageRef {
  reports: ReadonlyArray<{ __ref: string }>;
  nextCursor: string | null;
}

interface ReportConnectionRef {
  nodes: ReadonlyArray<{ __ref: string }>;
}

function appendReportPage(
  existing: ReportPageRef | undefined,
  incoming: ReportPageRef,
  { args }: { args: Record<string, unknown> | null },
): ReportPageRef {
  if (!existing || !args?.after) return incoming;
  const seen = new Set(existing.reports.map((report) => report.__ref));
  return {
    ...incoming,
    reports: [...existing.reports, ...incoming.reports.filter((report) => !seen.has(report.__ref))],
  };
}

/**
 * How the cache keeps lists: the community list is one list per filter and order, its pages ("Cargar
 * más") appended in order, one entry per report (a report whose support changed may come back on a later
 * page: docs/community.md#public-list). Mis reportes is one list per status, its keyset pages appended
 * the same way; the first page again (a visit, a refetch) starts the list anew. Siguiendo appends its pages
 * like the community list.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      reports: {
        keyArgs: ["status"],
        merge(existing: ReportConnectionRef | undefined, incoming: ReportConnectionRef, { args }) {
          if (!existing || !args?.after) return incoming;
          const seen = new Set(existing.nodes.map((report) => report.__ref));
          return {
            ...incoming,
            nodes: [...existing.nodes, ...incoming.nodes.filter((report) => !seen.has(report.__ref))],
          };
        },
      },
      publicReports: { keyArgs: ["filter", "sort"], merge: appendReportPage },
      myFollowedReports: { keyArgs: false, merge: appendReportPage },
    },
  },
  PublicReport: {
    fields: {
      // Supporters carry no id to normalise them by (docs/community.md#what-is-public): the latest
      // answer replaces the row whole.
      voters: { merge: false },
    },
  },
  // A report's objects without an id belong to it, and screens select different parts of them (a card
  // asks `viewerCan { vote }`, the report's page also `flag` and `restore`): each answer adds its fields
  // to what is kept instead of replacing it, or a list seen after a report would leave that report's
  // own answer incomplete, to be asked again (offline: not shown at all).
  ...Object.fromEntries(
    [
      "ReportViewerCan",
      "PublicReportViewerCan",
      "ReportAuthor",
      "PublicAuthor",
      "ModerationStatus",
      "GeoPoint",
    ].map((type) => [type, { merge: true }]),
  ),
};
