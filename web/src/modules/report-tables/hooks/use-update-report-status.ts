import { CombinedGraphQLErrors } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { MESSAGES, type ReportStatus } from "@domain";
import { graphql } from "../../../gql";
import { toaster } from "../../../ui/toaster";

export const UpdateReportStatusMutation = graphql(`
  mutation UpdateReportStatus(
    $id: ID!
    $status: ReportStatus!
    $note: String
    $duplicateOf: String
    $transferredTo: String
    $publicUpdate: String
    $isAnswer: Boolean
    $internalNote: String
    $afterPhoto: String
  ) {
    updateReportStatus(
      id: $id
      status: $status
      note: $note
      duplicateOf: $duplicateOf
      transferredTo: $transferredTo
      publicUpdate: $publicUpdate
      isAnswer: $isAnswer
      internalNote: $internalNote
      afterPhoto: $afterPhoto
    ) {
      id
      status
      duplicateOfId
      duplicateOfRadicado
      transferredTo
      transferredLate
      dueAt
      answeredAt
      extendedAt
      originalDueAt
      extensionReason
      viewerCan {
        changeStatus
        nextStatuses
        extendDueDate
      }
      statusHistory {
        id
        fromStatus
        toStatus
        note
        changedAt
      }
      updates {
        id
        kind
        body
        isAnswer
        statusChangeId
        createdAt
      }
      afterPhoto {
        id
        url
        thumbnailUrl
        width
        height
      }
    }
  }
`);

/**
 * What a change carries besides the status: what a closing status names (docs/legal-clock.md#statuses),
 * and staff's texts of each kind (docs/staff.md#updates-messages-and-notes).
 */
export interface StatusDetails {
  duplicateOf?: string;
  transferredTo?: string;
  publicUpdate?: string;
  isAnswer?: boolean;
  internalNote?: string;
  /** The "después" photo's objectPath, when resolving. */
  afterPhoto?: string | null;
}
export type StatusFieldErrors = Partial<Record<keyof StatusDetails | "note", string>>;

/**
 * Staff set a report's status with an optional note; a toast either way (docs/decisions.md#error-messages),
 * and the server's messages for the fields a closing status needs.
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
  const updateStatus = async (
    id: string,
    status: ReportStatus,
    note: string,
    details: StatusDetails = {},
  ): Promise<{ ok: true } | { ok: false; fields: StatusFieldErrors }> => {
    try {
      await mutate({
        variables: {
          id,
          status,
          note: note.trim() || null,
          duplicateOf: details.duplicateOf?.trim() || null,
          transferredTo: details.transferredTo?.trim() || null,
          publicUpdate: details.publicUpdate?.trim() || null,
          isAnswer: details.isAnswer ?? false,
          internalNote: details.internalNote?.trim() || null,
          afterPhoto: details.afterPhoto ?? null,
        },
      });
      toaster.create({ type: "success", title: MESSAGES.statusUpdated });
      return { ok: true };
    } catch (error) {
      const graphQLError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const fields = (graphQLError?.extensions?.fields ?? {}) as StatusFieldErrors;
      toaster.create({
        type: "error",
        title: MESSAGES.statusUpdateFailed,
        description: graphQLError?.message ?? (error instanceof Error ? error.message : undefined),
      });
      return { ok: false, fields };
    }
  };
  return { updateStatus, loading };
}
