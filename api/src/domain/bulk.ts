/**
 * Bulk actions on the staff's report tables (docs/staff.md#bulk-actions): the most reports one action
 * may touch, and what staff read when one is refused. Shared by the API and the web app, which says it
 * before sending.
 */
export const BULK_LIMITS = {
  maxReports: 200,
} as const;

export const BULK_MESSAGES = {
  tooMany: `Puedes actuar sobre ${BULK_LIMITS.maxReports} reportes a la vez como máximo.`,
  noneSelected: "Selecciona al menos un reporte.",
  idsInvalid: "La selección de reportes no es válida. Recarga la página e inténtalo de nuevo.",
  templateNotFound: "Esa plantilla de respuesta ya no existe. Elige otra o escribe el texto.",
  templateWrongStatus: "Esa plantilla es de otro estado. Elige una del estado que vas a poner.",
  textOrTemplate: "Escribe la actualización pública o elige una plantilla, no las dos.",
  done: (count: number) => (count === 1 ? "1 reporte actualizado" : `${count} reportes actualizados`),
  failed: "No se pudo aplicar la acción a los reportes seleccionados.",
} as const;

/** One report a bulk action could not act on: its radicado (or its id, when no report has it) and why. */
export interface BulkFailure {
  reportId: string;
  radicado: string | null;
  message: string;
}

/**
 * The one message of a refused bulk action: nothing was changed, and which reports stopped it and why
 * (the first few named, the rest counted, so that the message stays readable).
 */
export function bulkFailureMessage(failures: readonly BulkFailure[], shown = 5): string {
  const named = failures
    .slice(0, shown)
    .map((failure) => `${failure.radicado ?? failure.reportId}: ${withPeriod(failure.message)}`);
  const rest = failures.length - named.length;
  const more = rest > 0 ? ` Y ${rest} ${rest === 1 ? "reporte más" : "reportes más"}.` : "";
  const subject = failures.length === 1 ? "Un reporte no admite" : `${failures.length} reportes no admiten`;
  return `${subject} la acción, así que no se cambió ninguno. ${named.join(" ")}${more}`;
}

const withPeriod = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
