import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../test/render";
import { ScrollToTopOnNavigate } from "./navigation-focus";
import { PageShell } from "./page-shell";

afterEach(() => {
  vi.restoreAllMocks();
});

function Screens() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Routes>
        <Route
          path="/nuevo-reporte"
          element={
            <PageShell title="Nuevo reporte">
              <Link to="/mis-reportes">Enviar reporte</Link>
            </PageShell>
          }
        />
        <Route path="/mis-reportes" element={<PageShell title="Mis reportes" />} />
      </Routes>
    </>
  );
}

describe("navigation inside the app", () => {
  it("leaves the page as the browser opened it on the first load", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderScreen(<Screens />, { path: "/nuevo-reporte" });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { level: 1, name: "Nuevo reporte" })).not.toHaveFocus();
  });

  it("opens the next screen at the top, with its title focused for screen readers", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderScreen(<Screens />, { path: "/nuevo-reporte" });
    await userEvent.click(screen.getByRole("link", { name: "Enviar reporte" }));
    const title = await screen.findByRole("heading", { level: 1, name: "Mis reportes" });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(title).toHaveFocus();
  });
});
