import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  STATISTICS_PERIODS,
  TIME_GRANULARITIES,
  type ReportStatus,
  type StatisticsPeriod,
  type TimeGranularity,
} from "../../domain";
import { ReportStatusEnum } from "../report/report.types";
import type * as model from "./statistics.model";
import type { StatisticsRequest } from "./statistics.service";

// Analysts read these descriptions in the IDE's documentation: they are in Spanish.

export const StatisticsPeriodEnum = Object.fromEntries(
  STATISTICS_PERIODS.map(({ value }) => [value, value]),
) as {
  [P in StatisticsPeriod]: P;
};
registerEnumType(StatisticsPeriodEnum, {
  name: "StatisticsPeriod",
  description:
    "Últimos días hasta hoy (incluido), en días de Bogotá: week = 7, month = 30, year = 365; all = todo.",
});

export const TimeGranularityEnum = Object.fromEntries(
  TIME_GRANULARITIES.map(({ value }) => [value, value]),
) as {
  [G in TimeGranularity]: G;
};
registerEnumType(TimeGranularityEnum, {
  name: "TimeGranularity",
  description: "day = día, week = semana de lunes a domingo, month = mes calendario.",
});

@InputType({
  description:
    "Qué reportes contar. Un periodo o un rango de fechas (no ambos; sin ninguno, los últimos 7 días). Las listas vacías o ausentes no filtran; varias listas se combinan con Y.",
})
export class StatisticsFilterInput {
  @Field(() => StatisticsPeriodEnum, { nullable: true })
  period?: StatisticsPeriod | null;

  @Field(() => String, { nullable: true, description: "Primer día, AAAA-MM-DD (día de Bogotá, incluido)." })
  from?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Último día, AAAA-MM-DD (incluido); por defecto, hoy.",
  })
  to?: string | null;

  @Field(() => [String], { nullable: true, description: "Identificadores de barrio, p. ej. villa-carolina." })
  neighborhoods?: string[] | null;

  @Field(() => [ID], { nullable: true, description: "Identificadores de categoría, p. ej. vias." })
  categories?: string[] | null;

  @Field(() => [ReportStatusEnum], { nullable: true, description: "Estado actual de los reportes." })
  statuses?: ReportStatus[] | null;

  @Field(() => [Int], { nullable: true, description: "Gravedad: 1 Leve … 5 Crítico." })
  severities?: number[] | null;
}

@ObjectType({ description: "Los días que abarca la consulta (días de Bogotá, ambos incluidos)." })
export class StatisticsRange {
  @Field(() => String, { nullable: true, description: "Null con el periodo all: desde el primer reporte." })
  from!: string | null;

  @Field(() => String)
  to!: string;

  @Field(() => String, { description: "Zona horaria de los días: America/Bogota." })
  timeZone!: string;
}

@ObjectType({ description: "Totales de los reportes creados en el rango." })
export class StatisticsTotals implements model.StatisticsTotals {
  @Field(() => Int, { description: "Reportes creados en el rango." })
  total!: number;

  @Field(() => Int, { description: "De ellos, los que hoy están resueltos." })
  resolved!: number;

  @Field(() => Int, { description: "De ellos, los pendientes: hoy recibidos, en gestión o reabiertos." })
  pending!: number;

  @Field(() => Int, {
    description:
      "De ellos, los cerrados sin resolver: hoy duplicados o trasladados. total = resolved + pending + closed.",
  })
  closed!: number;

  @Field(() => Int, {
    description: "Reportes creados en los últimos 7 días hasta hoy, sea cual sea el rango.",
  })
  thisWeek!: number;

  @Field(() => Int, {
    nullable: true,
    description: "resolved ÷ total en porcentaje redondeado; null sin reportes.",
  })
  resolutionRate!: number | null;
}

@ObjectType({ description: "Días desde la creación hasta la primera resolución." })
export class ResponseTimeStatistics implements model.ResponseTime {
  @Field(() => Int, { description: "Reportes resueltos por primera vez en el rango." })
  resolvedInPeriod!: number;

  @Field(() => Float, { nullable: true, description: "Promedio de días de esos reportes; null si no hay." })
  averageDays!: number | null;

  /** Resolved by its own field resolver, only when asked for. */
  request!: StatisticsRequest;
}

