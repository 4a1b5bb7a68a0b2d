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

  it("offers “Todos” and the main path's three statuses with the domain's labels and their totals", () => {
    const options = statusFilterOptions({ ...NONE, total: 6, recibido: 3, enGestion: 2, resuelto: 1 });
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

  it("adds the other statuses once a report has them, or while one is chosen", () => {
    const options = statusFilterOptions({ ...NONE, total: 3, recibido: 1, reabierto: 1, trasladado: 1 });
    expect(options.map((option) => [option.label, option.count])).toEqual([
      ["Todos", 3],
      ["Recibido", 1],
      ["En gestión", 0],
      ["Reabierto", 1],
      ["Resuelto", 0],
      ["Trasladado", 1],
    ]);
    expect(statusFilterOptions({ ...NONE }, "duplicado").map((option) => option.status)).toContain(
      "duplicado",
    );
  });
});

const NONE = { total: 0, recibido: 0, enGestion: 0, reabierto: 0, resuelto: 0, duplicado: 0, trasladado: 0 };
