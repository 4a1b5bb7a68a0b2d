import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { accountMutationFailure } from "./account-mutation-failure";

export const ChangeMyNameMutation = graphql(`
  mutation ChangeMyName($firstName: String!, $lastName: String) {
    changeMyName(firstName: $firstName, lastName: $lastName) {
      ...ViewerFields
    }
  }
`);

export interface NameFieldErrors {
  firstName?: string;
  lastName?: string;
}

export type ChangeNameOutcome = { ok: true } | { ok: false; fields: NameFieldErrors };

/**
 * Changes the viewer's own name (docs/decisions.md#your-name). The answer is a `Viewer`, so the cached
 * `me` (the header, Mis datos) updates by itself. Field problems come back for the form to show under
 * each field; anything else becomes a toast, and the form keeps what was typed.
 */
export function useChangeName() {
  const [mutate, { loading }] = useMutation(ChangeMyNameMutation);

  const changeName = async (firstName: string, lastName: string | null): Promise<ChangeNameOutcome> => {
    try {
      await mutate({ variables: { firstName, lastName } });
      return { ok: true };
    } catch (error) {
      const fields = accountMutationFailure(error, {
        fields: ["firstName", "lastName"],
        failedTitle: "No se pudo guardar tu nombre",
      });
      return { ok: false, fields };
    }
  };

  return { changeName, loading };
}
