import { useMutation, useQuery } from "@apollo/client/react";
import { DEPENDENCIA_MESSAGES } from "@domain";
import { graphql } from "../../../gql";
import type { CreateDependenciaInput, RoutingRuleInput, UpdateDependenciaInput } from "../../../gql/graphql";
import { toaster } from "../../../ui/toaster";
import { adminFailure, type FieldErrors } from "./admin-failure";

export const DependenciasAdminQuery = graphql(`
  query DependenciasAdmin {
    dependencias {
      id
      name
      email
      external
      active
      isDefault
    }
    routingRules {
      id
      categoryId
      neighborhoods
      dependencia {
        id
        name
      }
    }
    allCategories {
      id
      name
    }
  }
`);

const CreateDependenciaMutation = graphql(`
  mutation CreateDependencia($input: CreateDependenciaInput!) {
    createDependencia(input: $input) {
      id
    }
  }
`);

const UpdateDependenciaMutation = graphql(`
  mutation UpdateDependencia($id: ID!, $input: UpdateDependenciaInput!) {
    updateDependencia(id: $id, input: $input) {
      id
      name
      email
      external
      active
      isDefault
    }
  }
`);

const SetRoutingRuleMutation = graphql(`
  mutation SetRoutingRule($input: RoutingRuleInput!) {
    setRoutingRule(input: $input) {
      id
    }
  }
`);

const DeleteRoutingRuleMutation = graphql(`
  mutation DeleteRoutingRule($id: ID!) {
    deleteRoutingRule(id: $id)
  }
`);

/** The server's per-field messages (BAD_USER_INPUT) and its message, from a failed mutation. */
export type { FieldErrors };
type Outcome = { ok: true } | { ok: false; fields: FieldErrors };

/**
 * Dependencias and routing rules (docs/staff.md#dependencias, #routing): the page's data and its edits,
 * each announced in a toast; a refused one answers the server's per-field messages for the form.
 */
export function useDependenciaAdmin() {
  const query = useQuery(DependenciasAdminQuery);
  const refetchQueries = [DependenciasAdminQuery];
  const [create] = useMutation(CreateDependenciaMutation, { refetchQueries });
  const [update] = useMutation(UpdateDependenciaMutation, { refetchQueries });
  const [setRule] = useMutation(SetRoutingRuleMutation, { refetchQueries });
  const [deleteRule] = useMutation(DeleteRoutingRuleMutation, { refetchQueries });
  const run = async (change: () => Promise<unknown>, done: string, failed: string): Promise<Outcome> => {
    try {
      await change();
      toaster.create({ type: "success", title: done });
      return { ok: true };
    } catch (error) {
      return { ok: false, fields: adminFailure(error, failed) };
    }
  };
  return {
    ...query,
    createDependencia: (input: CreateDependenciaInput) =>
      run(
        () => create({ variables: { input } }),
        DEPENDENCIA_MESSAGES.saved,
        DEPENDENCIA_MESSAGES.saveFailed,
      ),
    updateDependencia: (id: string, input: UpdateDependenciaInput) =>
      run(
        () => update({ variables: { id, input } }),
        DEPENDENCIA_MESSAGES.saved,
        DEPENDENCIA_MESSAGES.saveFailed,
      ),
    setRoutingRule: (input: RoutingRuleInput) =>
      run(
        () => setRule({ variables: { input } }),
        DEPENDENCIA_MESSAGES.ruleSaved,
        DEPENDENCIA_MESSAGES.saveFailed,
      ),
    deleteRoutingRule: (id: string) =>
      run(
        () => deleteRule({ variables: { id } }),
        DEPENDENCIA_MESSAGES.ruleDeleted,
        DEPENDENCIA_MESSAGES.saveFailed,
      ),
  };
}
