import { useQuery } from "@apollo/client/react";
import { REPORT_SEARCH_LIMITS } from "@domain";
import { graphql } from "../../../gql";
import type { ReportSearchFilter, ReportSort } from "../../../gql/graphql";
import type { TableSearch } from "../table-search";

/**
 * A row of a report table: its columns, what staff may do with it, and the shared card its opened row
 * shows (ReportCard_report; staff's texts are read when a row opens: ReportTextsQuery).
 */
export const TableReportFieldsFragmentDoc = graphql(`
  fragment TableReportFields on Report {
    id
    radicado
    category {
      id
      name
      icon
    }
    neighborhood
    address
    severity
    status
    location {
      lat
      lng
      approximate
    }
    anonymous
    allowContact
    votesCount
    createdAt
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
    dependencia {
      id
      name
    }
    assignee {
      id
      name
    }
    dueAt
    channel
    moderation {
      state
      notice
    }
    ...DueDate_report
    ...ReportCard_report
    viewerCan {
      changeStatus
      nextStatuses
      restore
      route
      assign
      extendDueDate
    }
  }
`);

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
        ...TableReportFields
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
