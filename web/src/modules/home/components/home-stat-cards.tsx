import { SimpleGrid, Skeleton, Stat } from "@chakra-ui/react";
import { countFormat, daysFormat } from "../../../ui/number-format";

export interface HomeStatistics {
  totalReports?: number | null;
  resolvedReports?: number | null;
  neighborhoods?: number | null;
  averageResolutionDays?: number | null;
}

/** SPEC.md §2 home: four cards; a missing value shows as 0, never an invented figure. */
export function HomeStatCards({
  statistics,
  loading,
}: {
  statistics: HomeStatistics | undefined;
  loading: boolean;
}) {
  const cards = [
    { label: "Reportes Totales", value: countFormat.format(statistics?.totalReports ?? 0) },
    { label: "Resueltos", value: countFormat.format(statistics?.resolvedReports ?? 0) },
    { label: "Barrios", value: countFormat.format(statistics?.neighborhoods ?? 0) },
    { label: "Días Promedio", value: daysFormat.format(statistics?.averageResolutionDays ?? 0) },
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
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
