import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { accountMutationFailure } from "./account-mutation-failure";
import { toaster } from "../../../ui/toaster";
import type { CedulaFieldErrors } from "../cedula-validation";

export const RegisterCedulaMutation = graphql(`
  mutation RegisterCedula($cedula: String!, $consent: Boolean!) {
    registerCedula(cedula: $cedula, consent: $consent) {
      ...ViewerFields
    }
  }
`);

export type RegisterCedulaOutcome = { ok: true } | { ok: false; fields: CedulaFieldErrors };

/**
 * Registers the viewer's cédula. The answer is a `Viewer`, so the cached `me` updates by itself.
 * Field problems come back for the form to show under each field; anything else becomes a toast.
 */
export function useRegisterCedula() {
  const [mutate, { loading }] = useMutation(RegisterCedulaMutation);

  const registerCedula = async (cedula: string, consent: boolean): Promise<RegisterCedulaOutcome> => {
    try {
      await mutate({ variables: { cedula, consent } });
      toaster.create({
        type: "success",
        title: "Cédula registrada",
        description: "Ya puedes apoyar y comentar los reportes de la comunidad.",
      });
      return { ok: true };
    } catch (error) {
      const fields = accountMutationFailure(error, {
        fields: ["cedula", "consent"],
        conflictField: "cedula",
        failedTitle: "No se pudo registrar la cédula",
      });
      return { ok: false, fields };
    }
  };

  return { registerCedula, loading };
}
