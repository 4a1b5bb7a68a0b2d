import { SimpleGrid, Skeleton, Stat, Text } from "@chakra-ui/react";
import { averageDaysFigure, countFormat } from "./number-format";

export interface HeadlineStatistics {
  totalReports?: number | null;
  resolvedReports?: number | null;
  neighborhoods?: number | null;
  averageResolutionDays?: number | null;
}

/** The figures' names, in order: reports, resolved reports, barrios, average days. */
export type HeadlineLabels = readonly [string, string, string, string];

/**
 * The four headline figures, live from the API (docs/decisions.md#no-fake-numbers), for the landing page
 * and the home page, each with its own names. Figures that did not load show `unloaded` ("—" or "0", both
 * honest); an average with nothing resolved reads "—" and says why.
 */
export function HeadlineFigures({
  statistics,
  loading,
  labels,
  unloaded,
}: {
  statistics: HeadlineStatistics | undefined;
  loading: boolean;
  labels: HeadlineLabels;
  unloaded: string;
}) {
  const count = (value: number | null | undefined) =>
    statistics ? countFormat.format(value ?? 0) : unloaded;
  const average = averageDaysFigure(statistics);
  const figures = [
    { label: labels[0], value: count(statistics?.totalReports) },
    { label: labels[1], value: count(statistics?.resolvedReports) },
    { label: labels[2], value: count(statistics?.neighborhoods) },
    { label: labels[3], value: average.value ?? "—", help: average.help },
  ];
  return (
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
              figure.value
            )}
          </Stat.ValueText>
          {figure.help && !loading && (
            <Text as="dd" fontSize="xs" color="gray.600">
              {figure.help}
            </Text>
          )}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
