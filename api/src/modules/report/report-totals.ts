import { CLOSED_STATUSES, PENDING_STATUSES, RESOLVED_STATUS, type ReportStatus } from "../../domain";
import type { ReportTotals } from "./report.types";

/**
 * Counts per status, and the three groups they add up to (docs/legal-clock.md#statuses): total =
 * pendientes + resueltos + cerrados.
 */
export function totalsByStatus(count: (status: ReportStatus) => number): ReportTotals {
  const sum = (statuses: readonly ReportStatus[]) =>
    statuses.reduce((total, status) => total + count(status), 0);
  const pending = sum(PENDING_STATUSES);
  const resolved = count(RESOLVED_STATUS);
  const closed = sum(CLOSED_STATUSES);
  return {
    total: pending + resolved + closed,
    pending,
    closed,
    recibido: count("recibido"),
    enGestion: count("en_gestion"),
    reabierto: count("reabierto"),
    resuelto: resolved,
    duplicado: count("duplicado"),
    trasladado: count("trasladado"),
  };
}
