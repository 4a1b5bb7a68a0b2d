import { Container, SimpleGrid, Skeleton, Stat, Text } from "@chakra-ui/react";
import { averageDaysFigure, countFormat } from "../../../ui/number-format";

export interface HeadlineStatistics {
  totalReports: number;
  resolvedReports: number;
  neighborhoods: number;
  averageResolutionDays?: number | null;
}

/** The four headline figures, live from the API: never invented (docs/decisions.md#no-fake-numbers). */
export function HeadlineFigures({
  statistics,
  loading,
}: {
  statistics: HeadlineStatistics | undefined;
  loading: boolean;
}) {
  const average = averageDaysFigure(statistics);
  const figures = [
    { label: "Reportes totales", value: statistics && countFormat.format(statistics.totalReports) },
    { label: "Reportes resueltos", value: statistics && countFormat.format(statistics.resolvedReports) },
    { label: "Barrios", value: statistics && countFormat.format(statistics.neighborhoods) },
    {
      label: "Días promedio de respuesta",
      value: average.value,
      help: average.help,
    },
  ];
  return (
    <Container as="section" aria-label="Cifras de la localidad" maxW="6xl" mt={{ base: "-8", md: "-10" }}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: "3", md: "4" }}>
        {figures.map((figure) => (
          <Stat.Root key={figure.label} bg="white" borderWidth="1px" rounded="xl" p="4" shadow="sm">
            <Stat.Label color="gray.600">{figure.label}</Stat.Label>
            <Stat.ValueText fontSize={{ base: "2xl", md: "3xl" }} color="teal.800" minH="9">
              {loading ? (
                <Skeleton asChild h="8" w="16" aria-hidden="true">
                  <span />
                </Skeleton>
              ) : (
                (figure.value ?? "—")
              )}
            </Stat.ValueText>
            {figure.help && (
              <Text as="dd" fontSize="xs" color="gray.600">
                {figure.help}
              </Text>
            )}
          </Stat.Root>
        ))}
      </SimpleGrid>
    </Container>
  );
}
