import { useQuery } from "@apollo/client/react";
import { Alert, Box, Heading, Link, Stack, Text } from "@chakra-ui/react";
import {
  DEFAULT_STATISTICS_PERIOD,
  PERFORMANCE_MESSAGES,
  STATISTICS_PERIODS,
  type StatisticsPeriod,
} from "@domain";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { REQUEST_TIMEOUTS_MS } from "../apollo/request-timeout";
import { graphql } from "../gql";
import { PeriodPicker } from "../modules/statistics";
import {
  PerformanceDefinitions,
  PerformanceSummary,
  PerformanceTable,
  type PerformanceCell,
} from "../modules/transparency";
import { PageShell } from "../ui/page-shell";

export const TransparencyPageQuery = graphql(`
  query TransparencyPage($filter: PerformanceFilterInput) {
    performance(filter: $filter) {
      range {
        from
        to
      }
      overall {
        reports
        pending
        answerDays {
          median
          p90
          tooFewReports
        }
        resolutionDays {
          median
          p90
          tooFewReports
        }
        answeredInTerm {
          percentage
          tooFewReports
        }
        reopened {
          percentage
          tooFewReports
        }
        confirmedByResidents {
          percentage
          tooFewReports
        }
        backlog {
          key
          count
        }
      }
      byCategory {
        categoryId
        categoryName
        reports
        pending
        answerDays {
          median
          p90
          tooFewReports
        }
        resolutionDays {
          median
          p90
          tooFewReports
        }
        answeredInTerm {
          percentage
          tooFewReports
        }
        reopened {
          percentage
          tooFewReports
        }
        confirmedByResidents {
          percentage
          tooFewReports
        }
        backlog {
          key
          count
        }
      }
      byNeighborhood {
        neighborhood
        label
        reports
        pending
        answerDays {
          median
          p90
          tooFewReports
        }
        resolutionDays {
          median
          p90
          tooFewReports
        }
        answeredInTerm {
          percentage
          tooFewReports
        }
        reopened {
          percentage
          tooFewReports
        }
        confirmedByResidents {
          percentage
          tooFewReports
        }
        backlog {
          key
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

/**
 * Public performance (docs/transparency.md): how fast the locality answers and resolves, per category and
 * per neighbourhood, for a period as /estadisticas chooses it. Public: no sign-in.
 */
export function TransparencyPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(PERIOD_PARAM);
  const period: StatisticsPeriod = isPeriod(asked) ? asked : DEFAULT_STATISTICS_PERIOD;
  const { data, previousData, loading, error } = useQuery(TransparencyPageQuery, {
    variables: { filter: { period } },
    context: { timeoutMs: REQUEST_TIMEOUTS_MS.statistics },
  });
  const performance = (data ?? previousData)?.performance;
  const choose = (next: StatisticsPeriod) =>
    setSearch(next === DEFAULT_STATISTICS_PERIOD ? {} : { [PERIOD_PARAM]: next }, { replace: true });

  const categories: PerformanceCell[] = (performance?.byCategory ?? []).map((cell) => ({
    ...cell,
    key: cell.categoryId,
    name: cell.categoryName,
  }));
  const neighborhoods: PerformanceCell[] = (performance?.byNeighborhood ?? []).map((cell) => ({
    ...cell,
    key: cell.neighborhood,
    name: cell.label,
  }));

  return (
    <PageShell title="Transparencia">
      <Stack gap={{ base: "6", md: "8" }}>
        <Text color="gray.800">
          Cuánto tarda la alcaldía local en responder y resolver los reportes, en días hábiles, frente al
          plazo legal de 15 días hábiles de un derecho de petición. Más cifras en{" "}
          <Link asChild color="teal.800" textDecoration="underline">
            <RouterLink to="/estadisticas">Estadísticas</RouterLink>
          </Link>
          .
        </Text>
        <PeriodPicker value={period} onChange={choose} range={performance?.range} busy={loading} />
        {error && !performance && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{PERFORMANCE_MESSAGES.loadFailed}</Alert.Title>
          </Alert.Root>
        )}
        <Box as="section" aria-labelledby="transparency-overall-title">
          <Heading id="transparency-overall-title" as="h2" size="xl" color="teal.900" mb="4">
            Todos los reportes del periodo
          </Heading>
          <PerformanceSummary overall={performance?.overall ?? undefined} />
        </Box>
        <Box as="section" aria-labelledby="transparency-categories-title">
          <Heading id="transparency-categories-title" as="h2" size="xl" color="teal.900" mb="4">
            Por categoría
          </Heading>
          <PerformanceTable
            caption="Desempeño por categoría en el periodo"
            nameHeader="Categoría"
            cells={categories}
          />
        </Box>
        <Box as="section" aria-labelledby="transparency-neighborhoods-title">
          <Heading id="transparency-neighborhoods-title" as="h2" size="xl" color="teal.900" mb="4">
            Por barrio
          </Heading>
          <PerformanceTable
            caption="Desempeño por barrio en el periodo"
            nameHeader="Barrio"
            cells={neighborhoods}
          />
        </Box>
        <PerformanceDefinitions />
        <Text color="gray.700" fontSize="sm">
          Estas cifras, de todo el tiempo, son datos abiertos:{" "}
          <Link href="/api/open-data/performance.csv" color="teal.800" textDecoration="underline">
            descargar desempeño (CSV)
          </Link>
          .
        </Text>
      </Stack>
    </PageShell>
  );
}
