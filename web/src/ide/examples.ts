/**
 * The IDE's saved examples (docs/statistics.md#analysts-ide), one tab each; README.md shows the same
 * queries with curl. Filters and fields are documented in the IDE's "Docs" panel.
 */
export const EXAMPLE_QUERIES = [
  {
    name: "TotalesDelPeriodo",
    query: `# Totales de un periodo: week (7 días), month (30), year (365) o all.
# Los días son días de Bogotá; el periodo termina hoy, incluido.
query TotalesDelPeriodo($periodo: StatisticsPeriod = week) {
  statistics(filter: { period: $periodo }) {
    range { from to timeZone }
    totals { total resolved pending closed thisWeek resolutionRate }
    responseTime { resolvedInPeriod averageDays medianDays }
  }
}
`,
    variables: { periodo: "week" },
  },
  {
    name: "SerieMensualDeUnBarrio",
    query: `# Reportes creados y resueltos mes a mes en un barrio, en un rango de fechas.
query SerieMensualDeUnBarrio($barrio: String!, $desde: String!, $hasta: String!) {
  statistics(filter: { neighborhoods: [$barrio], from: $desde, to: $hasta }) {
    range { from to }
    timeSeries(granularity: month) { start end filed resolved }
  }
}
`,
    variables: { barrio: "villa-carolina", desde: "2026-01-01", hasta: "2026-12-31" },
  },
  {
    name: "CategoriasDeUnBarrio",
    query: `# Las categorías de los reportes de un barrio en el último año.
query CategoriasDeUnBarrio($barrio: String!) {
  statistics(filter: { period: year, neighborhoods: [$barrio] }) {
    totals { total }
    byCategory { categoryId categoryName count percentage }
  }
}
`,
    variables: { barrio: "altamira" },
  },
  {
    name: "CategoriasMasLentas",
    query: `# Las categorías que más tardan en resolverse: promedio de días hasta la primera
# resolución de los reportes resueltos en el periodo (ordénalas por averageResponseDays).
query CategoriasMasLentas {
  statistics(filter: { period: year }) {
    responseTime { averageDays medianDays }
    byCategory { categoryName resolvedInPeriod averageResponseDays }
  }
}
`,
    variables: {},
  },
] as const;

export const EXAMPLE_TABS = EXAMPLE_QUERIES.map(({ query, variables }) => ({
  query,
  variables: JSON.stringify(variables, null, 2),
}));
