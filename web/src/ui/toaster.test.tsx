import { ChakraProvider } from "@chakra-ui/react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { system } from "./theme";
import { toaster } from "./toaster";
import { Toaster } from "./toaster-view";

afterEach(() => {
  act(() => toaster.remove());
});

describe("the toasts", () => {
  it("show an error at once, even while an earlier notice is on screen", async () => {
    render(
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>,
    );
    act(() => {
      toaster.create({
        type: "info",
        title: "Inicia sesión",
        description: "Para apoyar necesitas iniciar sesión.",
      });
    });
    await screen.findByText("Inicia sesión");
    act(() => {
      toaster.create({ type: "error", title: "El servidor no respondió a tiempo" });
    });
    // Well before the notice's 5 s are over.
    expect(await screen.findByText("El servidor no respondió a tiempo", {}, { timeout: 1500 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Inicia sesión")).toBeNull());
  });

  it("keep an error on screen when a notice comes after it", async () => {
    render(
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>,
    );
    act(() => {
      toaster.create({ type: "error", title: "No se pudo guardar" });
    });
    await screen.findByText("No se pudo guardar");
    act(() => {
      toaster.create({ type: "info", title: "Enlace copiado" });
    });
    expect(screen.getByText("No se pudo guardar")).toBeTruthy();
    expect(screen.queryByText("Enlace copiado")).toBeNull();
  });
});
