import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { toaster } from "../../../ui/toaster";
import { adminFailure, type FieldErrors } from "./admin-failure";

export const ApiKeysAdminQuery = graphql(`
  query ApiKeysAdmin {
    apiKeys {
      id
      name
      prefix
      createdByName
      createdAt
      revokedAt
      lastUsedAt
    }
  }
`);

const IssueApiKeyMutation = graphql(`
  mutation IssueApiKey($name: String!) {
    issueApiKey(name: $name) {
      token
      apiKey {
        id
        name
      }
    }
  }
`);

const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

export type { FieldErrors };

/**
 * Integraciones (docs/open311.md#api-keys): partners' keys, issuing one (its token comes back once, for
 * the screen to show) and revoking one, each announced in a toast.
 */
export function useApiKeyAdmin() {
  const query = useQuery(ApiKeysAdminQuery);
  const refetchQueries = [ApiKeysAdminQuery];
  const [issue] = useMutation(IssueApiKeyMutation, { refetchQueries });
  const [revoke] = useMutation(RevokeApiKeyMutation, { refetchQueries });
  return {
    ...query,
    issueApiKey: async (
      name: string,
    ): Promise<{ ok: true; name: string; token: string } | { ok: false; fields: FieldErrors }> => {
      try {
        const result = await issue({ variables: { name } });
        const issued = result.data!.issueApiKey;
        toaster.create({ type: "success", title: "Clave emitida" });
        return { ok: true, name: issued.apiKey.name, token: issued.token };
      } catch (error) {
        return { ok: false, fields: adminFailure(error, "No se pudo emitir la clave") };
      }
    },
    revokeApiKey: async (id: string): Promise<boolean> => {
      try {
        await revoke({ variables: { id } });
        toaster.create({ type: "success", title: "Clave revocada" });
        return true;
      } catch (error) {
        adminFailure(error, "No se pudo revocar la clave");
        return false;
      }
    },
  };
}
