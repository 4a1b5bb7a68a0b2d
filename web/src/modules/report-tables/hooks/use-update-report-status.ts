import { useMutation } from "@apollo/client/react";
import { MESSAGES, type ReportStatus } from "@domain";
import { graphql } from "../../../gql";
import { toaster } from "../../../ui/toaster";

export const UpdateReportStatusMutation = graphql(`
  mutation UpdateReportStatus($id: ID!, $status: ReportStatus!, $note: String) {
    updateReportStatus(id: $id, status: $status, note: $note) {
      id
      status
      statusHistory {
        id
        fromStatus
        toStatus
        note
        changedAt
      }
    }
  }
`);

/**
 * Staff set a report's status with an optional note; a toast either way (docs/decisions.md#error-messages).
 */
export function useUpdateReportStatus() {
  const [mutate, { loading }] = useMutation(UpdateReportStatusMutation, {
    // Counts by status (tiles, totals) are stale now.
    update(cache) {
      cache.evict({ id: "ROOT_QUERY", fieldName: "reportSummary" });
      cache.evict({ id: "ROOT_QUERY", fieldName: "reportTotals" });
      cache.gc();
    },
  });
  const updateStatus = async (id: string, status: ReportStatus, note: string): Promise<boolean> => {
    try {
      await mutate({ variables: { id, status, note: note.trim() || null } });
      toaster.create({ type: "success", title: MESSAGES.statusUpdated });
      return true;
    } catch (error) {
      toaster.create({
        type: "error",
        title: MESSAGES.statusUpdateFailed,
        description: error instanceof Error ? error.message : undefined,
      });
      return false;
    }
  };
  return { updateStatus, loading };
}
