import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { STATUS_MESSAGES } from "@domain";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { UpdateReportStatusMutation } from "../hooks/use-update-report-status";
import { ReportStatusControl } from "./report-status-control";

const REPORT_ID = "6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5";

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
      { mocks: [refused] },
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
});
