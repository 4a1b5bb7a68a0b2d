import { STATISTICS_TIME_ZONE } from "@domain";

const dayFormatter = new Intl.DateTimeFormat("es-CO", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const monthFormatter = new Intl.DateTimeFormat("es-CO", { month: "short", year: "numeric", timeZone: "UTC" });

/** A Bogotá calendar day ("2026-03-04") as people read it: "4 mar 2026". */
export function dayFormat(day: string): string {
  return dayFormatter.format(new Date(`${day}T00:00:00Z`));
}

/** A calendar month from its first day: "mar 2026". */
export function monthFormat(day: string): string {
  return monthFormatter.format(new Date(`${day}T00:00:00Z`));
}

export const TIME_ZONE_NOTE = `Días en hora de Bogotá (${STATISTICS_TIME_ZONE}).`;

const axisDay = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "short", timeZone: "UTC" });
const axisMonth = new Intl.DateTimeFormat("es-CO", { month: "short", year: "2-digit", timeZone: "UTC" });

/** Short labels for a chart's axis: "17 nov", "nov 26". */
export function axisDayFormat(day: string): string {
  return axisDay
    .format(new Date(`${day}T00:00:00Z`))
    .replace(/\.$/, "")
    .replace(" de ", " ");
}

export function axisMonthFormat(day: string): string {
  return axisMonth.format(new Date(`${day}T00:00:00Z`)).replace(" de ", " ");
}
