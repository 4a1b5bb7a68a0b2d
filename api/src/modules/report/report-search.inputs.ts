import { z } from "zod";
import {
  MAX_SEVERITY,
  MIN_SEVERITY,
  CLOSED_FILTER,
  PENDING_FILTER,
  REPORT_SEARCH_LIMITS,
  REPORT_SORTS,
  REPORT_STATUSES,
  type ReportSort,
} from "../../domain";
import { typedText } from "../../validation/text";

/** Messages of the search API only (values the web's filter bar never sends). */
export const SEARCH_MESSAGES = {
  statusInvalid: "El estado no es válido.",
  severityInvalid: "La gravedad debe ser un número de 1 a 5.",
  dateInvalid: "La fecha no es válida: usa el formato AAAA-MM-DD.",
  dateRangeInvalid: "La fecha inicial no puede ser posterior a la final.",
  sortInvalid: "El orden no es válido.",
  limitInvalid: `El tamaño de página debe ser un número de 1 a ${REPORT_SEARCH_LIMITS.maxPageSize}.`,
  textTooLong: `La búsqueda no puede superar los ${REPORT_SEARCH_LIMITS.textMaxLength} caracteres.`,
  beforeAndAfter: "Pide la página siguiente o la anterior, no ambas.",
} as const;

/** Query strings and empty form fields: "" and null mean "not given". */
const blankAsMissing = (value: unknown) => (value === "" || value === null ? undefined : value);
/** Query strings carry numbers and booleans as text. */
const numberFromText = (value: unknown) =>
  typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
const booleanFromText = (value: unknown) => (value === "true" ? true : value === "false" ? false : value);

const STATUS_FILTERS = [...REPORT_STATUSES.map(({ value }) => value), PENDING_FILTER, CLOSED_FILTER] as const;
const SORT_VALUES = REPORT_SORTS.map(({ value }) => value) as [ReportSort, ...ReportSort[]];

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsMissing, schema.optional());

const isoDate = optional(
  z
    .string({ error: SEARCH_MESSAGES.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: SEARCH_MESSAGES.dateInvalid })
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      // Year 0 exists for JavaScript but not for PostgreSQL, which would fail the query.
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= "0001";
    }, SEARCH_MESSAGES.dateInvalid),
);

const filterFields = {
  status: optional(z.enum(STATUS_FILTERS, { error: SEARCH_MESSAGES.statusInvalid })),
  // Checked by the service: categories are data, barrios are the domain's.
  categoryId: optional(z.string().max(40)),
  neighborhood: optional(z.string().max(100)),
  severity: z.preprocess(
    (value) => numberFromText(blankAsMissing(value)),
    z
      .number({ error: SEARCH_MESSAGES.severityInvalid })
      .int({ error: SEARCH_MESSAGES.severityInvalid })
      .min(MIN_SEVERITY, { error: SEARCH_MESSAGES.severityInvalid })
      .max(MAX_SEVERITY, { error: SEARCH_MESSAGES.severityInvalid })
      .optional(),
  ),
  /** Calendar days in America/Bogota, both included. */
  createdFrom: isoDate,
  createdTo: isoDate,
  /** Today and the six days before it, in America/Bogota. */
  thisWeek: z.preprocess((value) => booleanFromText(blankAsMissing(value)), z.boolean().optional()),
  /** Words looked for in the address and the description, ignoring case and accents. */
  text: optional(typedText(REPORT_SEARCH_LIMITS.textMaxLength, SEARCH_MESSAGES.textTooLong)),
};

const pageFields = {
  sort: z.preprocess(
    blankAsMissing,
    z.enum(SORT_VALUES, { error: SEARCH_MESSAGES.sortInvalid }).default("newest"),
  ),
  limit: z.preprocess(
    (value) => numberFromText(blankAsMissing(value)),
    z
      .number({ error: SEARCH_MESSAGES.limitInvalid })
      .int({ error: SEARCH_MESSAGES.limitInvalid })
      .min(1, { error: SEARCH_MESSAGES.limitInvalid })
      .max(REPORT_SEARCH_LIMITS.maxPageSize, { error: SEARCH_MESSAGES.limitInvalid })
      .default(REPORT_SEARCH_LIMITS.defaultPageSize),
  ),
  /** Opaque cursors from a previous page: the reports after `after`, or before `before`. */
  after: optional(z.string().max(500)),
  before: optional(z.string().max(500)),
};

/**
 * A list that is only read forward, newest first (Mis reportes): its page size and the previous
 * page's cursor, as the search reads them.
 */
export const forwardPageFields = { limit: pageFields.limit, after: pageFields.after };

type Checked = { createdFrom?: string; createdTo?: string; after?: string; before?: string };
const checks = <S extends z.ZodType<Checked>>(schema: S) =>
  schema
    .refine((input) => !input.createdFrom || !input.createdTo || input.createdFrom <= input.createdTo, {
      path: ["createdTo"],
      error: SEARCH_MESSAGES.dateRangeInvalid,
    })
    .refine((input) => !(input.after && input.before), {
      path: ["before"],
      error: SEARCH_MESSAGES.beforeAndAfter,
    });

/**
 * One page of the report tables (GraphQL searchReports, GET /api/reports/all and its relatives, the CSV
 * export): every filter optional, all of them combined with AND.
 */
export const reportSearchInput = checks(z.object({ ...filterFields, ...pageFields }));
export type ReportSearchInput = z.output<typeof reportSearchInput>;

/**
 * The public view's search (community pages, anyone): by category, barrio and status only, newest or
 * most supported first. Other filters are not part of it and are ignored.
 */
export const publicReportSearchInput = checks(
  z.object({
    status: filterFields.status,
    categoryId: filterFields.categoryId,
    neighborhood: filterFields.neighborhood,
    ...pageFields,
    sort: z.preprocess(
      blankAsMissing,
      z.enum(["newest", "most_supported"], { error: SEARCH_MESSAGES.sortInvalid }).default("newest"),
    ),
  }),
);
export type PublicReportSearchInput = z.output<typeof publicReportSearchInput>;

/**
 * Mi bandeja (docs/staff.md#mi-bandeja): the open reports of the viewer's dependencias, the ones due
 * first; by category, barrio, severity and words, and only those assigned to the viewer when asked.
 */
export const inboxInput = z.object({
  categoryId: filterFields.categoryId,
  neighborhood: filterFields.neighborhood,
  severity: filterFields.severity,
  text: filterFields.text,
  assignedToMe: filterFields.thisWeek,
  limit: pageFields.limit,
  after: pageFields.after,
});
