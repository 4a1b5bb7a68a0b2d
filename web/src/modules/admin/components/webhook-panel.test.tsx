import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { graphql } from "../../../gql";
import { renderScreen } from "../../../test/render";
import { adminViewer } from "../../../test/viewers";
import { WebhookAdminQuery } from "../hooks/use-webhook-admin";
import { WebhookPanel } from "./webhook-panel";

const ConfigureWebhook = graphql(`
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

const ResendWebhookDelivery = graphql(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      id
      status
    }
  }
`);

const DEPENDENCIA = "d-acueducto";
const URL = "https://acueducto.example/reporta";
const SECRET = "whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";

function webhook() {
  return {
    __typename: "Webhook" as const,
    dependenciaId: DEPENDENCIA,
    url: URL,
    enabled: true,
    secretPrefix: SECRET.slice(0, 12),
    secretRotatedAt: "2026-11-27T15:00:00.000Z",
  };
}

const delivery = {
  __typename: "WebhookDelivery" as const,
  id: "e-1",
  eventType: "report.status_changed",
  reportId: "r-1",
  radicado: "RIO-2026-000042",
  status: "retrying",
  attempts: 3,
  lastError: "ECONNREFUSED",
  lastStatusCode: null,
  occurredAt: "2026-11-27T15:10:00.000Z",
  lastAttemptAt: "2026-11-27T15:12:00.000Z",
  deliveredAt: null,
};

function adminMock(state: { configured: boolean }) {
  return {
    request: { query: WebhookAdminQuery, variables: { dependenciaId: DEPENDENCIA } },
    result: () => ({
      data: {
        dependenciaWebhook: state.configured ? webhook() : null,
        webhookDeliveries: state.configured ? [delivery] : [],
      },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe("a dependencia's webhook", () => {
  it("saves the URL and shows the new secret once, until it is dismissed", async () => {
    const state = { configured: false };
    const configure = vi.fn(() => {
      state.configured = true;
      return {
        data: {
          configureWebhook: {
            __typename: "WebhookWithSecret" as const,
            secret: SECRET,
            webhook: { __typename: "Webhook" as const, dependenciaId: DEPENDENCIA, url: URL, enabled: true },
          },
        },
      };
    });
    renderScreen(<WebhookPanel dependenciaId={DEPENDENCIA} name="Empresa de Acueducto" />, {
      path: "/admin/dependencias",
      viewer: adminViewer,
      mocks: [
        adminMock(state),
        {
          request: {
            query: ConfigureWebhook,
            variables: { dependenciaId: DEPENDENCIA, url: URL, enabled: true },
          },
          result: configure,
        },
      ],
    });
    await userEvent.type(await screen.findByLabelText(/^URL/), URL);
    await userEvent.click(screen.getByRole("button", { name: "Guardar webhook" }));
    await vi.waitFor(() => expect(configure).toHaveBeenCalledTimes(1));
    expect(await screen.findByLabelText("Secreto del webhook")).toHaveTextContent(SECRET);
    await userEvent.click(screen.getByRole("button", { name: "Ya lo guardé" }));
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(await screen.findByText(`${SECRET.slice(0, 12)}…`)).toBeVisible();
  });

  it("lists deliveries with their status and last error, and Reenviar queues one again", async () => {
    const resend = vi.fn(() => ({
      data: {
        resendWebhookDelivery: { __typename: "WebhookDelivery" as const, id: "e-1", status: "pending" },
      },
    }));
    renderScreen(<WebhookPanel dependenciaId={DEPENDENCIA} name="Empresa de Acueducto" />, {
      path: "/admin/dependencias",
      viewer: adminViewer,
      mocks: [
        adminMock({ configured: true }),
        { request: { query: ResendWebhookDelivery, variables: { id: "e-1" } }, result: resend },
      ],
    });
    const table = await screen.findByRole("table", { name: "Entregas del webhook de Empresa de Acueducto" });
    const row = within(table).getByText("RIO-2026-000042").closest("tr")!;
    expect(row).toHaveTextContent("Cambio de estado");
    expect(row).toHaveTextContent("Reintentando");
    expect(row).toHaveTextContent("ECONNREFUSED");
    await userEvent.click(
      within(row).getByRole("button", { name: "Reenviar el evento del reporte RIO-2026-000042" }),
    );
    await vi.waitFor(() => expect(resend).toHaveBeenCalledTimes(1));
  });
});
