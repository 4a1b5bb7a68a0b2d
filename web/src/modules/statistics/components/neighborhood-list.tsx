import { Box, Heading, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { countFormat } from "../../../ui/number-format";

export interface NeighborhoodShare {
  neighborhood: string;
  label: string;
  count: number;
  mainCategory?: { categoryId: string; categoryName: string } | null;
}

/** How many neighbourhoods the list shows: the busiest ones. */
const SHOWN = 8;

/**
 * The neighbourhoods with most reports (docs/decisions.md#statistics-screen), each opening its reports, with
 * its main category.
 */
export function NeighborhoodList({
  neighborhoods,
  loading,
}: {
  neighborhoods: NeighborhoodShare[] | undefined;
  loading: boolean;
}) {
  const busiest = (neighborhoods ?? []).filter((entry) => entry.count > 0).slice(0, SHOWN);
  return (
    <Box
      as="section"
      aria-labelledby="statistics-neighborhoods-title"
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p="5"
    >
      <Heading id="statistics-neighborhoods-title" as="h2" size="xl" color="teal.900" mb="4">
        Barrios con más reportes
      </Heading>
      {loading ? (
        <Stack gap="3" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h="10" rounded="md" />
          ))}
        </Stack>
      ) : busiest.length === 0 ? (
        <Text color="gray.700">No hay reportes en este periodo.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="0" divideY="1px">
          {busiest.map((entry, index) => (
            <HStack as="li" key={entry.neighborhood} justify="space-between" gap="3" py="3">
              <Box minW="0">
                <Link asChild fontWeight="semibold" color="teal.800">
                  <RouterLink to={`/barrio/${encodeURIComponent(entry.neighborhood)}`}>
                    {index + 1}. {entry.label}
                  </RouterLink>
                </Link>
                {entry.mainCategory && (
                  <Text fontSize="sm" color="gray.700">
                    Categoría principal: {entry.mainCategory.categoryName}
                  </Text>
                )}
              </Box>
              <Text color="gray.800" fontWeight="medium" flexShrink={0}>
                {countFormat.format(entry.count)} {entry.count === 1 ? "reporte" : "reportes"}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
