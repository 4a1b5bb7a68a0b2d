import { CombinedGraphQLErrors } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { toaster } from "../../../ui/toaster";

export const ExtendReportDueDateMutation = graphql(`
  mutation ExtendReportDueDate($id: ID!, $reason: String) {
    extendReportDueDate(id: $id, reason: $reason) {
      id
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
    }
  }
`);

/**
 * Staff extend a report's term once, with the reason the reporter is told (docs/legal-clock.md#extension);
 * a toast either way, and the server's message for the reason's field.
 */
export function useExtendDueDate() {
  const [mutate, { loading }] = useMutation(ExtendReportDueDateMutation);
  const extend = async (
    id: string,
    reason: string,
  ): Promise<{ ok: true } | { ok: false; reason?: string }> => {
    try {
      await mutate({ variables: { id, reason: reason.trim() || null } });
      toaster.create({ type: "success", title: "Plazo prorrogado" });
      return { ok: true };
    } catch (error) {
      const graphQLError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const fields = (graphQLError?.extensions?.fields ?? {}) as { reason?: string };
      toaster.create({
        type: "error",
        title: "No se pudo prorrogar el plazo.",
        description: graphQLError?.message ?? (error instanceof Error ? error.message : undefined),
      });
      return { ok: false, reason: fields.reason };
    }
  };
  return { extend, loading };
}
