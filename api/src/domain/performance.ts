/**
 * Public performance (docs/transparency.md): the vocabulary the API and the /transparencia screen share.
 */

/** A figure computed over fewer reports than this is not published: "menos de 10 reportes". */
export const PERFORMANCE_MINIMUM_REPORTS = 10;

/**
 * The open backlog by age, in días hábiles from the day of filing to today (docs/transparency.md#open-backlog):
 * within the legal term (0–5, 6–10, 11–15) and past it (more than 15). `max` null is unbounded.
 */
export const BACKLOG_AGE_BUCKETS = [
  { key: "0-5", label: "0 a 5 días hábiles", min: 0, max: 5 },
  { key: "6-10", label: "6 a 10 días hábiles", min: 6, max: 10 },
  { key: "11-15", label: "11 a 15 días hábiles", min: 11, max: 15 },
  { key: "16+", label: "más de 15 días hábiles", min: 16, max: null },
] as const;

export type BacklogAgeBucketKey = (typeof BACKLOG_AGE_BUCKETS)[number]["key"];

export const PERFORMANCE_MESSAGES = {
  tooFewReports: `menos de ${PERFORMANCE_MINIMUM_REPORTS} reportes`,
  // A headline card's big figure, where "menos de 10 reportes" read like a median counted in reports.
  noFigure: "Sin cifra",
  noFigureWhy: `Hay menos de ${PERFORMANCE_MINIMUM_REPORTS} reportes para calcularla: tan pocos no dan una cifra fiable.`,
  loadFailed:
    "No se pudieron cargar las cifras de transparencia. Recarga la página para intentarlo de nuevo.",
} as const;

/**
 * The open-data file of the performance figures (`/api/open-data/performance.csv`), column by column: one
 * row for all the reports, one per category and one per neighbourhood; aggregates only, never a report.
 * An empty cell is a figure over fewer than 10 reports.
 */
export const PERFORMANCE_CSV_DICTIONARY = [
  {
    field: "grupo",
    type: "texto",
    description: "total (todos los reportes del filtro), categoria o barrio.",
  },
  {
    field: "id",
    type: "texto",
    description: "Identificador de la categoría o del barrio; vacío en el total.",
  },
  {
    field: "nombre",
    type: "texto",
    description: "Nombre de la categoría o del barrio; «Todos» en el total.",
  },
  {
    field: "desde",
    type: "fecha AAAA-MM-DD",
    description: "Primer día de creación medido (hora de Bogotá); vacío: desde el primer reporte.",
  },
  { field: "hasta", type: "fecha AAAA-MM-DD", description: "Último día de creación medido (incluido)." },
  { field: "reportes", type: "entero", description: "Reportes creados en esos días." },
  {
    field: "pendientes",
    type: "entero",
    description: "De ellos, los que hoy están recibidos, en gestión o reabiertos.",
  },
  {
    field: "respondidos",
    type: "entero",
    description: "De ellos, los que recibieron alguna vez una actualización pública marcada «Respuesta».",
  },
  {
    field: "dias_habiles_respuesta_mediana",
    type: "decimal",
    description:
      "Mediana de días hábiles de la creación a la primera respuesta; vacío con menos de 10 respondidos.",
  },
  { field: "dias_habiles_respuesta_p90", type: "decimal", description: "Percentil 90 de lo mismo." },
  { field: "resueltos", type: "entero", description: "Reportes resueltos alguna vez." },
  {
    field: "dias_habiles_resolucion_mediana",
    type: "decimal",
    description:
      "Mediana de días hábiles de la creación a la primera resolución; vacío con menos de 10 resueltos.",
  },
  { field: "dias_habiles_resolucion_p90", type: "decimal", description: "Percentil 90 de lo mismo." },
  {
    field: "con_termino_cumplido_o_vencido",
    type: "entero",
    description: "Reportes ya respondidos o cuyo término (15 días hábiles, o el prorrogado) ya venció.",
  },
  {
    field: "respondidos_en_termino",
    type: "entero",
    description: "De ellos, los respondidos antes del vencimiento; vacío con menos de 10.",
  },
  {
    field: "porcentaje_respondidos_en_termino",
    type: "decimal",
    description: "respondidos_en_termino ÷ con_termino_cumplido_o_vencido, en porcentaje con un decimal.",
  },
  {
    field: "reabiertos",
    type: "entero",
    description: "Resueltos que luego se reabrieron; vacío con menos de 10 resueltos.",
  },
  {
    field: "porcentaje_reabiertos",
    type: "decimal",
    description: "reabiertos ÷ resueltos, en porcentaje con un decimal.",
  },
  ...BACKLOG_AGE_BUCKETS.map((bucket) => ({
    field: `pendientes_${bucket.key.replace("-", "_").replace("+", "_o_mas")}`,
    type: "entero",
    description: `Pendientes con ${bucket.label} desde el día de creación hasta hoy.`,
  })),
  {
    field: "con_respuesta_de_vecinos",
    type: "entero",
    description:
      "Reportes resueltos sobre cuya última resolución preguntada el reportante o un seguidor respondió «Sí» o «No» a «¿Quedó resuelto?».",
  },
  {
    field: "confirmados_por_vecinos",
    type: "entero",
    description:
      "De ellos, los que recibieron al menos un «Sí» y siguen resueltos (no se reabrieron); vacío con menos de 10.",
  },
  {
    field: "porcentaje_confirmados_por_vecinos",
    type: "decimal",
    description: "confirmados_por_vecinos ÷ con_respuesta_de_vecinos, en porcentaje con un decimal.",
  },
] as const;
