import type { EntityManager } from "@mikro-orm/postgresql";
import {
  isNeighborhoodSlug,
  isSeverity,
  LOCALITY_BOUNDS,
  NEIGHBORHOODS,
  OPEN311_ATTRIBUTES,
  OPEN311_LIMITS,
  OPEN311_MESSAGES,
  OPEN311_STATUS_OF,
  OPEN311_STATUSES,
  reportStatusesOf,
  SEVERITY_LEVELS,
  UUID_PATTERN,
  type Open311Status,
} from "../../domain";
import { AppError, notFound } from "../../errors/app-error";
import { listCategories } from "../category/category.service";
import { presentPublicReports } from "../community/public-report.presenter";
import { REPORT_COLUMNS, recordFromRow, type ReportRow } from "../report/report.record";
import { createPartnerReport } from "../report/report.service";
import { authenticateApiKey, noteApiKeyUsed } from "./api-key.service";
import { textArray } from "../report/report.related";

/** A refusal in the standard's terms: its HTTP status and a Spanish description (docs/open311.md#errors). */
export const open311Error = (status: number, description: string) =>
  new AppError(description, status === 404 ? "NOT_FOUND" : "BAD_USER_INPUT", status);

export interface Open311Service {
  service_code: string;
  service_name: string;
  description: string;
  metadata: boolean;
  type: "realtime";
  keywords: string;
  group: string;
}

export interface Open311AttributeValue {
  key: string;
  name: string;
}

export interface Open311Attribute {
  variable: boolean;
  code: string;
  datatype: "singlevaluelist";
  required: boolean;
  datatype_description: string | null;
  order: number;
  description: string;
  values: Open311AttributeValue[];
}

export interface Open311ServiceDefinition {
  service_code: string;
  attributes: Open311Attribute[];
}

/** One report as an Open311 service request, in the field order of the standard's examples. */
export interface Open311Request {
  service_request_id: string;
  status: Open311Status;
  status_notes: string | null;
  service_name: string;
  service_code: string;
  description: string | null;
  agency_responsible: string | null;
  service_notice: string;
  requested_datetime: string;
  updated_datetime: string;
  expected_datetime: string | null;
  address: string | null;
  address_id: null;
  zipcode: null;
  lat: number | null;
  long: number | null;
  /** Relative to the app (`/api/photos/…`): the door makes it absolute. */
  media_url: string | null;
}

/** Every category is one service; all of them belong to the locality's one group. */
export const OPEN311_GROUP = "Alcaldía Local de Riomar";

/** The categories a report may be filed under now, as Open311 services (docs/open311.md#services). */
export async function listOpen311Services(em: EntityManager): Promise<Open311Service[]> {
  return (await listCategories(em)).map((category) => ({
    service_code: category.id,
    service_name: category.name,
    description: category.description,
    // Each service has attributes (barrio, gravedad): clients read them in its definition.
    metadata: true,
    // A request gets its id at once (no token to trade later).
    type: "realtime",
    keywords: "",
    group: OPEN311_GROUP,
  }));
}

/** The attributes a report needs beside its category: the same for every service. */
export function open311Attributes(): Open311Attribute[] {
  return [
    {
      variable: true,
      code: OPEN311_ATTRIBUTES.neighborhood,
      datatype: "singlevaluelist",
      required: true,
      datatype_description: null,
      order: 1,
      description: "Barrio de Riomar donde está el problema.",
      values: NEIGHBORHOODS.map(({ slug, label }) => ({ key: slug, name: label })),
    },
    {
      variable: true,
      code: OPEN311_ATTRIBUTES.severity,
      datatype: "singlevaluelist",
      required: true,
      datatype_description: null,
      order: 2,
      description: "Gravedad del problema, de 1 (leve) a 5 (crítico).",
      values: SEVERITY_LEVELS.map(({ value, label }) => ({ key: String(value), name: label })),
    },
  ];
}

export async function getOpen311ServiceDefinition(
  em: EntityManager,
  code: string,
): Promise<Open311ServiceDefinition> {
  const services = await listCategories(em);
  if (!services.some((category) => category.id === code))
    throw notFound(OPEN311_MESSAGES.serviceUnknown(code));
  return { service_code: code, attributes: open311Attributes() };
}

