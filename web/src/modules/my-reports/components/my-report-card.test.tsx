import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render";
import { reportFixture } from "../report-fixtures.test-support";
import { MyReportCard } from "./my-report-card";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T20:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const photos = [
  { id: "p1", url: "/api/photos/p1", thumbnailUrl: "/api/photos/p1/thumbnail", width: 1280, height: 960 },
  { id: "p2", url: "/api/photos/p2", thumbnailUrl: "/api/photos/p2/thumbnail", width: 720, height: 1280 },
];

function definitions(card: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(card)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ""]),
  );
}

describe("MyReportCard", () => {
  it("is an article named by its heading with the category and the radicado", () => {
    renderScreen(<MyReportCard report={reportFixture()} viewerIsStaff={false} />);
    const card = screen.getByRole("article", { name: /RIO-2026-000042/ });
    expect(card).toHaveAccessibleName("Vías, reporte RIO-2026-000042");
    expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent("RIO-2026-000042");
  });

  it("shows an extension's reason and an overdue term to the reporter", () => {
    renderScreen(
      <MyReportCard
        report={reportFixture({
          dueAt: "2026-11-20T04:59:59.999Z",
          extensionReason: "Esperamos la visita técnica.",
        })}
        viewerIsStaff={false}
      />,
    );
    const card = screen.getByRole("article");
    expect(definitions(card)).toMatchObject({
      Plazo: "Vencido hace 1 día hábil",
      "Plazo prorrogado": "Esperamos la visita técnica.",
    });
  });

  it("shows the neighbourhood and severity labels, the status, the relative date, address and description", () => {
    renderScreen(<MyReportCard report={reportFixture()} viewerIsStaff={false} />);
    const card = screen.getByRole("article");
    expect(definitions(card)).toEqual({
      Barrio: "Las Tres Ave Marías",
      Gravedad: "Importante",
      Enviado: "hace 4 días",
      // Filed 18 Nov: 15 días hábiles, 8 Dec off (docs/legal-clock.md#the-due-date).
      Plazo: "Vence el 10 dic.",
      Privacidad: "Anónimo",
      Dirección: "Carrera 51B # 94-10",
    });
    expect(within(card).getByText("Estado:", { exact: false }).parentElement).toHaveTextContent(
      "Estado: En gestión",
    );
    const time = within(card).getByText("Enviado").nextElementSibling!.firstElementChild!;
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2026-11-18T14:00:00Z");
    expect(time).toHaveAttribute("title", "18 de noviembre de 2026 a las 9:00 a. m.");
    expect(within(card).getByText("Hueco grande frente al parque.")).toBeInTheDocument();
  });

  it.each([
    [1, "Leve"],
    [2, "Moderado"],
    [4, "Grave"],
    [5, "Crítico"],
  ])("labels severity %i “%s”, the one set of labels", (severity, label) => {
    renderScreen(<MyReportCard report={reportFixture({ severity })} viewerIsStaff={false} />);
    expect(definitions(screen.getByRole("article")).Gravedad).toBe(label);
  });

  it("leaves out the address and description when there are none", () => {
    renderScreen(
      <MyReportCard report={reportFixture({ address: null, description: null })} viewerIsStaff={false} />,
    );
    const card = screen.getByRole("article");
    expect(Object.keys(definitions(card))).not.toContain("Dirección");
    expect(within(card).queryByText("Hueco grande frente al parque.")).not.toBeInTheDocument();
  });

  it("never names the author of an anonymous report, even to staff or when the API sent the name", () => {
    const author = { firstName: "Carlos", lastName: "Pérez", email: null };
    renderScreen(
      <MyReportCard report={reportFixture({ anonymous: true, allowContact: false, author })} viewerIsStaff />,
    );
    const card = screen.getByRole("article");
    expect(definitions(card)["Reportado por"]).toBe("Anónimo");
    expect(card).not.toHaveTextContent(/Carlos|Pérez/);
  });

  it("gives staff the e-mail of an anonymous author who allowed contact, and still no name", () => {
    // What the API sends staff in that case: the e-mail, nothing else.
    const author = { firstName: null, lastName: null, email: "carlos@example.com" };
    renderScreen(
      <MyReportCard report={reportFixture({ anonymous: true, allowContact: true, author })} viewerIsStaff />,
    );
    const card = screen.getByRole("article");
    expect(definitions(card)["Reportado por"]).toBe("Anónimo");
    expect(definitions(card).Contacto).toBe("carlos@example.com");
  });

  it("tells the citizen a named report shows their name", () => {
    renderScreen(
      <MyReportCard
        report={reportFixture({
          anonymous: false,
          author: { firstName: "Carlos", lastName: "Pérez", email: "carlos@example.com" },
        })}
        viewerIsStaff={false}
      />,
    );
    expect(definitions(screen.getByRole("article")).Privacidad).toBe("Con tu nombre");
  });

  it("shows staff who filed a named report, and the e-mail only when contact is allowed", () => {
    const author = { firstName: "Carlos", lastName: "Pérez", email: "carlos@example.com" };
    const { unmount } = renderScreen(
      <MyReportCard report={reportFixture({ anonymous: false, allowContact: true, author })} viewerIsStaff />,
    );
    const facts = definitions(screen.getByRole("article"));
    expect(facts["Reportado por"]).toBe("Carlos Pérez");
    expect(screen.getByRole("link", { name: "carlos@example.com" })).toHaveAttribute(
      "href",
      "mailto:carlos@example.com",
    );
    unmount();

    renderScreen(
      <MyReportCard
        report={reportFixture({ anonymous: false, allowContact: false, author: { ...author, email: null } })}
        viewerIsStaff
      />,
    );
    expect(Object.keys(definitions(screen.getByRole("article")))).not.toContain("Contacto");
  });

  it("shows each photo as a lazy thumbnail with its size reserved, opening the display copy", async () => {
    const user = userEvent.setup();
    renderScreen(<MyReportCard report={reportFixture({ photos })} viewerIsStaff={false} />);
    const first = screen.getByRole("img", { name: "Foto 1 del reporte RIO-2026-000042" });
    expect(first).toHaveAttribute("src", "/api/photos/p1/thumbnail");
    expect(first).toHaveAttribute("loading", "lazy");
    expect(first).toHaveAttribute("width", "280");
    expect(first).toHaveAttribute("height", "210");
    const second = screen.getByRole("img", { name: "Foto 2 del reporte RIO-2026-000042" });
    expect(second).toHaveAttribute("height", "498");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Foto 2 del reporte RIO-2026-000042" }));

    const dialog = await screen.findByRole("dialog", { name: "Foto 2 de 2 · Reporte RIO-2026-000042" });
    const large = within(dialog).getByRole("img", { name: "Foto 2 del reporte RIO-2026-000042" });
    expect(large).toHaveAttribute("src", "/api/photos/p2");
    expect(large).toHaveAttribute("width", "720");
    expect(large).toHaveAttribute("height", "1280");

    await user.click(within(dialog).getByRole("button", { name: "Cerrar foto" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("lists the status history oldest first behind a disclosure", async () => {
    const user = userEvent.setup();
    const report = reportFixture({
      status: "resuelto",
      // Deliberately out of order: the card must not depend on the API's ordering.
      statusHistory: [
        {
          id: "h3",
          fromStatus: "en_gestion",
          toStatus: "resuelto",
          note: null,
          changedAt: "2026-11-22T18:00:00Z",
        },
        { id: "h1", fromStatus: null, toStatus: "recibido", note: null, changedAt: "2026-11-18T14:00:00Z" },
        {
          id: "h2",
          fromStatus: "recibido",
          toStatus: "en_gestion",
          note: "Cuadrilla asignada para el jueves.",
          changedAt: "2026-11-21T16:00:00Z",
        },
      ],
    });
    renderScreen(<MyReportCard report={report} viewerIsStaff={false} />);

    const toggle = screen.getByRole("button", { name: "Historial de estados (3)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    const history = screen.getByRole("list", { name: "Historial de estados" });
    const entries = within(history).getAllByRole("listitem");
    expect(entries.map((entry) => entry.textContent)).toEqual([
      "Recibidohace 4 días",
      "De Recibido a En gestiónMensaje a quien reportó (privado)Cuadrilla asignada para el jueves.ayer",
      "De En gestión a Resueltohace 2 horas",
    ]);
  });
});
