import { SimpleGrid, Skeleton, Stat, Text } from "@chakra-ui/react";
import { averageDaysFigure, countFormat } from "../../../ui/number-format";

export interface HomeStatistics {
  totalReports?: number | null;
  resolvedReports?: number | null;
  neighborhoods?: number | null;
  averageResolutionDays?: number | null;
}

/**
 * Home (docs/decisions.md#home-page): four cards; a missing count shows as 0, never an invented figure. The
 * average has the same rule as the landing page's (`averageDaysFigure`): "—" and why, when nothing is
 * resolved.
 */
export function HomeStatCards({
  statistics,
  loading,
}: {
  statistics: HomeStatistics | undefined;
  loading: boolean;
}) {
  const average = averageDaysFigure(statistics);
  const cards: Array<{ label: string; value: string; help?: string }> = [
    { label: "Reportes Totales", value: countFormat.format(statistics?.totalReports ?? 0) },
    { label: "Resueltos", value: countFormat.format(statistics?.resolvedReports ?? 0) },
    { label: "Barrios", value: countFormat.format(statistics?.neighborhoods ?? 0) },
    { label: "Días Promedio", value: average.value ?? "—", help: average.help },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: "3", md: "4" }}>
      {cards.map((card) => (
        <Stat.Root key={card.label} bg="white" borderWidth="1px" rounded="xl" p="4" shadow="sm">
          <Stat.Label color="gray.600">{card.label}</Stat.Label>
          <Stat.ValueText fontSize={{ base: "2xl", md: "3xl" }} color="teal.800" minH="9">
            {loading ? (
              <Skeleton asChild h="8" w="16" aria-hidden="true">
                <span />
              </Skeleton>
            ) : (
              card.value
            )}
          </Stat.ValueText>
          {card.help && !loading && (
            <Text as="dd" fontSize="xs" color="gray.600">
              {card.help}
            </Text>
          )}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
