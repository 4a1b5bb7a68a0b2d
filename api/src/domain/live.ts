/**
 * Live updates' budgets (docs/live-updates.md#limits): which one refused a subscription, as
 * `extensions.limit` of a SUBSCRIPTION_LIMIT_EXCEEDED error, and what the person reads.
 */
export type LiveLimitKind = "ids" | "subscriptions" | "socket" | "address" | "instance";

export const LIVE_LIMIT_CODE = "SUBSCRIPTION_LIMIT_EXCEEDED";

export const LIVE_LIMIT_MESSAGES: Readonly<Record<LiveLimitKind, (maximum: number) => string>> = {
  ids: (maximum) => `Una suscripción puede seguir como máximo ${maximum} reportes.`,
  subscriptions: (maximum) =>
    `Demasiadas suscripciones abiertas en esta conexión: el máximo es ${maximum}. Cierra alguna e inténtalo de nuevo.`,
  socket: (maximum) =>
    `Esta conexión ya sigue demasiados reportes en vivo (máximo ${maximum}). Cierra alguna suscripción e inténtalo de nuevo.`,
  address: (maximum) =>
    `Tu red ya sigue demasiados reportes en vivo (máximo ${maximum}). Cierra otras pestañas e inténtalo de nuevo.`,
  instance: () =>
    "El servidor atiende demasiadas actualizaciones en vivo en este momento. Inténtalo de nuevo en unos minutos.",
};
