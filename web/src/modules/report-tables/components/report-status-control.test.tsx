import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { REPORT_UPDATE_MESSAGES, STATUS_MESSAGES } from "@domain";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { FilledResponseTemplatesQuery } from "../hooks/use-response-templates";
import { UpdateReportStatusMutation } from "../hooks/use-update-report-status";
import { ReportStatusControl } from "./report-status-control";

const REPORT_ID = "6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5";

/** The filled templates of each status: one for resuelto, none for the others. */
const templateMocks = (
  ["recibido", "en_gestion", "reabierto", "resuelto", "duplicado", "trasladado"] as const
).map((status) => ({
  request: { query: FilledResponseTemplatesQuery, variables: { reportId: REPORT_ID, status } },
  result: {
    data: {
      filledResponseTemplates:
        status === "resuelto"
          ? [
              {
                __typename: "FilledResponseTemplate" as const,
                id: "t1",
                title: "Resuelto",
                text: "El problema del reporte RIO-2026-000042 en Altamira quedó atendido.",
              },
            ]
          : [],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
}));

const NO_TEXTS = { publicUpdate: null, isAnswer: false, internalNote: null, afterPhoto: null };

describe("ReportStatusControl", () => {
  it("offers only the statuses the server allows, and asks a duplicate for its original", async () => {
    const user = userEvent.setup();
    const refused = {
      request: {
        query: UpdateReportStatusMutation,
        variables: {
          id: REPORT_ID,
          status: "duplicado",
          note: null,
          duplicateOf: "RIO-2026-000999",
          transferredTo: null,
          ...NO_TEXTS,
        },
      },
      result: {
        errors: [
          new GraphQLError("Datos inválidos", {
            extensions: {
              code: "BAD_USER_INPUT",
              fields: { duplicateOf: STATUS_MESSAGES.duplicateOfNotFound },
            },
          }),
        ],
      },
    };
    renderScreen(
      <ReportStatusControl reportId={REPORT_ID} status="resuelto" nextStatuses={["resuelto", "reabierto"]} />,
      { mocks: templateMocks },
    );
    const select = screen.getByRole("combobox", { name: "Estado del reporte" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Elige un estado", "Resuelto", "Reabierto"]);
    expect(screen.queryByRole("textbox", { name: /Radicado del reporte original/ })).not.toBeInTheDocument();

    // Another report, in gestión: a duplicate names its original, and hears the server's message for it.
    renderScreen(
      <ReportStatusControl
        reportId={REPORT_ID}
        status="en_gestion"
        nextStatuses={["en_gestion", "resuelto", "duplicado", "trasladado"]}
      />,
      { mocks: [refused, ...templateMocks] },
    );
    const selects = screen.getAllByRole("combobox", { name: "Estado del reporte" });
    await user.selectOptions(selects[1]!, "duplicado");
    await user.type(
      screen.getByRole("textbox", { name: /Radicado del reporte original/ }),
      "RIO-2026-000999",
    );
    await user.click(screen.getAllByRole("button", { name: "Guardar estado" })[1]!);
    expect(
      await screen.findByRole("textbox", {
        name: /Radicado del reporte original/,
        description: STATUS_MESSAGES.duplicateOfNotFound,
      }),
    ).toBeInTheDocument();
  });

  it("says who will read each text, fills the public update from a template, and shows the server's field message", async () => {
    const user = userEvent.setup();
    const refused = {
      request: {
        query: UpdateReportStatusMutation,
        variables: {
          id: REPORT_ID,
          status: "resuelto",
          note: null,
          duplicateOf: null,
          transferredTo: null,
          ...NO_TEXTS,
          internalNote: "Revisar con bodega.",
        },
      },
      result: {
        errors: [
          new GraphQLError("Datos inválidos", {
            extensions: {
              code: "BAD_USER_INPUT",
              fields: { publicUpdate: REPORT_UPDATE_MESSAGES.resolveNeedsPublicUpdate },
            },
          }),
        ],
      },
    };
    const saved = {
      request: {
        query: UpdateReportStatusMutation,
        variables: {
          id: REPORT_ID,
          status: "resuelto",
          note: null,
          duplicateOf: null,
          transferredTo: null,
          ...NO_TEXTS,
          publicUpdate: "El problema del reporte RIO-2026-000042 en Altamira quedó atendido.",
          isAnswer: true,
          internalNote: "Revisar con bodega.",
        },
      },
      result: {
        data: {
          updateReportStatus: {
            __typename: "Report" as const,
            id: REPORT_ID,
            status: "resuelto" as const,
            duplicateOfId: null,
            duplicateOfRadicado: null,
            transferredTo: null,
            transferredLate: null,
            viewerCan: {
              __typename: "ReportViewerCan" as const,
              changeStatus: true,
              nextStatuses: ["resuelto" as const],
            },
            statusHistory: [],
            updates: [],
            afterPhoto: null,
          },
        },
      },
    };
    renderScreen(
      <ReportStatusControl
        reportId={REPORT_ID}
        status="en_gestion"
        nextStatuses={["en_gestion", "resuelto"]}
      />,
      { mocks: [refused, saved, ...templateMocks] },
    );
    const publicUpdate = screen.getByRole("textbox", { name: /Actualización pública/ });
    expect(publicUpdate).toHaveAccessibleDescription(/Lo verá todo el público/);
    expect(screen.getByRole("textbox", { name: /Mensaje a quien reportó/ })).toHaveAccessibleDescription(
      /Solo lo verá quien reportó/,
    );
    const internal = screen.getByRole("textbox", { name: /Nota interna/ });
    expect(internal).toHaveAccessibleDescription(/Solo lo verá el personal/);

    await user.selectOptions(screen.getByRole("combobox", { name: "Estado del reporte" }), "resuelto");
    await user.type(internal, "Revisar con bodega.");
    await user.click(screen.getByRole("button", { name: "Guardar estado" }));
    expect(
      await screen.findByRole("textbox", {
        name: /Actualización pública/,
        description: new RegExp(REPORT_UPDATE_MESSAGES.resolveNeedsPublicUpdate),
      }),
    ).toBeInTheDocument();

    await user.selectOptions(await screen.findByRole("combobox", { name: "Plantilla de respuesta" }), "t1");
    expect(publicUpdate).toHaveValue("El problema del reporte RIO-2026-000042 en Altamira quedó atendido.");
    await user.click(screen.getByRole("checkbox", { name: /Es la respuesta al reporte/ }));
    await user.click(screen.getByRole("button", { name: "Guardar estado" }));
    await screen.findByText("Estado actualizado");
    expect(publicUpdate).toHaveValue("");
  });

  it("keeps what was typed when the form is drawn anew (the window crossing the phone width swaps its row)", async () => {
    const user = userEvent.setup();
    const reportId = "0b5e6c1a-2d3f-4a5b-8c7d-6e5f4a3b2c1d";
    const noTemplates = (["en_gestion", "resuelto"] as const).map((status) => ({
      request: { query: FilledResponseTemplatesQuery, variables: { reportId, status } },
      result: { data: { filledResponseTemplates: [] } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    }));
    const form = (
      <ReportStatusControl
        reportId={reportId}
        status="en_gestion"
        nextStatuses={["en_gestion", "resuelto"]}
      />
    );
    const first = renderScreen(form, { mocks: noTemplates });
    await user.selectOptions(screen.getByRole("combobox", { name: "Estado del reporte" }), "resuelto");
    await user.type(
      screen.getByRole("textbox", { name: /Actualización pública/ }),
      "Ya se cambió la luminaria.",
    );
    await user.type(screen.getByRole("textbox", { name: /Nota interna/ }), "Quedó una caja abierta.");
    first.unmount();

    renderScreen(form, { mocks: noTemplates });
    expect(screen.getByRole("combobox", { name: "Estado del reporte" })).toHaveValue("resuelto");
    expect(screen.getByRole("textbox", { name: /Actualización pública/ })).toHaveValue(
      "Ya se cambió la luminaria.",
    );
    expect(screen.getByRole("textbox", { name: /Nota interna/ })).toHaveValue("Quedó una caja abierta.");
    expect(screen.getByRole("button", { name: "Guardar estado" })).toBeEnabled();
  });
});
