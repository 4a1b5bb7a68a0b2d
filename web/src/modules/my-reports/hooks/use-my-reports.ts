import { useQuery, useSubscription } from "@apollo/client/react";
import type { ReportStatus } from "@domain";
import { useCallback, useState } from "react";
import { getFragmentData, graphql } from "../../../gql";

export const ReportTotalsFieldsFragmentDoc = graphql(`
  fragment ReportTotalsFields on ReportTotals {
    total
    recibido
    enGestion
    reabierto
    resuelto
    duplicado
    trasladado
  }
`);

export const MyReportsQuery = graphql(`
  query MyReports($status: ReportStatus, $after: String) {
    reports(status: $status, after: $after) {
      nodes {
        id
        status
        ...MyReportCard_report
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    reportTotals {
      ...ReportTotalsFields
    }
  }
`);

export const MyReportChangedSubscription = graphql(`
  subscription MyReportChanged {
    myReportChanged {
      report {
        id
        status
        ...MyReportCard_report
      }
      totals {
        ...ReportTotalsFields
      }
    }
  }
`);

/**
 * The reports the API lets the viewer see (their own; all of them for staff), a page at a time ("Cargar
 * más" appends the next one: apollo/cache-policies.ts), and the totals by status.
 * "cache-and-network": a report just filed on /nuevo-reporte, or a status just changed by staff, must
 * show up on arrival even though an older list is cached.
 */
export function useMyReports(status: ReportStatus | null) {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(MyReportsQuery, {
    variables: { status },
    fetchPolicy: "cache-and-network",
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = data?.reports;
  useOwnReportChanges(status, page?.nodes, refetch);

  const retry = useCallback(() => {
    // The failure is already in `error` (and its toast); the rejected promise adds nothing.
    refetch().catch(() => undefined);
  }, [refetch]);

  const endCursor = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  const loadMore = useCallback(async () => {
    if (!endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: endCursor } });
    } finally {
      setLoadingMore(false);
    }
  }, [endCursor, fetchMore]);

  return {
    reports: page?.nodes,
    /** Another page follows: "Cargar más" loads it. */
    hasMore: endCursor != null,
    loadMore,
    loadingMore,
    // Totals do not depend on the filter: keep the last ones while another status loads.
    totals: getFragmentData(ReportTotalsFieldsFragmentDoc, data?.reportTotals ?? previousData?.reportTotals),
    loading,
    error,
    retry,
  };
}

/**
 * The viewer's own reports as staff change them (docs/live-updates.md#the-owners-reports): the API sends each changed
 * report as its owner sees it, so its card (the normalised `Report`) and the totals change in place, with
 * nothing read again. Only a list that a change moves a report into or out of (a status filter, a report
 * filed elsewhere) is read again, and so is everything after the server says changes may have been missed.
 */
function useOwnReportChanges(
  status: ReportStatus | null,
  listed: readonly { id: string }[] | undefined,
  refetch: () => Promise<unknown>,
) {
  useSubscription(MyReportChangedSubscription, {
    ignoreResults: true,
    onData({ client, data }) {
      const change = data.data?.myReportChanged;
      if (!change) return;
      client.cache.modify({ fields: { reportTotals: () => change.totals } });
      const { report } = change;
      const inList = report != null && listed?.some((shown) => shown.id === report.id);
      const belongs = report != null && (status === null || report.status === status);
      if (report == null || inList !== belongs) refetch().catch(() => undefined);
    },
  });
}
