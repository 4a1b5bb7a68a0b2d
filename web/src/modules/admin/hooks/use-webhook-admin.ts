import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { toaster } from "../../../ui/toaster";
import { adminFailure, type FieldErrors } from "./admin-failure";

export const WebhookAdminQuery = graphql(`
  query WebhookAdmin($dependenciaId: ID!) {
    dependenciaWebhook(dependenciaId: $dependenciaId) {
      dependenciaId
      url
      enabled
      secretPrefix
      secretRotatedAt
    }
    webhookDeliveries(dependenciaId: $dependenciaId) {
      id
      eventType
      reportId
      radicado
      status
      attempts
      lastError
      lastStatusCode
      occurredAt
      lastAttemptAt
      deliveredAt
    }
  }
`);

const ConfigureWebhookMutation = graphql(`
  mutation ConfigureWebhook($dependenciaId: ID!, $url: String!, $enabled: Boolean) {
    configureWebhook(dependenciaId: $dependenciaId, url: $url, enabled: $enabled) {
      secret
      webhook {
        dependenciaId
        url
        enabled
      }
    }
  }
`);

const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($dependenciaId: ID!) {
    rotateWebhookSecret(dependenciaId: $dependenciaId) {
      secret
      webhook {
        dependenciaId
        secretPrefix
      }
    }
  }
`);

const ResendWebhookDeliveryMutation = graphql(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      id
      status
    }
  }
`);

export type { FieldErrors };

/**
 * A dependencia's webhook (docs/webhooks.md#configuration): its settings and delivery log, saving it
 * (the secret comes back once, the first time, for the screen to show), rotating the secret and
 * "Reenviar", each announced in a toast.
 */
export function useWebhookAdmin(dependenciaId: string) {
  const query = useQuery(WebhookAdminQuery, { variables: { dependenciaId } });
  const refetchQueries = [WebhookAdminQuery];
  const [configure] = useMutation(ConfigureWebhookMutation, { refetchQueries });
  const [rotate] = useMutation(RotateWebhookSecretMutation, { refetchQueries });
  const [resend] = useMutation(ResendWebhookDeliveryMutation, { refetchQueries });
  return {
    ...query,
    save: async (
      url: string,
      enabled: boolean,
    ): Promise<{ ok: true; secret: string | null } | { ok: false; fields: FieldErrors }> => {
      try {
        const result = await configure({ variables: { dependenciaId, url, enabled } });
        toaster.create({ type: "success", title: "Webhook guardado" });
        return { ok: true, secret: result.data!.configureWebhook.secret ?? null };
      } catch (error) {
        return { ok: false, fields: adminFailure(error, "No se pudo guardar el webhook") };
      }
    },
    rotate: async (): Promise<string | null> => {
      try {
        const result = await rotate({ variables: { dependenciaId } });
        toaster.create({ type: "success", title: "Secreto renovado" });
        return result.data!.rotateWebhookSecret.secret ?? null;
      } catch (error) {
        adminFailure(error, "No se pudo renovar el secreto");
        return null;
      }
    },
    resend: async (id: string): Promise<void> => {
      try {
        await resend({ variables: { id } });
        toaster.create({ type: "success", title: "Envío en cola" });
      } catch (error) {
        adminFailure(error, "No se pudo reenviar");
      }
    },
  };
}
