import { getHolidaysForYear } from "colombian-holidays";

/**
 * Días hábiles in Bogotá (docs/legal-clock.md#business-days): Monday to Friday, except Colombia's public
 * holidays — the fixed ones, those Ley 51 de 1983 moves to the next Monday, and those that follow Easter —
 * as the `colombian-holidays` library computes them for any year.
 */

/** A calendar day in Bogotá, "YYYY-MM-DD". */
export type CivilDate = string;

/** Bogotá is UTC−5 all year (Colombia has had no daylight saving time since 1993). */
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const holidaysByYear = new Map<number, Map<CivilDate, string>>();

function holidaysIn(year: number): Map<CivilDate, string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Map(getHolidaysForYear(year).map((holiday) => [holiday.celebrationDate, holiday.name.es]));
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** The public holidays observed in `year`, by the day they are observed, in order. */
export function colombianHolidays(year: number): Array<{ date: CivilDate; name: string }> {
  return [...holidaysIn(year)]
    .map(([date, name]) => ({ date, name }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The Bogotá calendar day of an instant. */
export function bogotaDate(instant: Date): CivilDate {
  return new Date(instant.getTime() + BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last millisecond of a Bogotá calendar day, as an instant. */
export function endOfBogotaDay(date: CivilDate): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - BOGOTA_OFFSET_MS + DAY_MS - 1);
}

function nextDay(date: CivilDate): CivilDate {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
}

export function isBusinessDay(date: CivilDate): boolean {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysIn(Number(date.slice(0, 4))).has(date);
}

/**
 * The day on which a term of `days` días hábiles ends for something received at `instant`: the count
 * starts on the business day after the day of receipt (a petition received on a Saturday or a holiday,
 * or late on a Friday, starts counting on the next business day), and the term runs to the end of its
 * last day.
 */
export function addBusinessDays(instant: Date, days: number): CivilDate {
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError(`a term is a whole number of days ≥ 1: ${days}`);
  let date = bogotaDate(instant);
  let counted = 0;
  while (counted < days) {
    date = nextDay(date);
    if (isBusinessDay(date)) counted += 1;
  }
  return date;
}

/**
 * Días hábiles from `from` to `to`: the business days after `from`'s Bogotá day up to and including
 * `to`'s. Negative when `to` is before `from` (so "due in N days" and "overdue by N days" are one count).
 */
export function businessDaysBetween(from: Date, to: Date): number {
  const start = bogotaDate(from);
  const end = bogotaDate(to);
  if (start === end) return 0;
  const [first, last, sign] = start < end ? [start, end, 1] : [end, start, -1];
  let count = 0;
  for (let date = nextDay(first); date <= last; date = nextDay(date)) {
    if (isBusinessDay(date)) count += 1;
  }
  return sign * count;
}
