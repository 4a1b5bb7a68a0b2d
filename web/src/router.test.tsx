import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "./router";
import { renderScreen } from "./test/render";

describe("AppRoutes", () => {
  it.each([
    ["/ruta-que-no-existe", "Página no encontrada"],
    ["/reportes/desconocido", "Página no encontrada"],
    ["/reportes", "Todos los reportes"],
    ["/reportes/resueltos", "Reportes resueltos"],
    ["/barrio/villa-santos", "Reportes de Villa Santos"],
    ["/barrio/Altos%20del%20Lim%C3%B3n", "Reportes de Altos del Limón"],
    ["/barrio/no-existe", "Barrio no encontrado"],
    ["/categoria/arroyos", "Reportes de Arroyos"],
    ["/community/reports", "Reportes comunitarios"],
  ])("%s shows “%s”", async (path, title) => {
    renderScreen(<AppRoutes />, { path });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
  });
});
