import { useCallback, useMemo, useState } from "react";
import { canSelect, type SelectableReport } from "../bulk-selection";

/**
 * The rows staff selected for a bulk action (docs/staff.md#bulk-actions), kept by id across pages so
 * that a selection may grow past one page; only rows the viewer may act on are ever selected.
 */
export function useRowSelection<T extends SelectableReport>() {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());
  const toggle = useCallback((report: T, checked: boolean) => {
    if (!canSelect(report)) return;
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(report.id, report);
      else next.delete(report.id);
      return next;
    });
  }, []);
  const setPage = useCallback((reports: readonly T[], checked: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const report of reports.filter(canSelect)) {
        if (checked) next.set(report.id, report);
        else next.delete(report.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  const reports = useMemo(() => [...selected.values()], [selected]);
  return {
    reports,
    isSelected: (id: string) => selected.has(id),
    toggle,
    setPage,
    clear,
  };
}

export type RowSelection<T extends SelectableReport = SelectableReport> = ReturnType<
  typeof useRowSelection<T>
>;
