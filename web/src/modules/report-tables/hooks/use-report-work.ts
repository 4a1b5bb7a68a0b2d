import { CombinedGraphQLErrors } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { DEPENDENCIA_MESSAGES } from "@domain";
import { graphql } from "../../../gql";
import { toaster } from "../../../ui/toaster";

export const DependenciaOptionsQuery = graphql(`
  query DependenciaOptions {
    dependencias {
      id
      name
      active
    }
  }
`);

export const DependenciaMembersQuery = graphql(`
  query DependenciaMembers($dependenciaId: ID!) {
    dependenciaMembers(dependenciaId: $dependenciaId) {
      id
      name
    }
  }
`);

export const RouteReportMutation = graphql(`
  mutation RouteReport($id: ID!, $dependenciaId: ID!) {
    routeReport(id: $id, dependenciaId: $dependenciaId) {
      id
      dependencia {
        id
        name
      }
      assignee {
        id
        name
      }
      viewerCan {
        changeStatus
        nextStatuses
        route
        assign
      }
    }
  }
`);

const AssignReportMutation = graphql(`
  mutation AssignReport($id: ID!, $assigneeId: ID) {
    assignReport(id: $id, assigneeId: $assigneeId) {
      id
      assignee {
        id
        name
      }
    }
  }
`);

/** The server's message for the field, or its error, for a toast (docs/decisions.md#error-messages). */
function failure(error: unknown, field: string): string | undefined {
  const graphQLError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const fields = (graphQLError?.extensions?.fields ?? {}) as Record<string, string>;
  return fields[field] ?? graphQLError?.message ?? (error instanceof Error ? error.message : undefined);
}

/**
 * Staff who work a report: send it to another dependencia, assign it to one of its funcionarios
 * (docs/staff.md#routing, #assignment). Each says how it went in a toast.
 */
export function useReportWork(dependenciaId: string | null, canWork: boolean) {
  const dependencias = useQuery(DependenciaOptionsQuery, { skip: !canWork });
  const members = useQuery(DependenciaMembersQuery, {
    variables: { dependenciaId: dependenciaId ?? "" },
    skip: !canWork || !dependenciaId,
  });
  const [route, routing] = useMutation(RouteReportMutation, {
    // Mi bandeja and the tiles count by dependencia and status: read them again.
    update(cache) {
      cache.evict({ id: "ROOT_QUERY", fieldName: "inbox" });
      cache.gc();
    },
  });
  const [assign, assigning] = useMutation(AssignReportMutation);

  /** Whether the report went to `to`. */
  const routeTo = async (id: string, to: string): Promise<boolean> => {
    try {
      await route({ variables: { id, dependenciaId: to } });
      toaster.create({ type: "success", title: DEPENDENCIA_MESSAGES.routed });
      return true;
    } catch (error) {
      toaster.create({
        type: "error",
        title: DEPENDENCIA_MESSAGES.routeFailed,
        description: failure(error, "dependenciaId"),
      });
      return false;
    }
  };
  /** Whether the report is now `assigneeId`'s (nobody's, for null). */
  const assignTo = async (id: string, assigneeId: string | null): Promise<boolean> => {
    try {
      await assign({ variables: { id, assigneeId } });
      toaster.create({
        type: "success",
        title: assigneeId ? DEPENDENCIA_MESSAGES.assigned : DEPENDENCIA_MESSAGES.unassigned,
      });
      return true;
    } catch (error) {
      toaster.create({
        type: "error",
        title: DEPENDENCIA_MESSAGES.assignFailed,
        description: failure(error, "assigneeId"),
      });
      return false;
    }
  };
  return {
    dependencias: (dependencias.data?.dependencias ?? []).filter((entry) => entry.active),
    members: members.data?.dependenciaMembers ?? [],
    routeTo,
    assignTo,
    saving: routing.loading || assigning.loading,
  };
}
