import { Box, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { countFormat, daysFormat } from "../../../ui/number-format";

export interface SummaryTotals {
  total: number;
  resolved: number;
  pending: number;
  closed: number;
  thisWeek: number;
  resolutionRate?: number | null;
}

export interface SummaryRange {
  /** Bogotá days, both included; `from` null: since the first report. */
  from?: string | null;
  to: string;
}

/**
 * The period as the tables' filter of filing dates, so that a card opens exactly the reports it counts
 * (docs/statistics.md#what-the-numbers-mean).
 */
function filedIn(path: string, range: SummaryRange | undefined): string {
  if (!range) return path;
  const query = new URLSearchParams();
  if (range.from) query.set("desde", range.from);
  query.set("hasta", range.to);
  return `${path}?${query}`;
}

/** A share over `reports` reports; null below the public minimum (docs/transparency.md). */
export interface SummaryRate {
  reports: number;
  percentage?: number | null;
  tooFewReports: boolean;
}

/** "¿Quedó resuelto?" in one sentence: the same figure as /transparencia's (docs/resolution-check.md). */
export function residentConfirmationText(figure: SummaryRate): string {
  if (figure.reports === 0)
    return "Confirmados por los vecinos: nadie ha respondido «¿Quedó resuelto?» sobre estos reportes.";
  if (figure.tooFewReports || figure.percentage == null)
    return "Confirmados por los vecinos: menos de 10 reportes con respuesta a «¿Quedó resuelto?», muy pocos para una cifra.";
  return `Confirmados por los vecinos: ${figure.percentage} % de los ${countFormat.format(figure.reports)} reportes sobre cuya resolución respondieron «¿Quedó resuelto?» (al menos un «Sí» y siguen resueltos).`;
}

/** Four cards (docs/decisions.md#statistics-screen), each opening the matching list of reports. */
export function SummaryCards({
  totals,
  range,
  responseTime,
  confirmedByResidents,
  loading,
}: {
  totals: SummaryTotals | undefined;
  range: SummaryRange | undefined;
  responseTime: { averageDays?: number | null; resolvedInPeriod: number } | undefined;
  confirmedByResidents?: SummaryRate | undefined;
  loading: boolean;
}) {
  const averageDays = responseTime?.averageDays;
  const cards = [
    {
      label: "Reportes",
      value: totals?.total,
      to: filedIn("/reportes/all", range),
      // total = resueltos + pendientes + cerrados (docs/legal-clock.md#statuses)
      note:
        totals && totals.closed > 0
          ? `Creados en el periodo; ${countFormat.format(totals.closed)} cerrados sin resolver (duplicados o trasladados)`
          : "Creados en el periodo",
    },
    {
      label: "Resueltos",
      value: totals?.resolved,
      to: filedIn("/reportes/resueltos", range),
      // The same reports as the first card, by their status today: not the chart's resolutions by day.
      note:
        totals?.resolutionRate == null
          ? "Sin reportes en el periodo"
          : `De los creados en el periodo, ya resueltos (${totals.resolutionRate} %)`,
    },
    {
      label: "Pendientes",
      value: totals?.pending,
      to: filedIn("/reportes/pendientes", range),
      note: "De los creados en el periodo, recibidos, en gestión o reabiertos",
    },
    { label: "Esta semana", value: totals?.thisWeek, to: "/reportes/semana", note: "Últimos 7 días" },
  ];
  return (
    <Box as="section" aria-labelledby="statistics-summary-title">
      <Text as="h2" id="statistics-summary-title" srOnly>
        Resumen del periodo
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: "3", md: "4" }}>
        {cards.map((card) => (
          <LinkBox
            key={card.label}
            bg="white"
            borderWidth="1px"
            rounded="xl"
            p="4"
            shadow="sm"
            _hover={{ borderColor: "teal.500" }}
            _focusWithin={{ outline: "3px solid", outlineColor: "teal.600" }}
          >
            <LinkOverlay asChild color="gray.700" fontWeight="medium">
              <RouterLink to={card.to}>{card.label}</RouterLink>
            </LinkOverlay>
            <Text fontSize={{ base: "2xl", md: "3xl" }} fontWeight="semibold" color="teal.800" minH="9">
              {loading || card.value === undefined ? (
                <Skeleton asChild h="8" w="16" aria-hidden="true">
                  <span />
                </Skeleton>
              ) : (
                countFormat.format(card.value)
              )}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {loading ? " " : card.note}
            </Text>
          </LinkBox>
        ))}
      </SimpleGrid>
      <Text mt="3" fontSize="sm" color="gray.700">
        {loading
          ? " "
          : averageDays == null || !responseTime
            ? "Ningún reporte se resolvió por primera vez en este periodo."
            : `Tiempo promedio hasta la primera resolución: ${daysFormat.format(averageDays)} días, sobre ${responseTime.resolvedInPeriod === 1 ? "el único reporte resuelto" : `los ${countFormat.format(responseTime.resolvedInPeriod)} reportes resueltos`} por primera vez en el periodo (creados en él o antes).`}
      </Text>
      {!loading && confirmedByResidents && (
        <Text mt="1" fontSize="sm" color="gray.700">
          {residentConfirmationText(confirmedByResidents)}
        </Text>
      )}
    </Box>
  );
}
