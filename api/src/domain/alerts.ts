/**
 * Area alerts (docs/alerts.md): a signed-in person names barrios and/or categories and hears of every new
 * report there, in the app at once and, when they want it, by e-mail at once or in a daily digest at
 * 7:00 in Bogotá.
 */
export const ALERT_FREQUENCIES = ["immediate", "daily"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  immediate: "Al momento",
  daily: "Resumen diario (7:00 a. m.)",
};

export const ALERT_LIMITS = {
  /** Alerts one person may keep: enough for every barrio one by one, small enough to list at once. */
  perUser: 25,
  /** The longest a one-click unsubscribe link in an e-mail keeps working (docs/alerts.md#unsubscribe). */
  unsubscribeLinkLifetimeMs: 90 * 24 * 60 * 60 * 1000,
  /** The summary of a report an alert e-mail shows: the start of its description. */
  summaryMaxLength: 140,
  /** The digest lists at most this many reports, then says how many more there are. */
  digestMaxReports: 50,
  /** 7:00 in Bogotá (UTC−5 all year, no daylight saving) as the job queue's cron reads it, in UTC. */
  digestCron: "0 12 * * *",
} as const;

export const ALERT_MESSAGES = {
  areaRequired: "Elige al menos un barrio o una categoría.",
  neighborhoodUnknown: "Uno de los barrios elegidos no existe. Elige barrios de la lista.",
  categoryUnknown:
    "Una de las categorías elegidas no existe o ya no está activa. Elige categorías de la lista.",
  frequencyInvalid: "Elige cuándo avisarte: al momento o en un resumen diario.",
  emailInvalid: "Indica si quieres recibir la alerta por correo.",
  tooMany: `Puedes tener máximo ${ALERT_LIMITS.perUser} alertas. Elimina una para crear otra.`,
  notFound: "Alerta no encontrada",
  created: "Alerta creada",
  updated: "Alerta guardada",
  deleted: "Alerta eliminada",
  saveFailed: "No se pudo guardar la alerta. Revisa los datos e inténtalo de nuevo.",
  deleteFailed: "No se pudo eliminar la alerta.",
  unsubscribeTitle: "Dejar de recibir correos de alertas",
  unsubscribeInvalid:
    "Este enlace para dejar de recibir correos no es válido: puede estar incompleto o haber sido modificado. Copia el enlace completo del correo, o entra a Reporta Riomar y cambia tus alertas en «Alertas».",
  unsubscribeExpired:
    "Este enlace para dejar de recibir correos venció. Usa el enlace de un correo más reciente, o entra a Reporta Riomar y cambia tus alertas en «Alertas».",
  unsubscribeAlertQuestion: "¿Quieres dejar de recibir por correo esta alerta?",
  unsubscribeAllQuestion: "¿Quieres dejar de recibir por correo todas tus alertas de área?",
  unsubscribeButton: "Sí, dejar de recibir estos correos",
  unsubscribedAlert:
    "Listo: ya no recibirás por correo esta alerta. Seguirás viéndola en la campana de la app; puedes cambiarla o eliminarla en «Alertas».",
  unsubscribedAll:
    "Listo: ya no recibirás por correo ninguna de tus alertas de área. Seguirás viéndolas en la campana de la app; puedes cambiarlas en «Alertas».",
  unsubscribedGone: "Esta alerta ya no existe: no recibirás más correos de ella.",
} as const;

/** What an alert covers, in words: "Vías en Riomar, Altamira", "Todas las categorías en Riomar". */
export function alertAreaLabel(
  neighborhoodLabels: readonly string[],
  categoryNames: readonly string[],
): string {
  const categories = categoryNames.length > 0 ? categoryNames.join(", ") : "Todas las categorías";
  const places = neighborhoodLabels.length > 0 ? neighborhoodLabels.join(", ") : "todos los barrios";
  return `${categories} en ${places}`;
}
