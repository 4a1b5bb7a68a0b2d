import { Box, Heading, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { BACKLOG_AGE_BUCKETS, PERFORMANCE_MESSAGES } from "@domain";
import { countFormat } from "../../../ui/number-format";
import { daysText, percentText, type DaysFigure, type RateFigure } from "../performance-format";

export interface OverallPerformance {
  reports: number;
  pending: number;
  answerDays: DaysFigure;
  resolutionDays: DaysFigure;
  answeredInTerm: RateFigure;
  reopened: RateFigure;
  confirmedByResidents: RateFigure;
  backlog: ReadonlyArray<{ key: string; count: number }>;
}

/** The figures of all the period's reports, each with one line saying what it means (docs/transparency.md). */
export function PerformanceSummary({ overall }: { overall: OverallPerformance | undefined }) {
  if (!overall) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-hidden="true">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} h="28" rounded="xl" />
        ))}
      </SimpleGrid>
    );
  }
  const figures = [
    {
      title: "Mediana hasta la respuesta",
      value: daysText(overall.answerDays.median, overall.answerDays.tooFewReports),
      unit: "días hábiles",
      meaning:
        "La mitad de los reportes respondidos recibió su primera respuesta pública en estos días hábiles o menos.",
    },
    {
      title: "Percentil 90 hasta la respuesta",
      value: daysText(overall.answerDays.p90, overall.answerDays.tooFewReports),
      unit: "días hábiles",
      meaning: "9 de cada 10 reportes respondidos tuvieron respuesta en estos días hábiles o menos.",
    },
    {
      title: "Respondidos dentro del término",
      value: percentText(overall.answeredInTerm),
      unit: "",
      meaning:
        "De los reportes respondidos o con el plazo legal ya vencido, los que se respondieron antes del vencimiento.",
    },
    {
      title: "Mediana hasta la resolución",
      value: daysText(overall.resolutionDays.median, overall.resolutionDays.tooFewReports),
      unit: "días hábiles",
      meaning:
        "La mitad de los reportes resueltos se resolvió por primera vez en estos días hábiles o menos.",
    },
    {
      title: "Percentil 90 hasta la resolución",
      value: daysText(overall.resolutionDays.p90, overall.resolutionDays.tooFewReports),
      unit: "días hábiles",
      meaning: "9 de cada 10 reportes resueltos se resolvieron en estos días hábiles o menos.",
    },
    {
      title: "Reabiertos",
      value: percentText(overall.reopened),
      unit: "",
      meaning: "De los reportes resueltos alguna vez, los que se reabrieron porque el problema seguía.",
    },
    {
      title: "Confirmados por vecinos",
      value: percentText(overall.confirmedByResidents),
      unit: "",
      meaning:
        "De los reportes resueltos sobre los que el reportante o un seguidor respondió «¿Quedó resuelto?» con Sí o No, los que recibieron un Sí y siguen resueltos.",
    },
  ];
  return (
    <Stack gap="4">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {figures.map((figure) => (
          <Box as="li" key={figure.title} bg="white" borderWidth="1px" rounded="xl" p="4">
            <Heading as="h3" size="sm" color="gray.800">
              {figure.title}
            </Heading>
            {figure.value === PERFORMANCE_MESSAGES.tooFewReports ? (
              <>
                <Text fontSize="2xl" fontWeight="bold" color="gray.700">
                  {PERFORMANCE_MESSAGES.noFigure}
                </Text>
                <Text fontSize="sm" color="gray.800" fontWeight="medium">
                  {PERFORMANCE_MESSAGES.noFigureWhy}
                </Text>
              </>
            ) : (
              <Text fontSize="2xl" fontWeight="bold" color="teal.800">
                {figure.value}
                {figure.unit ? ` ${figure.unit}` : ""}
              </Text>
            )}
            <Text fontSize="sm" color="gray.700">
              {figure.meaning}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Box bg="white" borderWidth="1px" rounded="xl" p="4">
        <Heading as="h3" size="sm" color="gray.800">
          Pendientes por antigüedad: {countFormat.format(overall.pending)}
        </Heading>
        <Text fontSize="sm" color="gray.700" mb="2">
          Reportes aún abiertos (recibidos, en gestión o reabiertos), por días hábiles desde su creación. El
          plazo legal es de 15 días hábiles.
        </Text>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="2">
          {BACKLOG_AGE_BUCKETS.map((bucket, index) => (
            <Box key={bucket.key}>
              <Text as="dt" fontSize="sm" color="gray.700">
                {bucket.label}
              </Text>
              <Text as="dd" fontSize="xl" fontWeight="bold" color="teal.800">
                {countFormat.format(overall.backlog[index]?.count ?? 0)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
