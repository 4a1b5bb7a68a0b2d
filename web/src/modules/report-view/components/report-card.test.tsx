import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { makeFragmentData } from "../../../gql";
import type { ReportCard_ReportFragment } from "../../../gql/graphql";
import {
  ReportCard,
  ReportCardDetailsFragment,
  ReportCardFragment,
  ReportCardRelatedFragment,
} from "./report-card";
import { ReportPhotosFragment } from "./report-photos";
import { ReportUpdatesFragment } from "./report-updates";

const photo = (id: string) =>
  makeFragmentData(
    {
      id,
      url: `/api/photos/${id}`,
      thumbnailUrl: `/api/photos/${id}/thumbnail`,
      width: 1280,
      height: 960,
    },
    ReportPhotosFragment,
  );

const REPORT = {
  id: "6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5",
  radicado: "RIO-2026-000042",
  category: { id: "c1", name: "Alumbrado", icon: "lightbulb" },
  neighborhood: "altamira",
  address: "Carrera 51B # 94-10",
  description: "Poste apagado.",
  severity: 3,
  status: "resuelto",
  createdAt: "2026-11-18T14:00:00Z",
  dueAt: "2026-12-10T04:59:59Z",
  answeredAt: "2026-11-19T14:00:00Z",
  duplicateOfId: null,
  duplicateOfRadicado: null,
  transferredTo: null,
  transferredLate: null,
  extensionReason: null,
  photos: [photo("antes-1")],
  statusHistory: [],
};

const update = (fields: {
  id: string;
  kind: "public_update" | "reporter_message";
  body: string;
  isAnswer: boolean;
  statusChangeId?: string;
  createdAt: string;
}) => makeFragmentData({ ...fields, statusChangeId: fields.statusChangeId ?? null }, ReportUpdatesFragment);

const DETAILS = makeFragmentData(
  {
    afterPhoto: photo("despues-1"),
    updates: (
      [
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
      ] as const
    ).map(update),
  },
  ReportCardDetailsFragment,
);

// The card's answer with its children's fields in place (DueDate's term among them).
const card = (fields: { extensionReason?: string } = {}) =>
  makeFragmentData({ ...REPORT, ...fields } as ReportCard_ReportFragment, ReportCardFragment);

describe("ReportCard", () => {
  it("gives the extension's reason where the view carries it (Report), and nothing where not", () => {
    const { unmount } = renderScreen(
      <ReportCard report={card({ extensionReason: "Esperamos la visita." })} />,
    );
    expect(screen.getByText("Plazo prorrogado")).toBeInTheDocument();
    expect(screen.getByText("Esperamos la visita.")).toBeInTheDocument();
    unmount();
    renderScreen(<ReportCard report={card()} />);
    expect(screen.queryByText("Plazo prorrogado")).not.toBeInTheDocument();
  });

  it("links the reports marked duplicado of this one when asked for them, and lists none otherwise", () => {
    const related = makeFragmentData(
      { duplicates: [{ id: "d1", radicado: "RIO-2026-000050" }] },
      ReportCardRelatedFragment,
    );
    const { unmount } = renderScreen(<ReportCard report={card()} related={related} />);
    expect(screen.getByRole("link", { name: "RIO-2026-000050" })).toHaveAttribute(
      "href",
      "/community/reports/d1",
    );
    unmount();
    renderScreen(<ReportCard report={card()} />);
    expect(screen.queryByText("Reportes duplicados de este")).not.toBeInTheDocument();
  });

  it("shows the resident's photo as Antes beside staff's Después, and the updates the viewer was sent", () => {
    renderScreen(<ReportCard report={card()} details={DETAILS} />);
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
    renderScreen(
      <ReportCard
        report={card()}
        details={makeFragmentData({ afterPhoto: null, updates: [] }, ReportCardDetailsFragment)}
      />,
    );
    expect(screen.queryByText("Antes")).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Actualizaciones" })).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Fotos" })).toBeInTheDocument();
  });
});
