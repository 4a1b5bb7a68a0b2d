import { describe, expect, it } from "vitest";
import {
  canBeOriginal,
  canTransition,
  CLOSED_STATUSES,
  nextStatuses,
  PENDING_STATUSES,
  REPORT_STATUSES,
  statusTransitionRefused,
  type ReportStatus,
} from "./statuses";

// docs/legal-clock.md#statuses: every pair, written out here independently of the table it checks.
const ALLOWED: Record<ReportStatus, string> = {
  //          to: recibido en_gestion reabierto resuelto duplicado trasladado
  recibido: "       1        1         0         1        1         1",
  en_gestion: "     0        1         0         1        1         1",
  reabierto: "      0        1         1         1        1         1",
  resuelto: "       0        0         1         1        0         0",
  duplicado: "      0        0         1         0        1         0",
  trasladado: "     0        0         1         0        0         1",
};
const ORDER: ReportStatus[] = ["recibido", "en_gestion", "reabierto", "resuelto", "duplicado", "trasladado"];

describe("the status transitions", () => {
  const pairs = ORDER.flatMap((from) =>
    ORDER.map((to, index) => [from, to, ALLOWED[from].trim().split(/\s+/)[index] === "1"] as const),
  );

  it.each(pairs)("%s → %s allowed: %s", (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
    expect(nextStatuses(from).includes(to)).toBe(allowed);
  });

  it("offers the current status first (a note without a change), and never recibido again", () => {
    for (const from of ORDER) {
      expect(nextStatuses(from)[0]).toBe(from);
      if (from !== "recibido") expect(nextStatuses(from)).not.toContain("recibido");
    }
  });

  it("says in Spanish which statuses a refused one could have been", () => {
    expect(statusTransitionRefused("resuelto", "en_gestion")).toBe(
      "Un reporte «Resuelto» no puede pasar a «En gestión»; puede pasar a «Reabierto».",
    );
    expect(statusTransitionRefused("en_gestion", "recibido")).toBe(
      "Un reporte «En gestión» no puede pasar a «Recibido»; puede pasar a «Resuelto», «Duplicado» o «Trasladado».",
    );
  });
});

describe("the status groups", () => {
  it("put every status in exactly one of pendientes, resueltos and cerrados", () => {
    expect(PENDING_STATUSES).toEqual(["recibido", "en_gestion", "reabierto"]);
    expect(CLOSED_STATUSES).toEqual(["duplicado", "trasladado"]);
    const grouped = [...PENDING_STATUSES, "resuelto", ...CLOSED_STATUSES].sort();
    expect(grouped).toEqual(REPORT_STATUSES.map(({ value }) => value).sort());
  });

  it("lets only open or resolved reports be an original", () => {
    expect(ORDER.filter(canBeOriginal)).toEqual(["recibido", "en_gestion", "reabierto", "resuelto"]);
  });
});
