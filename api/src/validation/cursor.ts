import { MESSAGES, UUID_SOURCE } from "../domain";
import { badUserInput } from "../errors/app-error";

/**
 * Keyset cursors: opaque to clients (base64url JSON of the last row's sort key), and read back only
 * through `decodeCursor`, which checks every value against what PostgreSQL will accept for its column.
 * A cursor comes from whoever sends it, so a value PostgreSQL would refuse (month 13, a +99 hours
 * offset, a smallint past its range, an id that is no uuid) is the caller's bad input, never a query
 * error (docs/report-search.md#orders-and-pages).
 */

/** What one position of a cursor holds. */
export type CursorPart =
  /** A fixed text, such as the name of the order the cursor belongs to. */
  | { literal: string }
  /** PostgreSQL's text form of a timestamptz (`created_at::text`), or ISO 8601 with an offset. */
  | "timestamptz"
  /** Exactly what `Date#toISOString` writes (UTC, milliseconds), so that `new Date` reads it back. */
  | "instant"
  | "uuid"
  | "smallint"
  | "int";

type PartValue<P extends CursorPart> = P extends "smallint" | "int" ? number : string;
export type CursorValues<P extends readonly CursorPart[]> = { -readonly [K in keyof P]: PartValue<P[K]> };

export function encodeCursor(values: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

/**
 * The values of `cursor`, one per part, or BAD_USER_INPUT on `field` with the one Spanish message for
 * every cursor a list did not hand out.
 */
export function decodeCursor<const P extends readonly CursorPart[]>(
  cursor: string,
  parts: P,
  field: string,
): CursorValues<P> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor(field);
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== parts.length ||
    !parts.every((part, index) => fits(part, decoded[index]))
  ) {
    throw invalidCursor(field);
  }
  return decoded as CursorValues<P>;
}

export function invalidCursor(field: string) {
  return badUserInput({ [field]: MESSAGES.cursorInvalid });
}

const UUID = new RegExp(`^${UUID_SOURCE}$`, "i");
const TIMESTAMPTZ =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|([+-])(\d{2})(?::?(\d{2}))?)$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** PostgreSQL refuses time zone offsets of 16 hours or more. */
const MAX_OFFSET_HOURS = 15;

function fits(part: CursorPart, value: unknown): boolean {
  if (typeof part === "object") return value === part.literal;
  switch (part) {
    case "uuid":
      return typeof value === "string" && UUID.test(value);
    case "smallint":
      return Number.isInteger(value) && Math.abs(value as number) < 2 ** 15;
    case "int":
      return Number.isInteger(value) && Math.abs(value as number) < 2 ** 31;
    case "instant":
      return typeof value === "string" && INSTANT.test(value) && isTimestamptz(value);
    case "timestamptz":
      return typeof value === "string" && isTimestamptz(value);
  }
}

/** A real instant of the calendar years 1–9999, with an offset PostgreSQL accepts. */
function isTimestamptz(value: string): boolean {
  const match = TIMESTAMPTZ.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetHours = Number(match[8] ?? 0);
  const offsetMinutes = Number(match[9] ?? 0);
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= MAX_OFFSET_HOURS &&
    offsetMinutes <= 59
  );
}

function daysInMonth(year: number, month: number): number {
  // The proleptic Gregorian calendar, as PostgreSQL counts.
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}
