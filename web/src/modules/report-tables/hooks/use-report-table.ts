import { useQuery } from "@apollo/client/react";
import { REPORT_SEARCH_LIMITS } from "@domain";
import { graphql } from "../../../gql";
import type { ReportSearchFilter, ReportSort } from "../../../gql/graphql";
import type { TableSearch } from "../table-search";

export const ReportTableQuery = graphql(`
  query ReportTable(
    $filter: ReportSearchFilter
    $sort: ReportSort
    $limit: Int
    $after: String
    $before: String
  ) {
    searchReports(filter: $filter, sort: $sort, limit: $limit, after: $after, before: $before) {
      nodes {
        ...ReportTable_report
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      totalCount
    }
  }
`);

/**
 * One page of a report table, as the URL describes it: at most the API's default page, which its
 * GraphQL cost limit is sized for with these expandable rows (api/src/server/graphql-limits.test.ts).
 */
export function useReportTable(search: TableSearch, limit: number = REPORT_SEARCH_LIMITS.defaultPageSize) {
  return useQuery(ReportTableQuery, {
    variables: {
      filter: search.filter as ReportSearchFilter,
      sort: search.sort as ReportSort,
      limit,
      after: search.after ?? null,
      before: search.before ?? null,
    },
    fetchPolicy: "cache-and-network",
  });
}

export const PrintedReportsQuery = graphql(`
  query PrintedReports($filter: ReportSearchFilter, $sort: ReportSort, $limit: Int) {
    searchReports(filter: $filter, sort: $sort, limit: $limit) {
      nodes {
        id
        radicado
        createdAt
        category {
          id
          name
        }
        neighborhood
        severity
        status
        ...DueDate_report
        votesCount
      }
      totalCount
    }
  }
`);

/**
 * The first page of "Generar reporte", as printed: one row of plain columns per report, so that the
 * largest page fits the GraphQL cost limit (the table's expandable rows cost ~7 times as much).
 */
export function usePrintedReports(search: Pick<TableSearch, "filter" | "sort">, limit: number) {
  return useQuery(PrintedReportsQuery, {
    variables: {
      filter: search.filter as ReportSearchFilter,
      sort: search.sort as ReportSort,
      limit,
    },
    fetchPolicy: "cache-and-network",
  });
}
