import { ALERT_MESSAGES } from "@domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render";
import { citizenViewer } from "../../../test/viewers";
import { AlertForm } from "./alert-form";

describe("AlertForm", () => {
  it("asks for a barrio or a category before sending an alert of nothing", async () => {
    const onSave = vi.fn().mockResolvedValue(null);
    renderScreen(<AlertForm submitLabel="Crear alerta" onSave={onSave} />, { viewer: citizenViewer });
    expect(screen.getByText(/^Marca al menos un barrio o una categoría\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Crear alerta" }));
    expect(screen.getByRole("alert")).toHaveTextContent(ALERT_MESSAGES.areaRequired);
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("checkbox", { name: "Riomar" }));
    await userEvent.click(screen.getByRole("button", { name: "Crear alerta" }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ neighborhoods: ["riomar"], categoryIds: [] }),
    );
  });
});
