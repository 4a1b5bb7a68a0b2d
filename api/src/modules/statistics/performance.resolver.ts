import { Arg, Ctx, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/auth-checker";
import { consume } from "../../auth/rate-limit";
import type { GraphQLContext } from "../../context/graphql-context";
import { STATISTICS_TIME_ZONE } from "../../domain";
import { getPerformance } from "./performance.service";
import { Performance, PerformanceFilterInput } from "./performance.types";

/** Public performance (docs/transparency.md), public like the statistics and within their budget. */
@Public()
@Resolver(() => Performance)
export class PerformanceResolver {
  @Query(() => Performance, {
    // One aggregate over every report of the filter, like a request of /estadisticas (docs/graphql.md#cost).
    complexity: 500,
    description:
      "Desempeño público (transparencia): por categoría y barrio, días hábiles hasta la respuesta y la resolución (mediana y percentil 90), respondidos dentro del término, pendientes por edad y reaperturas. Pública; limitada por IP como statistics.",
  })
  async performance(
    @Arg("filter", () => PerformanceFilterInput, { nullable: true }) filter: PerformanceFilterInput | null,
    @Ctx() { em, limiters, clientAddress }: GraphQLContext,
  ): Promise<Performance> {
    await consume(limiters.statisticsPerIp, clientAddress ?? "unknown");
    const performance = await getPerformance(em, filter ?? {});
    return { ...performance, range: { ...performance.range, timeZone: STATISTICS_TIME_ZONE } };
  }
}