export interface Open311Search {
  service_request_id?: unknown;
  service_code?: unknown;
  start_date?: unknown;
  end_date?: unknown;
  status?: unknown;
}

/** A W3C date-time (a day, or a time with its zone), as the standard's dates are written. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

function parseDate(field: string, value: unknown): Date | undefined {
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string" || !W3C_DATE.test(value)) {
    throw open311Error(400, OPEN311_MESSAGES.dateInvalid(field));
  }
  // A bare day is that day's start in Bogotá, where the locality is (no daylight saving).
  const date = new Date(value.length === 10 ? `${value}T00:00:00-05:00` : value);
  if (Number.isNaN(date.getTime())) throw open311Error(400, OPEN311_MESSAGES.dateInvalid(field));
  return date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface SearchPlan {
  ids?: string[];
  categoryId?: string;
  from?: Date;
  to?: Date;
  statuses?: string[];
}

/** The search as the standard defines it (docs/open311.md#requests), or a 400 in its terms. */
async function planSearch(em: EntityManager, query: Open311Search, now: Date): Promise<SearchPlan> {
  // A parameter given twice (`status=open&status=closed`) counts as its values separated by commas.
  const single = (value: unknown): string | undefined =>
    typeof value === "string"
      ? value
      : Array.isArray(value)
        ? value.filter((entry) => typeof entry === "string").join(",")
        : undefined;
  const ids = single(query.service_request_id);
  if (ids !== undefined && ids !== "") {
    const list = ids
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id !== "");
    if (list.length > OPEN311_LIMITS.idsPerQuery)
      throw open311Error(400, OPEN311_MESSAGES.tooManyIds(OPEN311_LIMITS.idsPerQuery));
    const wrong = list.find((id) => !UUID_PATTERN.test(id));
    if (wrong !== undefined) throw open311Error(400, OPEN311_MESSAGES.requestIdInvalid(wrong));
    // The standard: a list of ids overrides every other parameter.
    return { ids: [...new Set(list.map((id) => id.toLowerCase()))] };
  }
  const plan: SearchPlan = {};
  const code = single(query.service_code);
  if (code !== undefined && code !== "") {
    const categories = await em.execute<Array<{ id: string }>>("SELECT id FROM category WHERE id = ?", [
      code,
    ]);
    if (categories.length === 0) throw open311Error(400, OPEN311_MESSAGES.serviceUnknown(code));
    plan.categoryId = code;
  }
  const window = OPEN311_LIMITS.windowDays * DAY_MS;
  const start = parseDate("start_date", single(query.start_date));
  const end = parseDate("end_date", single(query.end_date));
  plan.to = end ?? (start ? new Date(start.getTime() + window) : now);
  plan.from = start ?? new Date(plan.to.getTime() - window);
  if (plan.from > plan.to) throw open311Error(400, OPEN311_MESSAGES.dateOrder);
  if (plan.to.getTime() - plan.from.getTime() > window)
    throw open311Error(400, OPEN311_MESSAGES.windowTooWide(OPEN311_LIMITS.windowDays));
  const status = single(query.status);
  if (status !== undefined && status !== "") {
    const asked = status.split(",").map((value) => value.trim());
    if (asked.some((value) => !(OPEN311_STATUSES as readonly string[]).includes(value)))
      throw open311Error(400, OPEN311_MESSAGES.statusInvalid);
    plan.statuses = [...new Set(asked as Open311Status[])].flatMap(reportStatusesOf);
  }
  return plan;
}

/**
 * GET requests (docs/open311.md#requests): the reports filed in the window, newest first, at most
 * OPEN311_LIMITS.requestsPerAnswer, each in the public view.
 */
export async function searchOpen311Requests(
  em: EntityManager,
  query: Open311Search,
  now = new Date(),
): Promise<Open311Request[]> {
  const plan = await planSearch(em, query, now);
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (plan.ids) {
    conditions.push("r.id = ANY(?::uuid[])");
    params.push(textArray(plan.ids));
  } else {
    conditions.push("r.created_at >= ?", "r.created_at <= ?");
    params.push(plan.from!, plan.to!);
    if (plan.categoryId) {
      conditions.push("r.category_id = ?");
      params.push(plan.categoryId);
    }
    if (plan.statuses) {
      conditions.push("r.status = ANY(?::text[])");
      params.push(textArray(plan.statuses));
    }
  }
  const rows = await em.execute<ReportRow[]>(
    `SELECT ${REPORT_COLUMNS} FROM report r WHERE ${conditions.join(" AND ")}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${OPEN311_LIMITS.requestsPerAnswer}`,
    params,
  );
  return presentOpen311Requests(em, rows);
}

