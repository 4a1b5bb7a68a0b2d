import { describe, expect, it } from "vitest";
import { BULK_MESSAGES } from "@domain";
import {
  allAllow,
  canSelect,
  commonNextStatuses,
  selectionProblem,
  sharedDependencia,
  type SelectableReport,
} from "./bulk-selection";

const row = (
  id: string,
  viewerCan: Partial<SelectableReport["viewerCan"]> = {},
  dependencia = { id: "alumbrado", name: "Alumbrado público" },
): SelectableReport => ({
  id,
  radicado: `RIO-2026-${id.padStart(6, "0")}`,
  dependencia,
  viewerCan: {
    changeStatus: true,
    nextStatuses: ["recibido", "en_gestion", "resuelto", "duplicado", "trasladado"],
    route: true,
    assign: true,
    ...viewerCan,
  },
});

describe("bulk selection", () => {
  it("selects only rows the viewer may act on", () => {
    expect(canSelect(row("1"))).toBe(true);
    expect(canSelect(row("2", { changeStatus: false, route: false, assign: false }))).toBe(false);
  });

  it("offers an action only when every selected row allows it", () => {
    const rows = [row("1"), row("2", { assign: false })];
    expect(allAllow(rows, "status")).toBe(true);
    expect(allAllow(rows, "assign")).toBe(false);
    expect(allAllow([], "route")).toBe(false);
  });

  it("offers the statuses all selected rows may go to, without the ones that need per-report details", () => {
    const rows = [
      row("1"),
      row("2", { nextStatuses: ["en_gestion", "resuelto", "duplicado", "trasladado"] }),
    ];
    expect(commonNextStatuses(rows)).toEqual(["en_gestion", "resuelto"]);
    expect(commonNextStatuses([row("3", { nextStatuses: ["resuelto", "reabierto"] }), row("4")])).toEqual([
      "resuelto",
    ]);
  });

  it("assigns only within one shared dependencia", () => {
    expect(sharedDependencia([row("1"), row("2")])?.name).toBe("Alumbrado público");
    expect(sharedDependencia([row("1"), row("2", {}, { id: "aseo", name: "Aseo" })])).toBeNull();
  });

  it("says the limit of 200 before sending", () => {
    expect(selectionProblem(200)).toBeNull();
    expect(selectionProblem(201)).toBe(BULK_MESSAGES.tooMany);
  });
});
