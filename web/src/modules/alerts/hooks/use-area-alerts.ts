import { CombinedGraphQLErrors } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { ALERT_MESSAGES } from "@domain";
import { graphql } from "../../../gql";
import type { AreaAlertInput } from "../../../gql/graphql";
import { toaster } from "../../../ui/toaster";

export const MyAreaAlertsQuery = graphql(`
  query MyAreaAlerts {
    myAreaAlerts {
      id
      neighborhoods
      categoryIds
      frequency
      email
      label
    }
  }
`);

const CreateAreaAlertMutation = graphql(`
  mutation CreateAreaAlert($input: AreaAlertInput!) {
    createAreaAlert(input: $input) {
      id
    }
  }
`);

const UpdateAreaAlertMutation = graphql(`
  mutation UpdateAreaAlert($id: ID!, $input: AreaAlertInput!) {
    updateAreaAlert(id: $id, input: $input) {
      id
      neighborhoods
      categoryIds
      frequency
      email
      label
    }
  }
`);

const DeleteAreaAlertMutation = graphql(`
  mutation DeleteAreaAlert($id: ID!) {
    deleteAreaAlert(id: $id)
  }
`);

/** The server's message per field (BAD_USER_INPUT), for the form to show beside each. */
export type AlertFieldErrors = Record<string, string>;
type Outcome = { ok: true } | { ok: false; fields: AlertFieldErrors };

/**
 * The resident's area alerts (docs/alerts.md) and their edits, each announced in a toast; a refused one
 * answers the server's per-field messages instead, for the form, which keeps what was typed.
 */
export function useAreaAlerts() {
  const query = useQuery(MyAreaAlertsQuery);
  const refetchQueries = [MyAreaAlertsQuery];
  const [create] = useMutation(CreateAreaAlertMutation, { refetchQueries, awaitRefetchQueries: true });
  const [update] = useMutation(UpdateAreaAlertMutation, { refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(DeleteAreaAlertMutation, { refetchQueries, awaitRefetchQueries: true });
  const run = async (change: () => Promise<unknown>, done: string, failed: string): Promise<Outcome> => {
    try {
      await change();
      toaster.create({ type: "success", title: done });
      return { ok: true };
    } catch (error) {
      const graphQLError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const fields = (graphQLError?.extensions?.fields ?? {}) as AlertFieldErrors;
      // A refusal of what was chosen is said on the form, beside the field; anything else here.
      if (Object.keys(fields).length === 0) {
        toaster.create({
          type: "error",
          title: failed,
          description: graphQLError?.message ?? (error instanceof Error ? error.message : undefined),
        });
      }
      return { ok: false, fields };
    }
  };
  return {
    alerts: query.data?.myAreaAlerts,
    loading: query.loading,
    error: query.error,
    createAlert: (input: AreaAlertInput) =>
      run(() => create({ variables: { input } }), ALERT_MESSAGES.created, ALERT_MESSAGES.saveFailed),
    updateAlert: (id: string, input: AreaAlertInput) =>
      run(() => update({ variables: { id, input } }), ALERT_MESSAGES.updated, ALERT_MESSAGES.saveFailed),
    deleteAlert: (id: string) =>
      run(() => remove({ variables: { id } }), ALERT_MESSAGES.deleted, ALERT_MESSAGES.deleteFailed),
  };
}
