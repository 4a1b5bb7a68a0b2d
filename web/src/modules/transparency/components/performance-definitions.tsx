import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { PERFORMANCE_MINIMUM_REPORTS } from "@domain";

const DEFINITIONS = [
  [
    "Días hábiles",
    "De lunes a viernes, sin festivos de Colombia, en hora de Bogotá; se cuentan desde el día siguiente a la creación.",
  ],
  ["Reportes", "Los creados en el periodo elegido."],
  [
    "Días hábiles a la respuesta",
    "Desde la creación hasta la primera actualización pública marcada «Respuesta»; mediana y percentil 90 de los respondidos.",
  ],
  [
    "Días hábiles a la resolución",
    "Desde la creación hasta la primera vez que se marcó resuelto; mediana y percentil 90 de los resueltos.",
  ],
  [
    "Respondidos en término",
    "Porcentaje respondido antes de vencer su plazo (15 días hábiles, o el prorrogado), entre los respondidos o ya vencidos.",
  ],
  ["Reabiertos", "Porcentaje de los resueltos que luego se reabrieron."],
  [
    "Pendientes por antigüedad",
    "Reportes aún abiertos, por días hábiles transcurridos desde su creación hasta hoy; suman los pendientes de Estadísticas.",
  ],
  [
    "Menos de 10 reportes",
    `Una cifra calculada sobre menos de ${PERFORMANCE_MINIMUM_REPORTS} reportes no se publica: diría poco y podría señalar casos concretos.`,
  ],
] as const;

/** What each column of the tables means, in one line each (docs/transparency.md). */
export function PerformanceDefinitions() {
  return (
    <Box
      as="section"
      aria-labelledby="transparency-definitions-title"
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p="5"
    >
      <Heading id="transparency-definitions-title" as="h2" size="lg" color="teal.900" mb="3">
        Qué significa cada cifra
      </Heading>
      <Stack as="dl" gap="2">
        {DEFINITIONS.map(([term, meaning]) => (
          <Box key={term}>
            <Text as="dt" fontWeight="semibold" color="gray.900">
              {term}
            </Text>
            <Text as="dd" color="gray.700" fontSize="sm">
              {meaning}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
