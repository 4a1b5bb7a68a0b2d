import { Extensions, Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import {
  BACKLOG_AGE_BUCKETS,
  LIMITS,
  NEIGHBORHOODS,
  PERFORMANCE_MINIMUM_REPORTS,
  type StatisticsPeriod,
} from "../../domain";
import type * as model from "./performance.service";
import { StatisticsPeriodEnum, StatisticsRange } from "./statistics.types";

// Analysts read these descriptions in the IDE's documentation: they are in Spanish (docs/transparency.md).

@InputType({
  description:
    "Qué reportes medir: los creados en un periodo o rango de fechas (no ambos; sin ninguno, los últimos 7 días), de las categorías y barrios dados (listas vacías o ausentes no filtran). Las mismas reglas que statistics.",
})
export class PerformanceFilterInput {
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
}

const tooFew = `true si la cifra se calcularía sobre menos de ${PERFORMANCE_MINIMUM_REPORTS} reportes: entonces es null.`;

@ObjectType({
  description: "Días hábiles (Bogotá, sin fines de semana ni festivos) sobre `reports` reportes.",
})
export class DaysFigure implements model.DaysFigure {
  @Field(() => Int, { description: "Reportes sobre los que se calcula." })
  reports!: number;

  @Field(() => Float, { nullable: true, description: "Mediana de días hábiles." })
  median!: number | null;

  @Field(() => Float, { nullable: true, description: "Percentil 90 de días hábiles." })
  p90!: number | null;

  @Field(() => Boolean, { description: tooFew })
  tooFewReports!: boolean;
}

@ObjectType({ description: "Cuántos de `reports` reportes cumplen algo, y su porcentaje." })
export class RateFigure implements model.RateFigure {
  @Field(() => Int, { description: "Reportes sobre los que se calcula." })
  reports!: number;

  @Field(() => Int, { nullable: true, description: "Los que cumplen." })
  count!: number | null;

  @Field(() => Float, { nullable: true, description: "count ÷ reports en porcentaje, con un decimal." })
  percentage!: number | null;

  @Field(() => Boolean, { description: tooFew })
  tooFewReports!: boolean;
}

@ObjectType({
  description: "Reportes pendientes de una edad, en días hábiles desde el día de creación hasta hoy.",
})
export class BacklogBucket implements model.BacklogBucket {
  @Field(() => String, { description: "0-5, 6-10, 11-15 o 16+." })
  key!: model.BacklogBucket["key"];

  @Field(() => String)
  label!: string;

  @Field(() => Int)
  minDays!: number;

  @Field(() => Int, { nullable: true, description: "Null: sin límite." })
  maxDays!: number | null;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: "Las cifras de desempeño de un conjunto de reportes creados en el rango." })
export class PerformanceFigures implements model.PerformanceFigures {
  @Field(() => Int, { description: "Reportes creados en el rango." })
  reports!: number;

  @Field(() => Int, {
    description: "De ellos, los pendientes hoy (recibidos, en gestión o reabiertos): igual que statistics.",
  })
  pending!: number;

  @Field(() => DaysFigure, {
    description: "Días hábiles de la creación a la primera actualización pública marcada «Respuesta».",
  })
  answerDays!: DaysFigure;

  @Field(() => DaysFigure, { description: "Días hábiles de la creación a la primera resolución." })
  resolutionDays!: DaysFigure;

  @Field(() => RateFigure, {
    description:
      "Respondidos dentro del término legal (la respuesta llegó antes del vencimiento, prórroga incluida), sobre los respondidos o con el término ya vencido.",
  })
  answeredInTerm!: RateFigure;

  @Field(() => RateFigure, {
    description: "Reabiertos después de resolverse, sobre los resueltos alguna vez.",
  })
  reopened!: RateFigure;

  @Field(() => RateFigure, {
    description:
      "«¿Quedó resuelto?»: de los reportes sobre cuya última resolución preguntada algún vecino respondió «Sí» o «No», los que recibieron un «Sí» y siguen resueltos.",
  })
  confirmedByResidents!: RateFigure;

  @Field(() => [BacklogBucket], {
    description: "Los pendientes por edad en días hábiles; suman pending.",
  })
  @Extensions({ listSize: BACKLOG_AGE_BUCKETS.length })
  backlog!: BacklogBucket[];
}

@ObjectType({ description: "El desempeño de una categoría." })
export class CategoryPerformance extends PerformanceFigures implements model.CategoryPerformance {
  @Field(() => ID)
  categoryId!: string;

  @Field(() => String)
  categoryName!: string;
}

@ObjectType({ description: "El desempeño de un barrio." })
export class NeighborhoodPerformance extends PerformanceFigures implements model.NeighborhoodPerformance {
  @Field(() => String, { description: "Identificador del barrio, p. ej. villa-carolina." })
  neighborhood!: string;

  @Field(() => String)
  label!: string;
}

@ObjectType({ description: "Desempeño público (transparencia) de los reportes creados en el rango." })
export class Performance {
  @Field(() => StatisticsRange)
  range!: StatisticsRange;

  @Field(() => Int, { description: "Por debajo de este número de reportes, una cifra es null." })
  minimumReports!: number;

  @Field(() => PerformanceFigures, { description: "Todos los reportes del filtro." })
  overall!: PerformanceFigures;

  @Field(() => [CategoryPerformance], { description: "Todas las categorías, de más a menos reportes." })
  @Extensions({ listSize: LIMITS.categoryCount })
  byCategory!: CategoryPerformance[];

  @Field(() => [NeighborhoodPerformance], { description: "Los 21 barrios, de más a menos reportes." })
  @Extensions({ listSize: NEIGHBORHOODS.length })
  byNeighborhood!: NeighborhoodPerformance[];
}
