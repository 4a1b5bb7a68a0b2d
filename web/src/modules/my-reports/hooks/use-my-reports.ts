import { useQuery } from "@apollo/client/react";
import type { ReportStatus } from "@domain";
import { useCallback } from "react";
import { graphql } from "../../../gql";

export const MyReportFieldsFragmentDoc = graphql(`
  fragment MyReportFields on Report {
    id
    category {
      id
      name
      icon
    }
    neighborhood
    address
    description
    severity
    status
    anonymous
    allowContact
    photos {
      id
      url
      thumbnailUrl
      width
      height
    }
    author {
      firstName
      lastName
      email
    }
    statusHistory {
      id
      fromStatus
      toStatus
      note
      changedAt
    }
    createdAt
  }
`);

export const ReportTotalsFieldsFragmentDoc = graphql(`
  fragment ReportTotalsFields on ReportTotals {
    total
    recibido
    enGestion
    resuelto
  }
`);

export const MyReportsQuery = graphql(`
  query MyReports($status: ReportStatus) {
    reports(status: $status) {
      ...MyReportFields
    }
    reportTotals {
      ...ReportTotalsFields
    }
  }
`);

/**
 * The reports the API lets the viewer see (their own; all of them for staff) and the totals by status.
 * "cache-and-network": a report just filed on /nuevo-reporte, or a status just changed by staff, must
 * show up on arrival even though an older list is cached.
 */
export function useMyReports(status: ReportStatus | null) {
  const { data, previousData, loading, error, refetch } = useQuery(MyReportsQuery, {
    variables: { status },
    fetchPolicy: "cache-and-network",
  });

  const retry = useCallback(() => {
    // The failure is already in `error` (and its toast); the rejected promise adds nothing.
    refetch().catch(() => undefined);
  }, [refetch]);

  return {
    reports: data?.reports,
    // Totals do not depend on the filter: keep the last ones while another status loads.
    totals: data?.reportTotals ?? previousData?.reportTotals,
    loading,
    error,
    retry,
  };
}
