import { Box, SimpleGrid, Stat, Text } from "@chakra-ui/react";
import { countFormat, daysFormat, NO_AVERAGE_YET } from "../../../ui/number-format";
import type { ReportSummaryQuery } from "../../../gql/graphql";

type Summary = ReportSummaryQuery["reportSummary"];

/**
 * The panel's figures (and the printable report's): total = pendientes + resueltos + cerrados
 * (docs/legal-clock.md#statuses), this week, average days.
 */
export function AdminTiles({ summary }: { summary: Summary | undefined }) {
  const count = (value: number | undefined) => (value === undefined ? "…" : countFormat.format(value));
  const tiles: Array<[string, string, string?]> = [
    ["Total", count(summary?.total)],
    ["Pendientes", count(summary?.pending), "Recibidos, en gestión o reabiertos"],
    ["Resueltos", count(summary?.resuelto)],
    ["Cerrados", count(summary?.closed), "Duplicados o trasladados"],
    ["Esta semana", count(summary?.thisWeek)],
    [
      "Días promedio de resolución",
      summary === undefined
        ? "…"
        : summary.averageDaysToResolve == null
          ? "—"
          : daysFormat.format(summary.averageDaysToResolve),
      summary && summary.averageDaysToResolve == null ? NO_AVERAGE_YET : undefined,
    ],
  ];
  return (
    <SimpleGrid
      as="section"
      aria-label="Resumen"
      columns={{ base: 2, md: 3, lg: 6 }}
      gap="3"
      mb="6"
      className="print-keep"
    >
      {tiles.map(([label, value, help]) => (
        <Box key={label} bg="white" borderWidth="1px" rounded="xl" p="4">
          <Stat.Root>
            <Stat.Label color="gray.700">{label}</Stat.Label>
            <Stat.ValueText fontSize="2xl" color="teal.900">
              {value}
            </Stat.ValueText>
          </Stat.Root>
          {help && (
            <Text fontSize="sm" color="gray.600">
              {help}
            </Text>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
