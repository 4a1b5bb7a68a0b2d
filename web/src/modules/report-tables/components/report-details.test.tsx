import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Unmasked } from "../../../apollo/unmasked";
import { renderScreen } from "../../../test/render";
import { ReportDetails, ReportTextsQuery, type TableReport } from "./report-details";

const ROW: Unmasked<TableReport> = {
  id: "6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5",
  radicado: "RIO-2026-000042",
  category: { id: "c1", name: "Alumbrado", icon: "lightbulb" },
  neighborhood: "altamira",
  address: "Carrera 51B # 94-10",
  description: "Poste apagado.",
  severity: 3,
  status: "recibido",
  location: null,
  anonymous: false,
  allowContact: true,
  votesCount: 0,
  createdAt: "2026-11-18T14:00:00Z",
  photos: [],
  author: { firstName: "Lucía", lastName: "Gómez", email: "lucia@example.com" },
  dependencia: null,
  assignee: null,
  dueAt: "2026-12-10T04:59:59Z",
  answeredAt: null,
  channel: null,
  moderation: null,
  duplicateOfId: null,
  duplicateOfRadicado: null,
  transferredTo: null,
  transferredLate: null,
  extensionReason: null,
  statusHistory: [],
  viewerCan: {
    changeStatus: false,
    nextStatuses: [],
    restore: false,
    route: false,
    assign: false,
    extendDueDate: false,
  },
};

const textsMock = {
  request: { query: ReportTextsQuery, variables: { id: ROW.id } },
  result: {
    data: {
      report: { __typename: "Report", id: ROW.id, updates: [], afterPhoto: null, residentAnswers: [] },
    },
  },
};

describe("ReportDetails", () => {
  it("names the channel of a partner's report beside its author, and no channel for a resident's", async () => {
    const { unmount } = renderScreen(
      <ReportDetails report={{ ...ROW, channel: "Open311: Empresa de Acueducto" }} />,
      { mocks: [textsMock] },
    );
    expect(await screen.findByText("Open311: Empresa de Acueducto")).toBeInTheDocument();
    expect(screen.getByText("Canal")).toBeInTheDocument();
    expect(screen.getByText("Lucía Gómez")).toBeInTheDocument();
    unmount();
    renderScreen(<ReportDetails report={ROW} />, { mocks: [textsMock] });
    expect(await screen.findByText("Lucía Gómez")).toBeInTheDocument();
    expect(screen.queryByText("Canal")).not.toBeInTheDocument();
  });

  it("says a hidden report is out of the public's sight, public updates included, and offers Restaurar", async () => {
    const hidden = {
      ...ROW,
      moderation: { state: "hidden" as const, notice: "Ocultado por moderación: datos personales" },
      viewerCan: { ...ROW.viewerCan, restore: true },
    };
    renderScreen(<ReportDetails report={hidden} />, { mocks: [textsMock] });
    const note = await screen.findByRole("note", { name: "Moderación" });
    expect(note).toHaveTextContent("Ocultado por moderación: datos personales");
    expect(note).toHaveTextContent(
      "el público no ve su descripción, sus fotos ni sus actualizaciones públicas",
    );
    expect(screen.getByRole("button", { name: "Restaurar el reporte" })).toBeInTheDocument();
  });
});
