import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  it.each([
    ["signed out", false],
    ["signed in", true],
  ])(
    "links analysts to the open data and the GraphQL IDE, each with a line on what it is (%s)",
    (_who, signedIn) => {
      renderScreen(<SiteFooter signedIn={signedIn} />);
      const nav = screen.getByRole("navigation", { name: "Datos para analistas" });
      const csv = within(nav).getByRole("link", { name: "Datos abiertos (CSV)" });
      expect(csv).toHaveAttribute("href", "/api/open-data/reports.csv");
      expect(csv).toHaveAccessibleDescription(/sin datos personales/);
      const geojson = within(nav).getByRole("link", { name: "Datos abiertos (GeoJSON)" });
      expect(geojson).toHaveAttribute("href", "/api/open-data/reports.geojson");
      expect(geojson).toHaveAccessibleDescription(/mapa/);
      const ide = within(nav).getByRole("link", { name: "Consultas GraphQL (IDE)" });
      expect(ide).toHaveAttribute("href", "/graphql");
      expect(ide).toHaveAccessibleDescription(/consultas/);
    },
  );
});
