import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render";
import { NeighborhoodHint } from "./neighborhood-hint";

const villaCarolina = { lat: 11.0224, lng: -74.8156 };

describe("NeighborhoodHint", () => {
  it("warns when the point is in another barrio, and changes it only when asked", async () => {
    const onChoose = vi.fn();
    renderScreen(
      <NeighborhoodHint
        location={villaCarolina}
        neighborhood="altos-de-riomar"
        filledFromLocation={undefined}
        onChoose={onChoose}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "La ubicación marcada queda en Villa Carolina, no en Altos de Riomar. ¿Cuál es el barrio?",
    );
    expect(onChoose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Cambiar a Villa Carolina" }));
    expect(onChoose).toHaveBeenCalledWith("villa-carolina");
  });

  it("says when the barrio was filled in from the point", () => {
    renderScreen(
      <NeighborhoodHint
        location={villaCarolina}
        neighborhood="villa-carolina"
        filledFromLocation="villa-carolina"
        onChoose={vi.fn()}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "Elegimos el barrio Villa Carolina por la ubicación marcada. Cámbialo si no es.",
    );
  });

  it("says nothing when point and barrio agree", () => {
    renderScreen(
      <NeighborhoodHint
        location={villaCarolina}
        neighborhood="villa-carolina"
        filledFromLocation={undefined}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
