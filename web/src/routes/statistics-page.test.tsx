import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../test/render";
import { StatisticsPage } from "./statistics-page";

describe("StatisticsPage", () => {
  it("tells analysts where their tools are: the open-data files and the GraphQL IDE, one line each", () => {
    // The links do not wait for the figures: the query never answers here.
    renderScreen(<StatisticsPage />, { path: "/estadisticas" });
    const section = screen.getByRole("region", { name: "Datos para analistas" });
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Datos abiertos (CSV)", "/api/open-data/reports.csv"],
      ["Datos abiertos (GeoJSON)", "/api/open-data/reports.geojson"],
      ["Consultas GraphQL (IDE)", "/graphql"],
    ]);
    for (const link of links) expect(link.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(section).getByText(/ubicación aproximada/)).toBeInTheDocument();
    expect(within(section).getByText(/ejemplos/)).toBeInTheDocument();
  });
});
