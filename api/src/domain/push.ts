/**
 * Web Push (docs/push.md): a signed-in person's browsers subscribe to hear, even with the app closed, of
 * status changes of their reports and of the reports they follow, and of new reports their area alerts
 * cover.
 */

export const PUSH_LIMITS = {
  /** Browsers (subscriptions) one person keeps; a new one beyond it drops their oldest (docs/push.md#subscribing). */
  perUser: 10,
  endpointMaxLength: 2048,
  /** What the person's device is called on their list (its browser's user agent), cut to this length. */
  userAgentMaxLength: 200,
  /** How long a push service keeps a message for a device that is off (the `TTL` header), in seconds. */
  ttlSeconds: 24 * 60 * 60,
  /** A push service that has not answered by then counts as failed (the attempt is retried). */
  timeoutMs: 10_000,
  /**
   * graphile-worker waits exp(min(10, n)) seconds after the n-th failed attempt: the 10th attempt comes
   * about 10 hours after the first, well within the message's day of life (docs/push.md#retries).
   */
  maxAttempts: 10,
  /** The encrypted body stays far below the 4 KB push services accept. */
  payloadMaxBytes: 2048,
} as const;

/** What a push tells, by who hears it (docs/push.md#what-is-sent). */
export const PUSH_KINDS = ["status", "followedStatus", "areaAlert"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_MESSAGES = {
  endpointInvalid: "La dirección del servicio de notificaciones no es válida.",
  endpointNotHttps: "La dirección del servicio de notificaciones debe empezar por https://.",
  keysInvalid: "Las claves de la suscripción no son válidas.",
  notFound: "Suscripción no encontrada.",
} as const;

/** The notification's title and text, in Spanish: the public view only (docs/push.md#what-is-sent). */
export function pushText(input: {
  kind: PushKind;
  radicado: string;
  categoryName: string;
  neighborhood: string;
  statusLabel: string;
}): { title: string; body: string } {
  const place = `${input.categoryName}, ${input.neighborhood}`;
  switch (input.kind) {
    case "status":
      return {
        title: "Tu reporte cambió de estado",
        body: `${input.radicado} (${place}) ahora está: ${input.statusLabel}.`,
      };
    case "followedStatus":
      return {
        title: "Un reporte que sigues cambió de estado",
        body: `${input.radicado} (${place}) ahora está: ${input.statusLabel}.`,
      };
    case "areaAlert":
      return {
        title: "Nuevo reporte en tus alertas",
        body: `${input.radicado}: ${place}.`,
      };
  }
}