/** GET requests/{id}: one report, or 404 in the standard's terms. */
export async function getOpen311Request(em: EntityManager, id: string): Promise<Open311Request> {
  const rows = UUID_PATTERN.test(id)
    ? await em.execute<ReportRow[]>(`SELECT ${REPORT_COLUMNS} FROM report r WHERE r.id = ?`, [id])
    : [];
  const [request] = await presentOpen311Requests(em, rows);
  if (!request) throw notFound(OPEN311_MESSAGES.requestNotFound(id));
  return request;
}

/** Bogotá has no daylight saving: its offset is always -05:00. */
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** "2026-03-05T10:30:00-05:00": W3C, in the locality's time, as the standard's examples write it. */
export function w3cDateTime(date: Date): string {
  return `${new Date(date.getTime() + BOGOTA_OFFSET_MS).toISOString().slice(0, 19)}-05:00`;
}

/**
 * The reports through the community pages' presenter (public-report.presenter.ts), so that Open311
 * publishes exactly what they publish (docs/community.md#the-public-view): the public point, public
 * updates only, processed photos, texts as they show them.
 */
async function presentOpen311Requests(em: EntityManager, rows: ReportRow[]): Promise<Open311Request[]> {
  if (rows.length === 0) return [];
  const views = await presentPublicReports(
    em,
    undefined,
    rows.map((row) => recordFromRow(row, undefined, "public")),
  );
  const dependencias = await em.execute<Array<{ id: string; name: string }>>(
    "SELECT id, name FROM dependencia WHERE id = ANY(?::uuid[])",
    [textArray([...new Set(rows.map((row) => row.dependencia_id))])],
  );
  const agency = new Map(dependencias.map(({ id, name }) => [id, name]));
  return views.map((view, index) => {
    const row = rows[index]!;
    const latest = view.updates.at(-1);
    return {
      service_request_id: view.id,
      status: OPEN311_STATUS_OF[view.status],
      status_notes: latest ? latest.body : null,
      service_name: view.category.name,
      service_code: view.categoryId,
      description: view.description,
      agency_responsible: agency.get(row.dependencia_id) ?? null,
      service_notice: `Radicado ${view.radicado}`,
      requested_datetime: w3cDateTime(view.createdAt),
      updated_datetime: w3cDateTime(view.updatedAt),
      expected_datetime: view.dueAt ? w3cDateTime(view.dueAt) : null,
      address: view.address,
      address_id: null,
      zipcode: null,
      lat: view.location?.lat ?? null,
      long: view.location?.lng ?? null,
      media_url: view.photos[0]?.url ?? null,
    };
  });
}

/** The answer to a filing, as the standard writes it. */
export interface Open311Filed {
  service_request_id: string;
  service_notice: string;
  account_id: null;
}

type Body = Record<string, unknown>;

