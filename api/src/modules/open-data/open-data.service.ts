import { IsolationLevel } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { createHmac } from "node:crypto";
import {
  CLOSED_STATUSES,
  neighborhoodLabel,
  OPEN_DATA_GRID_MICRO_DEGREES,
  PENDING_STATUSES,
  REPORT_STATUSES,
  reportStatusLabel,
  severityLabel,
  STATEMENT_TIMEOUTS_MS,
  type ReportStatus,
} from "../../domain";

/**
 * One report as published (docs/statistics.md#open-data): what was reported, where to ~100 m, and
 * when to the day. Never the author, the description, the address or the photos: free text and
 * pictures can identify people.
 */
export interface OpenDataRow {
  id: string;
  categoria_id: string;
  categoria: string;
  barrio_id: string;
  barrio: string;
  gravedad: number;
  gravedad_nombre: string;
  estado: ReportStatus;
  estado_nombre: string;
  fecha_creacion: string;
  fecha_primera_resolucion: string | null;
  dias_hasta_primera_resolucion: number | null;
  latitud: number | null;
  longitud: number | null;
}

export const OPEN_DATA_LICENSE = {
  name: "Creative Commons Atribución 4.0 Internacional (CC BY 4.0)",
  url: "https://creativecommons.org/licenses/by/4.0/deed.es",
  line: "Datos abiertos de Reporta Riomar (Alcaldía Local de Riomar, Barranquilla). Licencia CC BY 4.0: puedes copiarlos, transformarlos y publicarlos citando la fuente.",
} as const;

/** The data dictionary, column by column, in the files' order. */
export const OPEN_DATA_DICTIONARY: ReadonlyArray<{
  field: keyof OpenDataRow;
  type: string;
  description: string;
}> = [
  {
    field: "id",
    type: "texto",
    description: "Identificador estable del reporte en estos archivos (no es el de la aplicación).",
  },
  { field: "categoria_id", type: "texto", description: "Identificador de la categoría, p. ej. vias." },
  { field: "categoria", type: "texto", description: "Nombre de la categoría." },
  { field: "barrio_id", type: "texto", description: "Identificador del barrio, p. ej. villa-carolina." },
  { field: "barrio", type: "texto", description: "Nombre del barrio." },
  { field: "gravedad", type: "entero", description: "1 a 5, según quien reportó." },
  { field: "gravedad_nombre", type: "texto", description: "Leve, Moderado, Importante, Grave o Crítico." },
  {
    field: "estado",
    type: "texto",
    description: `Estado actual: ${listInSpanish(REPORT_STATUSES.map(({ value }) => value))}. Pendientes: ${listInSpanish(PENDING_STATUSES)}; cerrados sin resolver: ${listInSpanish(CLOSED_STATUSES)}.`,
  },
  {
    field: "estado_nombre",
    type: "texto",
    description: `${listInSpanish(REPORT_STATUSES.map(({ label }) => label))}.`,
  },
  { field: "fecha_creacion", type: "fecha AAAA-MM-DD", description: "Día de creación (hora de Bogotá)." },
  {
    field: "fecha_primera_resolucion",
    type: "fecha AAAA-MM-DD",
    description: "Día en que se marcó resuelto por primera vez; vacío si nunca lo fue.",
  },
  {
    field: "dias_hasta_primera_resolucion",
    type: "entero",
    description:
      "Días de calendario (hora de Bogotá) del día de creación al de la primera resolución: 0 si se resolvió el mismo día; vacío si nunca se resolvió.",
  },
  {
    field: "latitud",
    type: "decimal",
    description:
      "Centro del cuadro de ~110 m (0,001°) donde está el reporte; vacío si no se marcó en el mapa.",
  },
  { field: "longitud", type: "decimal", description: "Ídem, longitud." },
];

interface ReportFactsRow {
  id: string;
  category_id: string;
  category_name: string;
  neighborhood: string;
  severity: number;
  status: ReportStatus;
  created_day: string;
  resolved_day: string | null;
  resolution_days: number | null;
  grid_lat: number | null;
  grid_lng: number | null;
}

const BATCH = 5000;

/**
 * Every report, oldest first, handed to `write` in batches from a cursor (one consistent snapshot,
 * never the whole table in memory); `write` may wait, e.g. for the response to drain. `idKey` keys the
 * opaque ids, so that they are stable across downloads and cannot be matched with the app's ids.
 */
export async function exportOpenData(
  em: EntityManager,
  idKey: string,
  write: (rows: OpenDataRow[]) => Promise<void>,
): Promise<void> {
  const grid = OPEN_DATA_GRID_MICRO_DEGREES;
  const opaque = (id: string) =>
    createHmac("sha256", idKey).update(`open-data:${id}`).digest("hex").slice(0, 20);
  await em.transactional(
    async (tx) => {
      // The open-data files' own, longer statement limit (docs/graphql.md#expensive-reads).
      await tx.execute(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUTS_MS.openData}`);
      await tx.execute(
        `DECLARE open_data NO SCROLL CURSOR FOR
       SELECT r.id, r.category_id, c.name AS category_name, r.neighborhood, r.severity, r.status,
              statistics_day(r.created_at)::text AS created_day,
              statistics_day(r.first_resolved_at)::text AS resolved_day,
              statistics_day(r.first_resolved_at) - statistics_day(r.created_at) AS resolution_days,
              floor(round(r.latitude * 1000000)::numeric / ${grid})::int AS grid_lat,
              floor(round(r.longitude * 1000000)::numeric / ${grid})::int AS grid_lng
         FROM report r JOIN category c ON c.id = r.category_id
        ORDER BY r.created_at, r.id`,
      );
      for (;;) {
        const rows = await tx.execute<ReportFactsRow[]>(`FETCH ${BATCH} FROM open_data`);
        if (rows.length === 0) break;
        await write(
          rows.map((row) => ({
            id: opaque(row.id),
            categoria_id: row.category_id,
            categoria: row.category_name,
            barrio_id: row.neighborhood,
            barrio: neighborhoodLabel(row.neighborhood) ?? row.neighborhood,
            gravedad: row.severity,
            gravedad_nombre: severityLabel(row.severity) ?? String(row.severity),
            estado: row.status,
            estado_nombre: reportStatusLabel(row.status) ?? row.status,
            fecha_creacion: row.created_day,
            fecha_primera_resolucion: row.resolved_day,
            // Whole days, from the two published days: a time of day would say more than "to the day".
            dias_hasta_primera_resolucion: row.resolution_days,
            latitud: row.grid_lat === null ? null : gridCentre(row.grid_lat, grid),
            longitud: row.grid_lng === null ? null : gridCentre(row.grid_lng, grid),
          })),
        );
        if (rows.length < BATCH) break;
      }
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}

/** The centre of grid square `index`, rounded to the grid's own precision. */
function gridCentre(index: number, microDegrees: number): number {
  return Math.round(index * microDegrees + microDegrees / 2) / 1_000_000;
}

/** "a, b o c". */
function listInSpanish(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} o ${items.at(-1)}`;
}
