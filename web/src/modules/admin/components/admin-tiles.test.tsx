import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { AdminTiles } from "./admin-tiles";

const summary = {
  total: 40,
  pending: 25,
  resuelto: 10,
  closed: 5,
  thisWeek: 7,
  averageDaysToResolve: 3.5,
} as Parameters<typeof AdminTiles>[0]["summary"];

describe("AdminTiles", () => {
  it("opens each count's table, filtered as the tile says", () => {
    renderScreen(<AdminTiles summary={summary} linked />, { path: "/admin" });
    const href = (name: RegExp) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href(/^Total\s*40\b.*ver en la tabla/)).toBe("/reportes/all");
    expect(href(/^Pendientes\s*25\b.*ver en la tabla/)).toBe("/reportes/pendientes");
    expect(href(/^Resueltos\s*10\b.*ver en la tabla/)).toBe("/reportes/resueltos");
    expect(href(/^Cerrados\s*5\b.*ver en la tabla/)).toBe("/reportes/cerrados");
    expect(href(/^Esta semana\s*7\b.*ver en la tabla/)).toBe("/reportes/semana");
    // An average is not a set of reports: no table behind it.
    expect(screen.queryByRole("link", { name: /promedio/ })).toBeNull();
  });

  it("are plain figures on the printed report", () => {
    renderScreen(<AdminTiles summary={summary} />, { path: "/admin/reporte" });
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });
});
