import { PERFORMANCE_MESSAGES } from "@domain";

const daysFormatter = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });
const percentFormatter = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });

export interface DaysFigure {
  median?: number | null;
  p90?: number | null;
  tooFewReports: boolean;
}

export interface RateFigure {
  percentage?: number | null;
  tooFewReports: boolean;
}

/** "7,5", or "menos de 10 reportes" for a figure the API leaves out (docs/transparency.md). */
export function daysText(value: number | null | undefined, tooFew: boolean): string {
  if (tooFew || value == null) return PERFORMANCE_MESSAGES.tooFewReports;
  return daysFormatter.format(value);
}

export function percentText(figure: RateFigure): string {
  if (figure.tooFewReports || figure.percentage == null) return PERFORMANCE_MESSAGES.tooFewReports;
  return `${percentFormatter.format(figure.percentage)} %`;
}
