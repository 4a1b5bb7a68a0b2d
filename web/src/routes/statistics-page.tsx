import { REQUEST_TIMEOUTS_MS } from "../apollo/request-timeout";
import { useQuery } from "@apollo/client/react";
import { Alert, Stack } from "@chakra-ui/react";
import {
  DEFAULT_STATISTICS_PERIOD,
  STATISTICS_MESSAGES,
  STATISTICS_PERIODS,
  type StatisticsPeriod,
} from "@domain";
import { useSearchParams } from "react-router-dom";
import { graphql } from "../gql";
import {
  AnalystToolsSection,
  CategoryCards,
  HeatMapSection,
  NeighborhoodList,
  PeriodPicker,
  SummaryCards,
  TimeSeriesSection,
  TransparencyLink,
} from "../modules/statistics";
import { PageShell } from "../ui/page-shell";

// Everything the screen shows for a period, in one request (its cost is measured by npm run bench).
export const StatisticsPageQuery = graphql(`
  query StatisticsPage($filter: StatisticsFilterInput, $granularity: TimeGranularity) {
    statistics(filter: $filter) {
      range {
        from
        to
      }
      totals {
        total
        resolved
        pending
        closed
        thisWeek
        resolutionRate
      }
      responseTime {
        averageDays
        resolvedInPeriod
      }
      confirmedByResidents {
        reports
        percentage
        tooFewReports
      }
      byCategory {
        categoryId
        categoryName
        icon
        count
        percentage
      }
      byNeighborhood {
        neighborhood
        label
        count
        mainCategory {
          categoryId
          categoryName
        }
      }
      timeSeries(granularity: $granularity) {
        start
        end
        filed
        resolved
      }
      heatMap {
        cellSizeDegrees
        minimumCount
        suppressedReports
        withoutLocation
        cells {
          south
          west
          north
          east
          count
        }
      }
    }
  }
`);

const PERIOD_PARAM = "periodo";

function isPeriod(value: string | null): value is StatisticsPeriod {
  return STATISTICS_PERIODS.some((period) => period.value === value && period.value !== "all");
}

/** The statistics screen (docs/decisions.md#statistics-screen): one period at a time, week by default. */
export function StatisticsPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(PERIOD_PARAM);
  const period: StatisticsPeriod = isPeriod(asked) ? asked : DEFAULT_STATISTICS_PERIOD;
  const { data, previousData, loading, error } = useQuery(StatisticsPageQuery, {
    variables: { filter: { period }, granularity: period === "year" ? "month" : "day" },
    // Statistics have the server's longer limit (docs/decisions.md#request-timeouts).
    context: { timeoutMs: REQUEST_TIMEOUTS_MS.statistics },
  });
  const statistics = (data ?? previousData)?.statistics;

  const choose = (next: StatisticsPeriod) =>
    setSearch(next === DEFAULT_STATISTICS_PERIOD ? {} : { [PERIOD_PARAM]: next }, { replace: true });

  return (
    <PageShell title="Estadísticas">
      <Stack gap={{ base: "6", md: "8" }}>
        <PeriodPicker value={period} onChange={choose} range={statistics?.range} busy={loading} />
        <TransparencyLink />
        {error && !statistics && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{STATISTICS_MESSAGES.loadFailed}</Alert.Title>
          </Alert.Root>
        )}
        <SummaryCards
          totals={statistics?.totals}
          range={statistics?.range}
          responseTime={statistics?.responseTime}
          confirmedByResidents={statistics?.confirmedByResidents}
          loading={!statistics}
        />
        <CategoryCards categories={statistics?.byCategory} loading={!statistics} />
        <HeatMapSection heatMap={statistics?.heatMap} loading={!statistics} />
        <NeighborhoodList neighborhoods={statistics?.byNeighborhood} loading={!statistics} />
        <TimeSeriesSection
          points={statistics?.timeSeries}
          byMonth={period === "year"}
          loading={!statistics}
        />
        <AnalystToolsSection />
      </Stack>
    </PageShell>
  );
}
