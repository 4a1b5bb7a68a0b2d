import { PERFORMANCE_CSV_DICTIONARY } from "../../domain";
import type { Performance, PerformanceFigures } from "./performance.service";

export const PERFORMANCE_CSV_COLUMNS = PERFORMANCE_CSV_DICTIONARY.map((column) => column.field);

type CsvRow = Record<string, string | number | null>;

/**
 * The performance as the open-data file's rows (docs/transparency.md#open-data): the total, then each
 * category and neighbourhood; a figure left out below the minimum is an empty cell.
 */
export function performanceCsvRows(performance: Performance): CsvRow[] {
  const { from, to } = performance.range;
  const row = (group: string, id: string | null, name: string, cell: PerformanceFigures): CsvRow => {
    const values: Array<string | number | null> = [
      group,
      id,
      name,
      from,
      to,
      cell.reports,
      cell.pending,
      cell.answerDays.reports,
      cell.answerDays.median,
      cell.answerDays.p90,
      cell.resolutionDays.reports,
      cell.resolutionDays.median,
      cell.resolutionDays.p90,
      cell.answeredInTerm.reports,
      cell.answeredInTerm.count,
      cell.answeredInTerm.percentage,
      cell.reopened.count,
      cell.reopened.percentage,
      ...cell.backlog.map((bucket) => bucket.count),
      cell.confirmedByResidents.reports,
      cell.confirmedByResidents.count,
      cell.confirmedByResidents.percentage,
    ];
    return Object.fromEntries(
      PERFORMANCE_CSV_COLUMNS.map((column, index) => [column, values[index] ?? null]),
    );
  };
  return [
    row("total", null, "Todos", performance.overall),
    ...performance.byCategory.map((cell) => row("categoria", cell.categoryId, cell.categoryName, cell)),
    ...performance.byNeighborhood.map((cell) => row("barrio", cell.neighborhood, cell.label, cell)),
  ];
}