/** A form field as text: forms send strings; JSON may send numbers. */
function field(body: Body, name: string): string | undefined {
  const value = body[name];
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** `attribute[code]=value` (a form) or `attribute: { code: value }` (JSON), as one map. */
function attributesOf(body: Body): Map<string, string> {
  const attributes = new Map<string, string>();
  const nested = body.attribute;
  if (nested && typeof nested === "object" && !Array.isArray(nested)) {
    for (const [code, value] of Object.entries(nested as Body)) {
      if (typeof value === "string" || typeof value === "number") attributes.set(code, String(value));
    }
  }
  for (const [name, value] of Object.entries(body)) {
    const match = /^attribute\[(.+)\]$/.exec(name);
    if (match && (typeof value === "string" || typeof value === "number"))
      attributes.set(match[1]!, String(value));
  }
  return attributes;
}

const inLocality = (lat: number, lng: number) =>
  lat >= LOCALITY_BOUNDS.south &&
  lat <= LOCALITY_BOUNDS.north &&
  lng >= LOCALITY_BOUNDS.west &&
  lng <= LOCALITY_BOUNDS.east;

const CONTACT_FIELDS = [
  ["email", "email", 254],
  ["first_name", "firstName", 100],
  ["last_name", "lastName", 100],
  ["phone", "phone", 40],
] as const;

/**
 * POST requests (docs/open311.md#filing): the key first (403), then the request in the standard's terms
 * (400), then the report through the residents' filing (report.service.ts), which validates it like the
 * new-report form and spends the key's budget once it is valid.
 */
export async function fileOpen311Request(
  em: EntityManager,
  body: Body,
  keyBudget: (keyId: string) => () => Promise<void>,
): Promise<Open311Filed> {
  const partner = await authenticateApiKey(em, field(body, "api_key"));
  const code = field(body, "service_code");
  const services = await listCategories(em);
  if (!code || !services.some((category) => category.id === code))
    throw open311Error(400, OPEN311_MESSAGES.serviceUnknown(code ?? ""));

  const attributes = attributesOf(body);
  const known: string[] = Object.values(OPEN311_ATTRIBUTES);
  for (const name of attributes.keys()) {
    if (!known.includes(name)) throw open311Error(400, OPEN311_MESSAGES.attributeUnknown(name));
  }
  const neighborhood = attributes.get(OPEN311_ATTRIBUTES.neighborhood);
  if (!neighborhood)
    throw open311Error(400, OPEN311_MESSAGES.attributeRequired(OPEN311_ATTRIBUTES.neighborhood));
  if (!isNeighborhoodSlug(neighborhood))
    throw open311Error(
      400,
      OPEN311_MESSAGES.attributeValueUnknown(OPEN311_ATTRIBUTES.neighborhood, neighborhood),
    );
  const severityText = attributes.get(OPEN311_ATTRIBUTES.severity);
  if (!severityText) throw open311Error(400, OPEN311_MESSAGES.attributeRequired(OPEN311_ATTRIBUTES.severity));
  const severity = Number(severityText);
  if (!/^\d$/.test(severityText) || !isSeverity(severity))
    throw open311Error(
      400,
      OPEN311_MESSAGES.attributeValueUnknown(OPEN311_ATTRIBUTES.severity, severityText),
    );

  const latText = field(body, "lat");
  const longText = field(body, "long");
  const address = field(body, "address_string");
  let location: { lat: number; lng: number } | null = null;
  if (latText !== undefined || longText !== undefined) {
    const lat = Number(latText);
    const lng = Number(longText);
    if (latText === undefined || longText === undefined || !Number.isFinite(lat) || !Number.isFinite(lng))
      throw open311Error(400, OPEN311_MESSAGES.locationInvalid);
    if (!inLocality(lat, lng)) throw open311Error(400, OPEN311_MESSAGES.locationOutside);
    location = { lat, lng };
  } else if (!address) {
    throw open311Error(400, OPEN311_MESSAGES.locationMissing);
  }

  const contact: Record<string, string> = {};
  for (const [name, key, maxLength] of CONTACT_FIELDS) {
    const value = field(body, name);
    if (value === undefined) continue;
    if (value.length > maxLength || (name === "email" && !/^[^\s@]+@[^\s@]+$/.test(value)))
      throw open311Error(400, OPEN311_MESSAGES.contactInvalid(name));
    contact[key] = value;
  }

  let filed: { id: string; radicado: string };
  try {
    filed = await createPartnerReport(
      em,
      {
        keyId: partner.id,
        channel: partner.channel,
        contact: Object.keys(contact).length > 0 ? contact : null,
      },
      {
        categoryId: code,
        neighborhood,
        severity,
        address: address ?? null,
        description: field(body, "description") ?? null,
        location,
        evidenceUrls: [],
        anonymous: true,
        allowContact: false,
      },
      keyBudget(partner.id),
    );
  } catch (error) {
    // The form's per-field messages (a description too long, …) as the standard's one description.
    if (error instanceof AppError && error.code === "BAD_USER_INPUT" && error.details.fields) {
      throw open311Error(400, Object.values(error.details.fields).join(" "));
    }
    throw error;
  }
  await noteApiKeyUsed(em, partner.id);
  return { service_request_id: filed.id, service_notice: `Radicado ${filed.radicado}`, account_id: null };
}
