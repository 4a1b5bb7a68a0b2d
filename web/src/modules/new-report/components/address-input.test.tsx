import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render";
import type { AddressSuggestion } from "../address-suggestion";
import { AddressInput } from "./address-input";

function suggestion(primary: string, lat = 11.02, lng = -74.81): AddressSuggestion {
  return {
    primary,
    secondary: "Riomar, Barranquilla, Atlántico",
    text: `${primary}, Riomar, Barranquilla`,
    location: { lat, lng },
    area: "Riomar",
  };
}

const FIVE = ["Calle 84", "Calle 85", "Calle 86", "Carrera 51B", "Carrera 52"].map((name, index) =>
  suggestion(name, 11.01 + index / 1000),
);

function setup({ results = FIVE, neighborhood = "" } = {}) {
  const search = vi.fn((_query: string, _neighborhood: string, _signal?: AbortSignal) =>
    Promise.resolve(results),
  );
  const onPick = vi.fn();
  function Harness() {
    const [value, setValue] = useState("");
    return (
      <>
        <AddressInput
          value={value}
          onValueChange={setValue}
          onPick={onPick}
          neighborhood={neighborhood}
          search={search}
        />
        <button type="button">Otro control</button>
      </>
    );
  }
  renderScreen(<Harness />);
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const input = screen.getByRole("combobox", { name: /Dirección específica/ });
  return { search, onPick, user, input };
}

/** The debounce elapses and the (mocked) search answers. */
async function pause(ms = 300) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const options = () => screen.queryAllByRole("option");

describe("AddressInput", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains React's work with a 0 ms timeout that it only advances under Jest's
    // fake timers; it recognises them by this global, so vitest's clock needs the same hook.
    vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("is a labelled combobox with the spec's placeholder", () => {
    const { input } = setup();
    expect(input).toHaveAttribute("placeholder", "Buscar dirección...");
    expect(input).toHaveAttribute("aria-autocomplete", "list");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("searches once, 300 ms after the typing stops, with the chosen neighbourhood", async () => {
    const { user, input, search } = setup({ neighborhood: "riomar" });
    await user.type(input, "Calle 8");
    await pause(299);
    expect(search).not.toHaveBeenCalled();
    await pause(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith("Calle 8", "riomar", expect.any(AbortSignal));
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("listbox", { name: "Sugerencias de dirección" })).toBeVisible();
  });

  it("shows at most 5 suggestions, each with its two lines", async () => {
    const { user, input } = setup({ results: [...FIVE, suggestion("Calle 90")].slice(0, 5) });
    await user.type(input, "Calle");
    await pause();
    expect(options()).toHaveLength(5);
    expect(options()[0]).toHaveTextContent("Calle 84");
    expect(options()[0]).toHaveTextContent("Riomar, Barranquilla, Atlántico");
  });

  it("does not search under 3 characters and clears the suggestions when the text gets shorter", async () => {
    const { user, input, search } = setup();
    await user.type(input, "Ca");
    await pause(1000);
    expect(search).not.toHaveBeenCalled();

    await user.type(input, "lle");
    await pause();
    expect(options()).toHaveLength(5);

    await user.clear(input);
    await user.type(input, "Ca");
    expect(options()).toHaveLength(0);
    expect(input).toHaveAttribute("aria-expanded", "false");
    await pause(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it("moves the highlight with the arrows, wraps around, and picks with Enter", async () => {
    const { user, input, onPick } = setup();
    await user.type(input, "Calle");
    await pause();

    await user.keyboard("{ArrowDown}");
    expect(options()[0]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options()[0]!.id);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(options()[2]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}");
    expect(options()[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(options()[4]).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{Enter}");
    expect(onPick).toHaveBeenCalledWith(FIVE[4]);
    expect(input).toHaveValue("Carrera 52, Riomar, Barranquilla");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(options()).toHaveLength(0);
  });

  it("offers the resident's own text last, as such, and keeps the pin where it is", async () => {
    const echo = { ...suggestion("Cra 51B 84-20"), typed: true };
    const { user, input, onPick } = setup({
      results: [echo, suggestion("Carrera 51B")],
      neighborhood: "riomar",
    });
    await user.type(input, "Cra 51B 84-20");
    await pause();
    expect(options().map((option) => option.textContent)).toEqual([
      "Carrera 51BRiomar, Barranquilla, Atlántico",
      "Usar «Cra 51B 84-20» tal como lo escribíNo es un lugar encontrado: marca el punto en el mapa.",
    ]);
    await user.keyboard("{ArrowUp}{Enter}");
    expect(input).toHaveValue("Cra 51B 84-20");
    expect(onPick).not.toHaveBeenCalled();
    expect(options()).toHaveLength(0);
  });

  it("does not search again after a pick", async () => {
    const { user, input, search } = setup();
    await user.type(input, "Calle");
    await pause();
    await user.keyboard("{ArrowDown}{Enter}");
    await pause(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it("clears the highlight when the resident types again", async () => {
    const { user, input } = setup();
    await user.type(input, "Calle");
    await pause();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(options()[1]).toHaveAttribute("aria-selected", "true");
    await user.type(input, " ");
    expect(options().filter((option) => option.getAttribute("aria-selected") === "true")).toHaveLength(0);
    expect(input).not.toHaveAttribute("aria-activedescendant");
  });

  it("does nothing on Enter without a highlighted suggestion", async () => {
    const { user, input, onPick } = setup();
    await user.type(input, "Calle");
    await pause();
    await user.keyboard("{Enter}");
    expect(onPick).not.toHaveBeenCalled();
    expect(input).toHaveValue("Calle");
  });

  it("closes with Escape, and the arrows open it again", async () => {
    const { user, input } = setup();
    await user.type(input, "Calle");
    await pause();
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("Calle");
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(options()[0]).toHaveAttribute("aria-selected", "true");
  });

  it("picks a suggestion with the mouse, keeping the focus in the field", async () => {
    const { user, input, onPick } = setup();
    await user.type(input, "Calle");
    await pause();
    await user.click(screen.getByRole("option", { name: /Carrera 51B/ }));
    expect(onPick).toHaveBeenCalledWith(FIVE[3]);
    expect(input).toHaveValue("Carrera 51B, Riomar, Barranquilla");
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when the resident clicks outside", async () => {
    const { user, input, onPick } = setup();
    await user.type(input, "Calle");
    await pause();
    await user.click(screen.getByRole("button", { name: "Otro control" }));
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(onPick).not.toHaveBeenCalled();
  });

  it("logs a failed search and empties the list", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user, input, search } = setup();
    await user.type(input, "Calle");
    await pause();
    expect(options()).toHaveLength(5);

    search.mockRejectedValueOnce(new Error("503: Service Unavailable"));
    await user.type(input, " 8");
    await pause();
    expect(warn).toHaveBeenCalledWith("No se pudo buscar la dirección", expect.any(Error));
    expect(options()).toHaveLength(0);
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("Calle 8");
    warn.mockRestore();
  });

  it("ignores the answer of a search that newer typing replaced", async () => {
    const { user, input, search } = setup();
    let answerFirst: (value: AddressSuggestion[]) => void = () => {};
    search.mockImplementationOnce(
      (_query, _neighborhood, signal) =>
        new Promise((resolve, reject) => {
          answerFirst = resolve;
          signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    search.mockResolvedValueOnce([suggestion("Calle 84 Norte")]);
    await user.type(input, "Calle");
    await pause();
    await user.type(input, " 84");
    await pause();
    await act(() => {
      answerFirst(FIVE);
      return Promise.resolve();
    });
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveTextContent("Calle 84 Norte");
  });
});
