import { CombinedGraphQLErrors } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
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
      const graphQLError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const code = graphQLError?.extensions?.code;
      if (code === "BAD_USER_INPUT") {
        return { ok: false, fields: cedulaFieldErrors(graphQLError?.extensions?.fields) };
      }
      if (code === "CONFLICT") return { ok: false, fields: { cedula: graphQLError?.message } };
      // The error link already says the session ended and goes to sign-in.
      if (code !== "UNAUTHENTICATED") {
        toaster.create({
          type: "error",
          title: "No se pudo registrar la cédula",
          // Show the server's message (docs/decisions.md#error-messages).
          description: graphQLError?.message ?? "Revisa tu conexión a internet e inténtalo de nuevo.",
        });
      }
      return { ok: false, fields: {} };
    }
  };

  return { registerCedula, loading };
}

/** The `extensions.fields` of a BAD_USER_INPUT error, keeping only the form's own string messages. */
function cedulaFieldErrors(fields: unknown): CedulaFieldErrors {
  const record = typeof fields === "object" && fields !== null ? (fields as Record<string, unknown>) : {};
  const pick = (key: keyof CedulaFieldErrors) => (typeof record[key] === "string" ? record[key] : undefined);
  return { cedula: pick("cedula"), consent: pick("consent") };
}
