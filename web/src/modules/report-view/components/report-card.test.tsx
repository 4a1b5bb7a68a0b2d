import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import type { ReportCardData } from "../report-view-types";
import { ReportCard } from "./report-card";

const photo = (id: string) => ({
  id,
  url: `/api/photos/${id}`,
  thumbnailUrl: `/api/photos/${id}/thumbnail`,
  width: 1280,
  height: 960,
});

const REPORT: ReportCardData = {
  id: "6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5",
  radicado: "RIO-2026-000042",
  category: { name: "Alumbrado", icon: "lightbulb" },
  neighborhood: "altamira",
  address: "Carrera 51B # 94-10",
  description: "Poste apagado.",
  severity: 3,
  status: "resuelto",
  createdAt: "2026-11-18T14:00:00Z",
  photos: [photo("antes-1")],
  afterPhoto: photo("despues-1"),
  statusHistory: [],
  updates: [
    {
      id: "u1",
      kind: "public_update",
      body: "Cambiaremos la luminaria el jueves.",
      isAnswer: true,
      createdAt: "2026-11-19T14:00:00Z",
    },
    {
      id: "u2",
      kind: "reporter_message",
      body: "Gracias por avisar.",
      isAnswer: false,
      createdAt: "2026-11-19T15:00:00Z",
    },
    // Written with a status change: that history entry's note, not shown twice.
    {
      id: "u3",
      kind: "reporter_message",
      body: "La llamamos mañana.",
      isAnswer: false,
      statusChangeId: "h2",
      createdAt: "2026-11-20T15:00:00Z",
    },
  ],
};

describe("ReportCard", () => {
  it("names the channel of a partner's report, and no channel for a resident's", () => {
    const { unmount } = renderScreen(
      <ReportCard report={{ ...REPORT, channel: "Open311: Empresa de Acueducto" }} />,
    );
    expect(screen.getByText("Canal")).toBeInTheDocument();
    expect(screen.getByText("Open311: Empresa de Acueducto")).toBeInTheDocument();
    unmount();
    renderScreen(<ReportCard report={REPORT} />);
    expect(screen.queryByText("Canal")).not.toBeInTheDocument();
  });

  it("shows the resident's photo as Antes beside staff's Después, and the updates the viewer was sent", () => {
    renderScreen(<ReportCard report={REPORT} />);
    expect(screen.getByText("Antes")).toBeInTheDocument();
    expect(screen.getByText("Después")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Foto del después" })).getAllByRole("img")).toHaveLength(
      1,
    );
    expect(within(screen.getByRole("list", { name: "Fotos" })).getAllByRole("img")).toHaveLength(1);
    const updates = within(screen.getByRole("list", { name: "Actualizaciones" })).getAllByRole("listitem");
    expect(updates.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Actualización de la Alcaldía LocalRespuestaCambiaremos la luminaria el jueves\./,
      ),
      expect.stringMatching(/^Mensaje para quien reportóGracias por avisar\./),
    ]);
  });

  it("shows the photos alone, without Antes, when there is no después photo", () => {
    renderScreen(<ReportCard report={{ ...REPORT, afterPhoto: null, updates: [] }} />);
    expect(screen.queryByText("Antes")).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Actualizaciones" })).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Fotos" })).toBeInTheDocument();
  });
});
