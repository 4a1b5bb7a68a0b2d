import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  Float,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
  Extensions,
} from "type-graphql";
import { Public } from "../../auth/auth-checker";
import { consume } from "../../auth/rate-limit";
import type { GraphQLContext } from "../../context/graphql-context";
import {
  LIMITS,
  NEIGHBORHOODS,
  REPORT_STATUSES,
  SEVERITY_LEVELS,
  STATISTICS_LIMITS,
  STATISTICS_TIME_ZONE,
  type TimeGranularity,
} from "../../domain";
import { CategoryActivity } from "./category-activity.type";
import { heatMap } from "./heat-map.service";
import { residentConfirmation } from "./performance.service";
import { RateFigure } from "./performance.types";
import { publicStatisticsChanges } from "./live-statistics";
import { PublicStatistics } from "./public-statistics.type";
import {
  getPublicStatistics,
  getRecentCategoryActivity,
  medianResponseDays,
  publicStatisticsAfter,
  prepareStatistics,
  statisticsSummary,
} from "./statistics.service";
import { timeSeries } from "./statistics-series";
import {
  CategoryStatistics,
  HeatMapStatistics,
  NeighborhoodStatistics,
  ResponseTimeStatistics,
  SeverityStatistics,
  Statistics,
  StatisticsFilterInput,
  StatisticsTotals,
  StatusStatistics,
  TimeGranularityEnum,
  TimeSeriesPoint,
} from "./statistics.types";

/** Public aggregates (docs/decisions.md#statistics-and-open-data-are-public). */
@Public()
@Resolver(() => Statistics)
export class StatisticsResolver {
  // An aggregate over every report: priced so that a few dozen aliases cannot hide behind one request
  // (docs/graphql.md#cost).
  @Query(() => PublicStatistics, {
    description: "Live headline figures for the landing page.",
    complexity: 200,
  })
  publicStatistics(@Ctx() { em }: GraphQLContext): Promise<PublicStatistics> {
    return getPublicStatistics(em);
  }

  @Subscription(() => PublicStatistics, {
    description: "The landing figures again whenever they change (a report filed, a status changed).",
    subscribe: ({ context }: SubscribeResolverData<unknown, Record<string, never>, GraphQLContext>) =>
      publicStatisticsChanges(context.pubSub),
  })
  publicStatisticsChanged(
    @Root() change: { key: string },
    @Ctx() { em }: GraphQLContext,
  ): Promise<PublicStatistics> {
    return publicStatisticsAfter(em, change.key);
  }

  @Query(() => Statistics, {
    // Each field below reads a million-row aggregate: a request of the screen costs about 500, twenty
    // aliases of it cost more than one request may (docs/graphql.md#cost).
    complexity: 500,
    description:
      "Estadísticas de los reportes: totales, tiempos de respuesta, desgloses por categoría, barrio, estado y gravedad, serie de tiempo y mapa de calor. Pública; limitada por IP.",
  })
  async statistics(
    @Arg("filter", () => StatisticsFilterInput, { nullable: true }) filter: StatisticsFilterInput | null,
    @Ctx() { em, limiters, clientAddress }: GraphQLContext,
  ): Promise<Statistics> {
    await consume(limiters.statisticsPerIp, clientAddress ?? "unknown");
    const request = prepareStatistics(em, filter ?? {});
    return { range: { ...request.range, timeZone: STATISTICS_TIME_ZONE }, request };
  }

  @FieldResolver(() => StatisticsTotals)
  async totals(@Root() { request }: Statistics): Promise<StatisticsTotals> {
    return (await statisticsSummary(request)).totals;
  }

  @FieldResolver(() => ResponseTimeStatistics)
  async responseTime(@Root() { request }: Statistics): Promise<ResponseTimeStatistics> {
    return { ...(await statisticsSummary(request)).responseTime, request };
  }

  @FieldResolver(() => [CategoryStatistics], {
    description: "Todas las categorías, de más a menos reportes.",
  })
  // Its real maximum, for the cost limit (docs/graphql.md#cost).
  @Extensions({ listSize: LIMITS.categoryCount })
  async byCategory(@Root() { request }: Statistics): Promise<CategoryStatistics[]> {
    return (await statisticsSummary(request)).byCategory;
  }

  @FieldResolver(() => [NeighborhoodStatistics], { description: "Los 21 barrios, de más a menos reportes." })
  @Extensions({ listSize: NEIGHBORHOODS.length })
  async byNeighborhood(@Root() { request }: Statistics): Promise<NeighborhoodStatistics[]> {
    return (await statisticsSummary(request)).byNeighborhood;
  }

  @FieldResolver(() => [StatusStatistics])
  @Extensions({ listSize: REPORT_STATUSES.length })
  async byStatus(@Root() { request }: Statistics): Promise<StatusStatistics[]> {
    return (await statisticsSummary(request)).byStatus;
  }

  @FieldResolver(() => [SeverityStatistics])
  @Extensions({ listSize: SEVERITY_LEVELS.length })
  async bySeverity(@Root() { request }: Statistics): Promise<SeverityStatistics[]> {
    return (await statisticsSummary(request)).bySeverity;
  }

  @FieldResolver(() => [TimeSeriesPoint], {
    description:
      "Reportes creados y resueltos por día, semana o mes del rango (todos los puntos, también los de cero). Sin granularidad: días hasta 92 días, meses para más.",
  })
  @Extensions({ listSize: STATISTICS_LIMITS.maxSeriesPoints })
  timeSeries(
    @Root() { request }: Statistics,
    @Arg("granularity", () => TimeGranularityEnum, { nullable: true }) granularity: TimeGranularity | null,
  ): Promise<TimeSeriesPoint[]> {
    return timeSeries(request, { granularity });
  }

  // It reads the performance rows of the range, as the heat map reads reports (docs/graphql.md#cost).
  @FieldResolver(() => RateFigure, {
    complexity: 25,
    description:
      "«¿Quedó resuelto?»: de los reportes del rango sobre cuya última resolución un vecino respondió Sí o No, los confirmados (al menos un Sí) y aún resueltos; como confirmedByResidents de performance.",
  })
  confirmedByResidents(@Root() { request }: Statistics): Promise<RateFigure> {
    return residentConfirmation(request);
  }

  // Cost hints for GraphQL's cost limit (docs/graphql.md#cost): with dimension filters it reads reports.
  @FieldResolver(() => HeatMapStatistics, { complexity: 25 })
  heatMap(@Root() { request }: Statistics): Promise<HeatMapStatistics> {
    return heatMap(request);
  }
}

@Public()
@Resolver(() => ResponseTimeStatistics)
export class ResponseTimeResolver {
  // A median reads the reports themselves, the dearest statistic (docs/statistics.md).
  @FieldResolver(() => Float, {
    complexity: 50,
    nullable: true,
    description: "Mediana de días de los reportes resueltos por primera vez en el rango; null si no hay.",
  })
  medianDays(@Root() { request }: ResponseTimeStatistics): Promise<number | null> {
    return medianResponseDays(request);
  }
}

@Authorized()
@Resolver()
export class ActivityResolver {
  @Query(() => [CategoryActivity], {
    description: "The top 3 categories of the last 7 days, by number of reports (home page).",
  })
  @Extensions({ listSize: LIMITS.homeRecentActivityTopCategories })
  weeklyCategoryActivity(@Ctx() { em }: GraphQLContext): Promise<CategoryActivity[]> {
    return getRecentCategoryActivity(em);
  }
}
