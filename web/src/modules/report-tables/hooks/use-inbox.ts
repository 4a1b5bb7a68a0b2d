import { useQuery, useSubscription } from "@apollo/client/react";
import { REPORT_SEARCH_LIMITS } from "@domain";
import { graphql } from "../../../gql";
import type { TableFilter } from "../table-search";

export const InboxQuery = graphql(`
  query Inbox($filter: InboxFilter, $limit: Int, $after: String) {
    inbox(filter: $filter, limit: $limit, after: $after) {
      nodes {
        ...ReportTable_report
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const InboxChangedSubscription = graphql(`
  subscription InboxChanged {
    inboxChanged {
      reportId
    }
  }
`);

/**
 * Mi bandeja's page (docs/staff.md#mi-bandeja), read again whenever a report enters, leaves or changes
 * in it (`inboxChanged`, docs/live-updates.md#mi-bandeja), and once the subscription listens, for what
 * changed before (docs/live-updates.md#live-lists).
 */
export function useInbox(filter: TableFilter & { assignedToMe?: boolean }, after: string | undefined) {
  const query = useQuery(InboxQuery, {
    variables: {
      filter: {
        categoryId: filter.categoryId ?? null,
        neighborhood: filter.neighborhood ?? null,
        severity: filter.severity ?? null,
        text: filter.text ?? null,
        assignedToMe: filter.assignedToMe ?? null,
      },
      limit: REPORT_SEARCH_LIMITS.defaultPageSize,
      after: after ?? null,
    },
    fetchPolicy: "cache-and-network",
  });
  useSubscription(InboxChangedSubscription, { onData: () => void query.refetch() });
  return query;
}
