import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { system } from "../ui/theme";
import { LazyReportLocationMap } from "./lazy-report-location-map";

// The map's download fails, as it does without a signal.
vi.mock("./report-location-map", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

describe("LazyReportLocationMap", () => {
  it("takes only the map's place when the map does not arrive: the report around it stays", async () => {
    render(
      <ChakraProvider value={system}>
        <h1>Vías en Altamira</h1>
        <LazyReportLocationMap location={{ lat: 11.0055, lng: -74.8235 }} neighborhood="Altamira" />
      </ChakraProvider>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(/No se pudo cargar el mapa/);
    expect(screen.getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Vías en Altamira" })).toBeInTheDocument();
  });
});
