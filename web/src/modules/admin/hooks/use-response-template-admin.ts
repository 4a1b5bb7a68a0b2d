import { CombinedGraphQLErrors } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { SaveResponseTemplateInput } from "../../../gql/graphql";
import { toaster } from "../../../ui/toaster";

export const ResponseTemplatesQuery = graphql(`
  query ResponseTemplates {
    responseTemplates {
      id
      status
      title
      body
      position
    }
  }
`);

export const SaveResponseTemplateMutation = graphql(`
  mutation SaveResponseTemplate($input: SaveResponseTemplateInput!) {
    saveResponseTemplate(input: $input) {
      id
      status
      title
      body
      position
    }
  }
`);

const DeleteResponseTemplateMutation = graphql(`
  mutation DeleteResponseTemplate($id: ID!) {
    deleteResponseTemplate(id: $id)
  }
`);

export type TemplateFieldErrors = Partial<Record<"title" | "body" | "status", string>>;

/**
 * Configuración's response templates (docs/staff.md#response-templates): the list, and saving or deleting
 * one, with the server's field messages for the form.
 */
export function useResponseTemplateAdmin() {
  const query = useQuery(ResponseTemplatesQuery);
  const refetchQueries = [ResponseTemplatesQuery];
  const [save] = useMutation(SaveResponseTemplateMutation, { refetchQueries });
  const [remove] = useMutation(DeleteResponseTemplateMutation, { refetchQueries });
  const run = async (
    change: () => Promise<unknown>,
    success: string,
  ): Promise<{ ok: true } | { ok: false; fields: TemplateFieldErrors }> => {
    try {
      await change();
      toaster.create({ type: "success", title: success });
      return { ok: true };
    } catch (error) {
      const graphQLError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      toaster.create({
        type: "error",
        title: "No se pudo guardar la plantilla.",
        description: graphQLError?.message ?? (error instanceof Error ? error.message : undefined),
      });
      return { ok: false, fields: graphQLError?.extensions?.fields ?? {} };
    }
  };
  return {
    ...query,
    saveTemplate: (input: SaveResponseTemplateInput) =>
      run(() => save({ variables: { input } }), "Plantilla guardada"),
    deleteTemplate: (id: string) => run(() => remove({ variables: { id } }), "Plantilla eliminada"),
  };
}
