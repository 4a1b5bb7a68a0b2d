/**
 * Partners' signed webhooks (docs/webhooks.md): what a dependencia's partner system is sent when its
 * reports change, and what it may send back.
 */

/** The events sent out, as their `type` names them in the payload. */
export const WEBHOOK_EVENT_TYPES = [
  "report.routed",
  "report.status_changed",
  "report.public_update",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What a partner may send back (docs/webhooks.md#inbound). */
export const WEBHOOK_INBOUND_TYPES = ["report.status_change", "report.public_update"] as const;
export type WebhookInboundType = (typeof WEBHOOK_INBOUND_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "retrying", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUS_LABELS: Readonly<Record<WebhookDeliveryStatus, string>> = {
  pending: "En cola",
  retrying: "Reintentando",
  delivered: "Entregado",
  failed: "Fallido",
};

export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType, string>> = {
  "report.routed": "Reporte asignado a la dependencia",
  "report.status_changed": "Cambio de estado",
  "report.public_update": "Actualización pública",
};

/** The headers of both directions (docs/webhooks.md#signing). */
export const WEBHOOK_HEADERS = {
  id: "X-Reporta-Id",
  timestamp: "X-Reporta-Timestamp",
  signature: "X-Reporta-Signature",
  /** Inbound only: which dependencia's secret signed the request. */
  dependencia: "X-Reporta-Dependencia",
} as const;

export const WEBHOOK_LIMITS = {
  urlMaxLength: 2048,
  /** A receiver that has not answered by then counts as failed (the attempt is retried). */
  timeoutMs: 10_000,
  /**
   * graphile-worker waits exp(min(10, n)) seconds after the n-th failed attempt: the 13th attempt comes
   * about 22 hours after the first, the 14th would come after 28 (docs/webhooks.md#retries).
   */
  maxAttempts: 13,
  /** An inbound request signed longer ago than this (or this far in the future) is refused. */
  maxSkewSeconds: 5 * 60,
  /** Inbound body limit, as Open311's. */
  inboundMaxBytes: 100 * 1024,
  /** Delivery log page size. */
  deliveriesListMax: 100,
  eventIdMaxLength: 100,
  /** Characters of the response or error kept on the delivery. */
  lastErrorMaxLength: 500,
} as const;

export const WEBHOOK_MESSAGES = {
  urlRequired: "Escribe la URL del webhook.",
  urlTooLong: `La URL puede tener hasta ${WEBHOOK_LIMITS.urlMaxLength} caracteres.`,
  urlInvalid: "La URL del webhook no es válida.",
  urlNotHttps:
    "La URL debe empezar por https://. Solo se admite http:// para equipos de la red local (localhost o direcciones privadas).",
  urlCredentials: "La URL no puede llevar usuario ni contraseña: el webhook se firma con el secreto.",
  notConfigured: "Esta dependencia no tiene webhook configurado.",
  deliveryNotFound: "Entrega no encontrada.",
  dependenciaNotFound: "Dependencia no encontrada.",
  // Inbound refusals (401): one message per cause, so the partner can fix its side.
  inboundUnknown: "Falta X-Reporta-Dependencia o esa dependencia no recibe webhooks.",
  inboundHeadersMissing: "Faltan las cabeceras X-Reporta-Id, X-Reporta-Timestamp o X-Reporta-Signature.",
  inboundBadSignature: "La firma no es válida.",
  inboundStale: "La marca de tiempo tiene más de 5 minutos de diferencia con el servidor.",
  inboundReplay: "Este evento ya se recibió (X-Reporta-Id repetido).",
  inboundBodyInvalid: "El cuerpo debe ser JSON con type y report_id.",
  inboundTypeInvalid: `type debe ser ${WEBHOOK_INBOUND_TYPES.join(" o ")}.`,
  inboundReportNotFound: "El reporte no existe o no está asignado a tu dependencia.",
} as const;

/** How the partner's account is named as the actor of what it sends (history, audit log). */
export const webhookActorName = (dependenciaName: string) => `Webhook: ${dependenciaName}`;

const PRIVATE_IPV4 = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./];

/** Loopback or a private network: reachable without crossing the internet (docs/webhooks.md#the-url). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host === "::1") return true;
  if (/^f[cd][0-9a-f]{2}:/.test(host)) return true;
  return PRIVATE_IPV4.some((pattern) => pattern.test(host));
}

/** The URL's problem, as a Spanish message, or null when it is acceptable. */
export function webhookUrlProblem(value: string): string | null {
  if (value.length === 0) return WEBHOOK_MESSAGES.urlRequired;
  if (value.length > WEBHOOK_LIMITS.urlMaxLength) return WEBHOOK_MESSAGES.urlTooLong;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.username !== "" || url.password !== "") return WEBHOOK_MESSAGES.urlCredentials;
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && isLocalHost(url.hostname)) return null;
  if (url.protocol === "http:") return WEBHOOK_MESSAGES.urlNotHttps;
  return WEBHOOK_MESSAGES.urlInvalid;
}
