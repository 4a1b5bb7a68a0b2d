import { MESSAGES, type LatLng } from "@domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../test/render";
import { LocationMap } from "./location-map";

function Harness({ initial = null as LatLng | null, neighborhood = "" }) {
  const [value, setValue] = useState<LatLng | null>(initial);
  return <LocationMap value={value} onValueChange={setValue} neighborhood={neighborhood} />;
}

function stubGeolocation(position: LatLng | "denied") {
  vi.stubGlobal("navigator", {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
        if (position === "denied") fail({ code: 1, message: "denied" } as GeolocationPositionError);
        else ok({ coords: { latitude: position.lat, longitude: position.lng } } as GeolocationPosition);
      },
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("LocationMap", () => {
  it("is a labelled region that explains how to use it with a finger or a keyboard", () => {
    renderScreen(<Harness />);
    const map = screen.getByRole("region", { name: "Ubicación en el mapa (opcional)" });
    expect(map).toHaveAccessibleDescription(/Toca el mapa.*flechas.*Marcar el centro del mapa/);
    expect(map).toHaveAccessibleDescription(/Aún no has marcado la ubicación/);
    expect(screen.getByRole("button", { name: "Acercar" })).toBeInTheDocument();
  });

  it("marks the centre of the map for keyboard users, and removes the pin", async () => {
    const user = userEvent.setup();
    renderScreen(<Harness />);
    await user.click(screen.getByRole("button", { name: "Marcar el centro del mapa" }));
    expect(screen.getByText(/^Ubicación marcada: 11\.\d{5}, -74\.\d{5}$/)).toBeInTheDocument();
    // Not a Tab stop: Leaflet cannot move it with the keyboard anyway.
    const pin = screen.getByRole("img", { name: "Marcador de la ubicación del problema" });
    expect(pin).not.toHaveAttribute("tabindex", "0");

    await user.click(screen.getByRole("button", { name: "Quitar marcador" }));
    expect(screen.getByText("Aún no has marcado la ubicación.")).toBeInTheDocument();
    expect(
      screen.queryByRole("img", { name: "Marcador de la ubicación del problema" }),
    ).not.toBeInTheDocument();
  });

  it("shows a position chosen elsewhere (an address suggestion)", () => {
    renderScreen(<Harness initial={{ lat: 11.0224, lng: -74.8156 }} />);
    expect(screen.getByText("Ubicación marcada: 11.02240, -74.81560")).toBeInTheDocument();
  });

  it("names the chosen neighbourhood on the map", () => {
    renderScreen(<Harness neighborhood="altamira" />);
    expect(screen.getByText("Altamira")).toBeInTheDocument();
  });

  it("says when the chosen barrio's place is not known, instead of leaving the map silently elsewhere", () => {
    const { unmount } = renderScreen(<Harness neighborhood="villa-campestre" />);
    expect(
      screen.getByRole("region", { name: "Ubicación en el mapa (opcional)" }),
    ).toHaveAccessibleDescription(/El mapa aún no sabe dónde queda Villa Campestre: busca la dirección/);
    unmount();
    renderScreen(<Harness neighborhood="riomar" />);
    expect(screen.queryByText(/El mapa aún no sabe dónde queda/)).not.toBeInTheDocument();
  });

  it("describes nothing by an element that is not there", async () => {
    const user = userEvent.setup();
    renderScreen(<Harness neighborhood="altamira" />);
    await user.click(screen.getByRole("button", { name: "Alejar" }));
    await user.click(screen.getByRole("button", { name: "Marcar el centro del mapa" }));
    const map = screen.getByTestId("location-map");
    for (const element of map.querySelectorAll("[aria-describedby]")) {
      for (const id of element.getAttribute("aria-describedby")?.split(" ") ?? []) {
        expect(document.getElementById(id), `#${id}`).not.toBeNull();
      }
    }
  });

  it("uses the phone's position when it is in the city, and says so when it is not", async () => {
    const user = userEvent.setup();
    stubGeolocation({ lat: 11.0111, lng: -74.8152 });
    renderScreen(<Harness />);
    await user.click(screen.getByRole("button", { name: "Usar mi ubicación" }));
    expect(screen.getByText("Ubicación marcada: 11.01110, -74.81520")).toBeInTheDocument();

    stubGeolocation({ lat: 4.711, lng: -74.0721 });
    await user.click(screen.getByRole("button", { name: "Usar mi ubicación" }));
    expect(screen.getByText(MESSAGES.locationOutOfArea)).toBeInTheDocument();
    expect(screen.getByText("Ubicación marcada: 11.01110, -74.81520")).toBeInTheDocument();

    stubGeolocation("denied");
    await user.click(screen.getByRole("button", { name: "Usar mi ubicación" }));
    expect(screen.getByText(/No pudimos obtener tu ubicación/)).toBeInTheDocument();
  });
});
