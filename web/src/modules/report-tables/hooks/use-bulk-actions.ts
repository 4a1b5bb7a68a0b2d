import { CombinedGraphQLErrors } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { BULK_MESSAGES, type ReportStatus } from "@domain";
import { graphql } from "../../../gql";
import { toaster } from "../../../ui/toaster";

const BulkStatusMutation = graphql(`
  mutation BulkChangeReportStatus($input: BulkStatusInput!) {
    bulkChangeReportStatus(input: $input) {
      count
      reportIds
    }
  }
`);

const BulkAssignMutation = graphql(`
  mutation BulkAssignReports($ids: [ID!]!, $assigneeId: ID) {
    bulkAssignReports(ids: $ids, assigneeId: $assigneeId) {
      count
      reportIds
    }
  }
`);

const BulkRouteMutation = graphql(`
  mutation BulkRouteReports($ids: [ID!]!, $dependenciaId: ID!) {
    bulkRouteReports(ids: $ids, dependenciaId: $dependenciaId) {
      count
      reportIds
    }
  }
`);

export interface BulkStatusChange {
  status: ReportStatus;
  publicUpdate: string | null;
  templateId: string | null;
  internalNote: string | null;
}

/** The server's refusal as staff read it: which reports stopped the action and why (or a field's message). */
function refusal(error: unknown): string {
  const graphQLError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  return graphQLError?.message ?? BULK_MESSAGES.failed;
}

/**
 * The bulk actions of the report tables (docs/staff.md#bulk-actions). Each answers null when done (the
 * tables are read again), or the server's message naming the reports that refused (nothing changed).
 */
export function useBulkActions() {
  // Every table, Mi bandeja and the panel count these reports: read them again.
  const update = (cache: {
    evict: (options: { id: string; fieldName: string }) => boolean;
    gc: () => unknown;
  }) => {
    cache.evict({ id: "ROOT_QUERY", fieldName: "searchReports" });
    cache.evict({ id: "ROOT_QUERY", fieldName: "inbox" });
    cache.gc();
  };
  const [changeStatus, changing] = useMutation(BulkStatusMutation, { update });
  const [assign, assigning] = useMutation(BulkAssignMutation, { update });
  const [route, routing] = useMutation(BulkRouteMutation, { update });

  const run = async (send: () => Promise<{ count: number } | undefined>): Promise<string | null> => {
    try {
      const done = await send();
      toaster.create({ type: "success", title: BULK_MESSAGES.done(done?.count ?? 0) });
      return null;
    } catch (error) {
      return refusal(error);
    }
  };

  return {
    changeStatus: (ids: string[], change: BulkStatusChange) =>
      run(
        async () =>
          (await changeStatus({ variables: { input: { ids, ...change } } })).data?.bulkChangeReportStatus,
      ),
    assign: (ids: string[], assigneeId: string | null) =>
      run(async () => (await assign({ variables: { ids, assigneeId } })).data?.bulkAssignReports),
    route: (ids: string[], dependenciaId: string) =>
      run(async () => (await route({ variables: { ids, dependenciaId } })).data?.bulkRouteReports),
    saving: changing.loading || assigning.loading || routing.loading,
  };
}
