import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { ReportSearchFilter } from "../../../gql/graphql";

export const ReportSummaryQuery = graphql(`
  query ReportSummary($filter: ReportSearchFilter) {
    reportSummary(filter: $filter) {
      total
      pending
      resuelto
      closed
      thisWeek
      averageDaysToResolve
    }
  }
`);

export function useReportSummary(filter: ReportSearchFilter = {}) {
  return useQuery(ReportSummaryQuery, { variables: { filter }, fetchPolicy: "cache-and-network" });
}
