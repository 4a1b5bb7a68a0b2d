import { Box, SimpleGrid, Stat, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { countFormat, daysFormat, NO_AVERAGE_YET } from "../../../ui/number-format";
import type { ReportSummaryQuery } from "../../../gql/graphql";

type Summary = ReportSummaryQuery["reportSummary"];

/**
 * The panel's figures (and the printable report's): total = pendientes + resueltos + cerrados
 * (docs/legal-clock.md#statuses), this week, average days. `linked` (the panel) makes each count open its
 * report table, filtered as the tile says.
 */
export function AdminTiles({ summary, linked = false }: { summary: Summary | undefined; linked?: boolean }) {
  const count = (value: number | undefined) => (value === undefined ? "…" : countFormat.format(value));
  const tiles: Array<[string, string, string?, string?]> = [
    ["Total", count(summary?.total), undefined, "/reportes/all"],
    ["Pendientes", count(summary?.pending), "Recibidos, en gestión o reabiertos", "/reportes/pendientes"],
    ["Resueltos", count(summary?.resuelto), undefined, "/reportes/resueltos"],
    ["Cerrados", count(summary?.closed), "Duplicados o trasladados", "/reportes/cerrados"],
    ["Esta semana", count(summary?.thisWeek), undefined, "/reportes/semana"],
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
      {tiles.map(([label, value, help, to]) => {
        const content = (
          <>
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
          </>
        );
        return linked && to ? (
          <Box
            key={label}
            asChild
            bg="white"
            borderWidth="1px"
            rounded="xl"
            p="4"
            display="block"
            _hover={{ borderColor: "teal.500", bg: "teal.50" }}
            _focusVisible={{ outline: "2px solid", outlineColor: "teal.600", outlineOffset: "2px" }}
          >
            <RouterLink to={to}>
              {content}
              <Text srOnly>(ver en la tabla de reportes)</Text>
            </RouterLink>
          </Box>
        ) : (
          <Box key={label} bg="white" borderWidth="1px" rounded="xl" p="4">
            {content}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
