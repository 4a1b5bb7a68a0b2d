/**
 * Dates as residents read them (docs/decisions.md#dates): relative Spanish text such as "hace 3 días",
 * counted in Barranquilla's time zone whatever the device's zone is, so that "ayer" means yesterday
 * in Colombia.
 */
export const APP_TIME_ZONE = "America/Bogota";
const LOCALE = "es-CO";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
// Under this many calendar days the count stays in days ("hace 29 días"), then months.
const DAYS_BEFORE_MONTHS = 30;

// "always" everywhere except yesterday: "auto" would say "anteayer" and "el mes pasado", which is
// ambiguous for something 35 days old.
const numericFormat = new Intl.RelativeTimeFormat(LOCALE, { numeric: "always" });
const autoFormat = new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" });

const calendarParts = new Intl.DateTimeFormat("en-US", {
  timeZone: APP_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

const absoluteFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: APP_TIME_ZONE,
});

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function calendarDateInBogota(date: Date): CalendarDate {
  const parts = calendarParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

function dayNumber({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * "hace un momento", "hace 5 minutos", "hace 3 horas" (same day), "ayer", "hace 4 días",
 * "hace 2 meses", "hace 1 año". Days, months and years are calendar ones in America/Bogota; a date
 * slightly in the future (a device clock running behind the server) reads as "hace un momento".
 */
export function formatRelativeDate(value: Date | string, now: Date = new Date()): string {
  const date = toDate(value);
  const elapsed = now.getTime() - date.getTime();
  if (Number.isNaN(elapsed)) return "";
  if (elapsed < MINUTE_MS) return "hace un momento";
  if (elapsed < HOUR_MS) return numericFormat.format(-Math.floor(elapsed / MINUTE_MS), "minute");

  const then = calendarDateInBogota(date);
  const today = calendarDateInBogota(now);
  const days = dayNumber(today) - dayNumber(then);
  if (days <= 0) return numericFormat.format(-Math.floor(elapsed / HOUR_MS), "hour");
  if (days === 1) return autoFormat.format(-1, "day");
  if (days < DAYS_BEFORE_MONTHS) return numericFormat.format(-days, "day");

  const monthsApart = (today.year - then.year) * 12 + (today.month - then.month);
  const months = Math.max(1, today.day < then.day ? monthsApart - 1 : monthsApart);
  if (months < 12) return numericFormat.format(-months, "month");
  return numericFormat.format(-Math.floor(months / 12), "year");
}

/** The exact moment, for a tooltip or a `<time>` title: "22 de noviembre de 2026 a las 3:45 p. m.". */
export function formatAbsoluteDate(value: Date | string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "" : absoluteFormat.format(date);
}

const calendarDayFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: "long", timeZone: "UTC" });

/**
 * A calendar day as the API writes it (`YYYY-MM-DD`, a day in Bogotá with no time) as a reader writes
 * it: "3 de noviembre de 2026"; anything else as it came.
 */
export function formatCalendarDay(day: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : new Date(NaN);
  return Number.isNaN(date.getTime()) ? day : calendarDayFormat.format(date);
}
