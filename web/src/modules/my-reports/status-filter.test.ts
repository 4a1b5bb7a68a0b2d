import { describe, expect, it } from "vitest";
import { searchForStatus, statusFilterOptions, statusFromSearch } from "./status-filter";

describe("status filter in the URL", () => {
  it.each([
    ["", null],
    ["?estado=recibido", "recibido"],
    ["?estado=en_gestion", "en_gestion"],
    ["?estado=resuelto", "resuelto"],
    ["?estado=RESUELTO", null],
    ["?estado=pendiente", null],
  ])("reads “%s” as %s", (search, expected) => {
    expect(statusFromSearch(new URLSearchParams(search))).toBe(expected);
  });

  it("writes a status and leaves “Todos” out of the URL", () => {
    expect(searchForStatus("en_gestion")).toBe("?estado=en_gestion");
    expect(searchForStatus(null)).toBe("");
  });

  it("offers “Todos” and the three statuses with the domain's labels and their totals", () => {
    const options = statusFilterOptions({ total: 6, recibido: 3, enGestion: 2, resuelto: 1 });
    expect(options).toEqual([
      { status: null, label: "Todos", count: 6 },
      { status: "recibido", label: "Recibido", count: 3 },
      { status: "en_gestion", label: "En gestión", count: 2 },
      { status: "resuelto", label: "Resuelto", count: 1 },
    ]);
    expect(statusFilterOptions(undefined).map((option) => option.count)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
