import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../test/render";
import { ReportLocationMap } from "./report-location-map";

describe("ReportLocationMap", () => {
  it("names its pin in Spanish, not with Leaflet's English default", () => {
    renderScreen(<ReportLocationMap location={{ lat: 11.0055, lng: -74.8235 }} neighborhood="Altamira" />);
    expect(screen.getByRole("img", { name: "Ubicación del reporte" })).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Marker" })).not.toBeInTheDocument();
  });
});
