import type { ReportStatus } from "./statuses";

/**
 * Open311 GeoReport v2 (docs/open311.md): the standard knows two statuses; ours map onto them. A report
 * still waiting for the locality is open; resolved, duplicated or transferred elsewhere, it is closed.
 */
export const OPEN311_STATUSES = ["open", "closed"] as const;
export type Open311Status = (typeof OPEN311_STATUSES)[number];

export const OPEN311_STATUS_OF: Readonly<Record<ReportStatus, Open311Status>> = {
  recibido: "open",
  en_gestion: "open",
  reabierto: "open",
  resuelto: "closed",
  duplicado: "closed",
  trasladado: "closed",
};

/** Our statuses that one Open311 status stands for. */
export function reportStatusesOf(status: Open311Status): ReportStatus[] {
  return (Object.keys(OPEN311_STATUS_OF) as ReportStatus[]).filter(
    (value) => OPEN311_STATUS_OF[value] === status,
  );
}

export const OPEN311_LIMITS = {
  /** At most this many requests per answer, as the standard allows (docs/open311.md#requests). */
  requestsPerAnswer: 1_000,
  /** The default window, and the widest a search may ask for, in days. */
  windowDays: 90,
  /** Ids asked for at once in `service_request_id`. */
  idsPerQuery: 1_000,
} as const;

/** The codes of the attributes every service definition carries (docs/open311.md#services). */
export const OPEN311_ATTRIBUTES = { neighborhood: "barrio", severity: "gravedad" } as const;

/** What Open311 clients read in the errors' `description`, in Spanish like every message of the app. */
export const OPEN311_MESSAGES = {
  notFound: "Recurso no encontrado.",
  formatUnknown: "Formato no admitido: usa .json o .xml.",
  serviceUnknown: (code: string) => `El servicio «${code}» no existe.`,
  requestNotFound: (id: string) => `La solicitud «${id}» no existe.`,
  requestIdInvalid: (id: string) => `«${id}» no es un identificador de solicitud válido.`,
  tooManyIds: (maximum: number) => `Pide como máximo ${maximum} solicitudes por service_request_id.`,
  dateInvalid: (field: string) =>
    `${field} debe ser una fecha W3C, p. ej. 2026-01-31 o 2026-01-31T08:00:00-05:00.`,
  dateOrder: "start_date debe ser anterior a end_date.",
  windowTooWide: (days: number) => `El intervalo entre start_date y end_date no puede pasar de ${days} días.`,
  bodyTooLarge: "La solicitud es demasiado grande.",
  bodyInvalid: "El cuerpo de la solicitud no se pudo leer.",
  statusInvalid: "status debe ser open, closed o ambos separados por coma.",
  locationMissing: "Falta la ubicación: envía lat y long, o address_string.",
  locationInvalid: "lat y long deben ser números (grados decimales).",
  locationOutside: "El punto está fuera de la localidad Riomar.",
  attributeUnknown: (code: string) => `El servicio no tiene el atributo «${code}».`,
  attributeRequired: (code: string) => `Falta attribute[${code}].`,
  attributeValueUnknown: (code: string, value: string) => `«${value}» no es un valor de attribute[${code}].`,
  contactInvalid: (field: string) => `${field} no es válido.`,
} as const;

/** Partners' API keys (docs/open311.md#api-keys). */
export const API_KEY_LIMITS = { nameMaxLength: 80, listMax: 200 } as const;

export const API_KEY_MESSAGES = {
  nameRequired: "Escribe el nombre de la empresa o entidad.",
  nameTooLong: `El nombre puede tener hasta ${API_KEY_LIMITS.nameMaxLength} caracteres.`,
  nameTaken: "Ya hay una clave activa con ese nombre. Revócala primero o usa otro nombre.",
  notFound: "Clave de API no encontrada.",
  keyMissing: "Falta api_key: pide una clave a la Alcaldía Local de Riomar.",
  keyInvalid: "La clave de API no es válida.",
  keyRevoked: "La clave de API fue revocada.",
} as const;

/** How a partner-filed report names its channel to staff: "Open311: Empresa X". */
export const open311Channel = (keyName: string) => `Open311: ${keyName}`;