/** What every breakdown entry has: its reports filed in the range and their share of the total. */
@ObjectType()
abstract class Share {
  @Field(() => Int, { description: "Reportes creados en el rango." })
  count!: number;

  @Field(() => Float, { description: "Porcentaje del total, con un decimal; la lista completa suma 100." })
  percentage!: number;
}

@ObjectType({ description: "Reportes de una categoría." })
export class CategoryStatistics extends Share implements model.CategoryBreakdown {
  @Field(() => ID)
  categoryId!: string;

  @Field(() => String)
  categoryName!: string;

  @Field(() => String, { description: "Nombre del ícono (Lucide)." })
  icon!: string;

  @Field(() => Int, { description: "Reportes de la categoría resueltos por primera vez en el rango." })
  resolvedInPeriod!: number;

  @Field(() => Float, {
    nullable: true,
    description: "Promedio de días hasta la primera resolución de esos.",
  })
  averageResponseDays!: number | null;
}

@ObjectType({ description: "La categoría con más reportes de un barrio." })
export class MainCategory {
  @Field(() => ID)
  categoryId!: string;

  @Field(() => String)
  categoryName!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: "Reportes de un barrio." })
export class NeighborhoodStatistics extends Share implements model.NeighborhoodBreakdown {
  @Field(() => String, { description: "Identificador del barrio, p. ej. villa-carolina." })
  neighborhood!: string;

  @Field(() => String, { description: "Nombre del barrio." })
  label!: string;

  @Field(() => MainCategory, {
    nullable: true,
    description: "Null si el barrio no tiene reportes en el rango.",
  })
  mainCategory!: MainCategory | null;
}

@ObjectType({ description: "Reportes por estado actual." })
export class StatusStatistics extends Share implements model.StatusBreakdown {
  @Field(() => ReportStatusEnum)
  status!: ReportStatus;

  @Field(() => String)
  label!: string;
}

@ObjectType({ description: "Reportes por gravedad." })
export class SeverityStatistics extends Share implements model.SeverityBreakdown {
  @Field(() => Int)
  severity!: number;

  @Field(() => String)
  label!: string;
}

@ObjectType({ description: "Un punto de la serie de tiempo." })
export class TimeSeriesPoint implements model.TimeSeriesPoint {
  @Field(() => String, { description: "Primer día del punto (recortado al rango)." })
  start!: string;

  @Field(() => String, { description: "Último día del punto (recortado al rango)." })
  end!: string;

  @Field(() => Int, { description: "Reportes creados en esos días." })
  filed!: number;

  @Field(() => Int, { description: "Reportes resueltos por primera vez en esos días." })
  resolved!: number;
}

@ObjectType({ description: "Un cuadro de la cuadrícula del mapa de calor." })
export class HeatMapCell implements model.HeatMapCell {
  @Field(() => Float)
  south!: number;

  @Field(() => Float)
  west!: number;

  @Field(() => Float)
  north!: number;

  @Field(() => Float)
  east!: number;

  @Field(() => Int)
  count!: number;
}

@ObjectType({
  description:
    "Densidad de reportes por cuadros (nunca puntos individuales). Los cuadros con menos de minimumCount reportes se omiten y solo se cuentan en suppressedReports.",
})
export class HeatMapStatistics implements model.HeatMap {
  @Field(() => Float, { description: "Lado de cada cuadro, en grados." })
  cellSizeDegrees!: number;

  @Field(() => Int)
  minimumCount!: number;

  @Field(() => [HeatMapCell], { description: "Cuadros con al menos minimumCount reportes, de más a menos." })
  cells!: HeatMapCell[];

  @Field(() => Int, { description: "Reportes en cuadros omitidos." })
  suppressedReports!: number;

  @Field(() => Int, { description: "Reportes sin ubicación en el mapa." })
  withoutLocation!: number;
}

@ObjectType({
  description:
    "Estadísticas públicas de los reportes que cumplen el filtro. Pide solo los campos que necesitas: cada uno se calcula cuando se pide.",
})
export class Statistics {
  @Field(() => StatisticsRange)
  range!: StatisticsRange;

  /** Not a field: what the field resolvers compute from. */
  request!: StatisticsRequest;
}
