import { LIMITS } from "./limits";

/**
 * Statistics vocabulary shared by the API and the web (docs/statistics.md). Days are calendar days in
 * Bogotá: a report filed at 23:30 on the 3rd, Bogotá time, counts on the 3rd everywhere.
 */
export const STATISTICS_TIME_ZONE = "America/Bogota";

export const STATISTICS_PERIODS = [
  { value: "week", label: "Semana", days: LIMITS.statisticsPeriodDays.week },
  { value: "month", label: "Mes", days: LIMITS.statisticsPeriodDays.month },
  { value: "year", label: "Año", days: LIMITS.statisticsPeriodDays.year },
  { value: "all", label: "Todo", days: null },
] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number]["value"];
export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = "week";

export const TIME_GRANULARITIES = [
  { value: "day", label: "Día" },
  { value: "week", label: "Semana" },
  { value: "month", label: "Mes" },
] as const;
export type TimeGranularity = (typeof TIME_GRANULARITIES)[number]["value"];

export const STATISTICS_LIMITS = {
  /** Longest date range a filter may name (ten years). */
  maxRangeDays: 3660,
  /** Longest time series one request may ask for. */
  maxSeriesPoints: 800,
  earliestDate: "2000-01-01",
} as const;

/**
 * The heat map counts reports per square of `cellMicroDegrees` (≈ 220 m at Barranquilla's latitude)
 * and leaves out squares with fewer than `minimumCount` reports (docs/statistics.md#heat-map).
 */
export const HEAT_MAP = { cellMicroDegrees: 2000, minimumCount: 3 } as const;

/** Open data places each report at the centre of its square of this size (≈ 110 m). */
export const OPEN_DATA_GRID_MICRO_DEGREES = 1000;

export const STATISTICS_MESSAGES = {
  periodInvalid: "Elige un periodo válido: week (7 días), month (30 días), year (365 días) o all (todo).",
  dateInvalid: "Escribe la fecha como AAAA-MM-DD, por ejemplo 2026-01-31.",
  dateOutOfRange: "Las fechas deben estar entre el 2000-01-01 y un año después de hoy.",
  rangeInverted: "La fecha inicial (from) no puede ser posterior a la final (to).",
  rangeTooLong: `El rango de fechas no puede superar ${STATISTICS_LIMITS.maxRangeDays} días.`,
  periodWithRange: "Usa un periodo o un rango de fechas (from, to), no ambos.",
  neighborhoodInvalid: "Barrio desconocido: usa su identificador, por ejemplo villa-carolina.",
  categoryInvalid: "Categoría desconocida: usa su identificador, por ejemplo vias.",
  severityInvalid: "La gravedad va de 1 (Leve) a 5 (Crítico).",
  granularityInvalid: "Elige una granularidad válida: day, week o month.",
  tooManyPoints: `La serie tendría más de ${STATISTICS_LIMITS.maxSeriesPoints} puntos: usa semanas o meses, o un rango más corto.`,
  loadFailed: "No se pudieron cargar las estadísticas. Recarga la página para intentarlo de nuevo.",
  openDataDownloadsBusy: (maximum: number) =>
    `Ya hay ${maximum} descargas de datos abiertos en curso desde tu red: espera a que termine alguna e inténtalo de nuevo.`,
  openDataUnavailable:
    "Los archivos de datos abiertos no están disponibles en este momento. Inténtalo de nuevo en unos minutos.",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const bogotaDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: STATISTICS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Bogotá calendar day of an instant, "YYYY-MM-DD". */
export function bogotaDate(instant: Date): string {
  return bogotaDateFormat.format(instant);
}

/** A calendar day `days` after `date` (both "YYYY-MM-DD"; negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The last `period` days ending `today`, today included; `from` is null for all time. */
export function periodRange(period: StatisticsPeriod, today: string): { from: string | null; to: string } {
  const days = STATISTICS_PERIODS.find((entry) => entry.value === period)?.days ?? null;
  return { from: days === null ? null : addDays(today, -(days - 1)), to: today };
}
