import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { ReportSearchFilter, ReportSort } from "../../../gql/graphql";
import type { TableSearch } from "../table-search";

export const TableReportFieldsFragmentDoc = graphql(`
  fragment TableReportFields on Report {
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
    statusHistory {
      id
      fromStatus
      toStatus
      note
      changedAt
    }
    author {
      firstName
      lastName
      email
    }
    viewerCan {
      changeStatus
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

export const TABLE_PAGE_SIZE = 20;

/** One page of a report table, as the URL describes it. */
export function useReportTable(search: TableSearch, limit = TABLE_PAGE_SIZE) {
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
