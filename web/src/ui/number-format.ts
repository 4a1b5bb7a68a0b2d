/** How the app writes numbers (Colombian Spanish: 1.234 and 2,5). */
export const countFormat = new Intl.NumberFormat("es-CO");
/** Average days, to one decimal. */
export const daysFormat = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });

/** A count and its noun, singular for one: "1 reporte", "1.234 reportes". */
export const countOf = (count: number, singular: string, plural: string) =>
  `${countFormat.format(count)} ${count === 1 ? singular : plural}`;

export const NO_AVERAGE_YET = "Aún no hay reportes resueltos";

/**
 * "Días promedio" everywhere it is shown: with no resolved report there is no average,
 * which reads "—" with the reason, never "0" (docs/decisions.md#no-fake-numbers: the mean over resolved
 * reports). `statistics` undefined (not loaded) says nothing.
 */
export function averageDaysFigure(statistics: { averageResolutionDays?: number | null } | undefined): {
  value: string | undefined;
  help: string | undefined;
} {
  if (!statistics) return { value: undefined, help: undefined };
  const days = statistics.averageResolutionDays;
  return days == null
    ? { value: "—", help: NO_AVERAGE_YET }
    : { value: daysFormat.format(days), help: undefined };
}
