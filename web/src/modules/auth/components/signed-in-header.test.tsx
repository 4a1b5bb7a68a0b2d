import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { adminViewer, citizenViewer, staffViewer } from "../../../test/viewers";
import { SignedInHeader } from "./signed-in-header";

/** The bar's links (desktop) are hidden by a media query jsdom cannot evaluate, so include hidden ones. */
function barLinks() {
  const [bar] = screen.getAllByRole("navigation", { name: "Navegación principal", hidden: true });
  return within(bar!).getAllByRole("link", { hidden: true });
}

async function openDrawer() {
  await userEvent.click(screen.getByRole("button", { name: "Abrir menú de navegación" }));
  return screen.findByRole("dialog", { name: "Menú" });
}

describe("SignedInHeader", () => {
  it("gives a citizen Inicio, Reportar, Mis Reportes, Alertas, Reportes Comunitarios and “Nuevo Reporte”", async () => {
    renderScreen(<SignedInHeader viewer={citizenViewer} />, { path: "/mis-reportes" });

    expect(barLinks().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Inicio", "/"],
      ["Reportar", "/nuevo-reporte"],
      ["Mis Reportes", "/mis-reportes"],
      ["Alertas", "/alertas"],
      ["Reportes Comunitarios", "/community/reports"],
    ]);

    const drawer = await openDrawer();
    const drawerLinks = within(within(drawer).getByRole("navigation")).getAllByRole("link");
    expect(drawerLinks.map((link) => link.textContent)).toEqual([
      "Inicio",
      "Reportar",
      "Mis Reportes",
      "Alertas",
      "Reportes Comunitarios",
    ]);
    expect(within(drawer).getByRole("link", { name: "Nuevo Reporte" })).toHaveAttribute(
      "href",
      "/nuevo-reporte",
    );
  });

  it("gives a super_admin Inicio, Mi bandeja, Reportes, Estadísticas, Reportes Comunitarios and Panel Admin, and no report button", async () => {
    renderScreen(<SignedInHeader viewer={adminViewer} />, { path: "/" });

    expect(barLinks().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Inicio", "/"],
      ["Mi bandeja", "/bandeja"],
      ["Reportes", "/reportes"],
      ["Estadísticas", "/estadisticas"],
      ["Reportes Comunitarios", "/community/reports"],
      ["Panel Admin", "/admin"],
    ]);
    const drawer = await openDrawer();
    expect(within(drawer).queryByRole("link", { name: /Reportar|Mis Reportes|Nuevo Reporte/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Nuevo Reporte", hidden: true })).toBeNull();
  });

  it("gives a funcionario Inicio, Mi bandeja, Reportes, Estadísticas and Reportes Comunitarios, without the panel", () => {
    renderScreen(<SignedInHeader viewer={staffViewer} />, { path: "/" });
    expect(barLinks().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Inicio", "/"],
      ["Mi bandeja", "/bandeja"],
      ["Reportes", "/reportes"],
      ["Estadísticas", "/estadisticas"],
      ["Reportes Comunitarios", "/community/reports"],
    ]);
  });

  it("marks the current route, and only it", async () => {
    renderScreen(<SignedInHeader viewer={citizenViewer} />, { path: "/mis-reportes" });
    const current = barLinks().filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Mis Reportes"]);

    const drawer = await openDrawer();
    expect(within(drawer).getByRole("link", { name: "Mis Reportes" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(drawer).getByRole("link", { name: "Inicio" })).not.toHaveAttribute("aria-current");
  });

  it.each([
    [{ firstName: "Carlos", email: "carlos@example.com" }, "Carlos"],
    [{ firstName: null, email: "sin-nombre@example.com" }, "sin-nombre@example.com"],
    [{ firstName: "  ", email: null }, "Usuario"],
    [{ firstName: null, email: null }, "Usuario"],
  ])("names the user menu after %o as “%s”", (names, expected) => {
    renderScreen(<SignedInHeader viewer={{ ...citizenViewer, ...names }} />);
    const trigger = screen.getByRole("button", { name: `Menú de usuario: ${expected}` });
    expect(within(trigger).getByTestId("user-menu-name")).toHaveTextContent(expected);
  });

  it("offers “Siguiendo”, “Mis datos” and a plain-navigation “Cerrar Sesión” in the user menu", async () => {
    renderScreen(<SignedInHeader viewer={citizenViewer} />);
    await userEvent.click(screen.getByRole("button", { name: "Menú de usuario: Carlos" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Siguiendo" })).toHaveAttribute("href", "/siguiendo");
    expect(within(menu).getByRole("menuitem", { name: "Mis datos" })).toHaveAttribute("href", "/mis-datos");
    expect(within(menu).getByRole("menuitem", { name: "Cerrar Sesión" })).toHaveAttribute(
      "href",
      "/api/logout",
    );
  });

  it("shows the profile picture when there is one", () => {
    renderScreen(
      <SignedInHeader viewer={{ ...citizenViewer, profileImageUrl: "https://example.com/carlos.png" }} />,
    );
    const trigger = screen.getByRole("button", { name: "Menú de usuario: Carlos" });
    expect(trigger.querySelector("img")).toHaveAttribute("src", "https://example.com/carlos.png");
  });
});
