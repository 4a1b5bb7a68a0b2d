import {
  Box,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  Progress,
  SimpleGrid,
  Skeleton,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { CategoryIcon } from "../../../ui/category-icon";
import { countFormat } from "../../../ui/number-format";

export interface CategoryShare {
  categoryId: string;
  categoryName: string;
  icon: string;
  count: number;
  percentage: number;
}

const percentFormat = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });

/**
 * One card per category (docs/decisions.md#statistics-screen) with its share of the period's reports, opening
 * its reports.
 */
export function CategoryCards({
  categories,
  loading,
}: {
  categories: CategoryShare[] | undefined;
  loading: boolean;
}) {
  return (
    <Box as="section" aria-labelledby="statistics-categories-title">
      <Heading id="statistics-categories-title" as="h2" size="xl" color="teal.900" mb="4">
        Por categoría
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 3 }} gap="3">
        {loading || !categories
          ? Array.from({ length: 6 }, (_, index) => (
              <Skeleton as="li" key={index} h="20" rounded="xl" aria-hidden="true" />
            ))
          : categories.map((category) => (
              <LinkBox
                as="li"
                key={category.categoryId}
                bg="white"
                borderWidth="1px"
                rounded="xl"
                p={{ base: "3", md: "4" }}
                _hover={{ borderColor: "teal.500" }}
                _focusWithin={{ outline: "3px solid", outlineColor: "teal.600" }}
              >
                <HStack justify="space-between" gap="2" mb="3" wrap="wrap">
                  <HStack gap="2" minW="0">
                    <Box color="teal.700" flexShrink={0}>
                      <CategoryIcon name={category.icon} size={20} />
                    </Box>
                    <LinkOverlay asChild fontWeight="semibold" color="gray.900">
                      <RouterLink to={`/categoria/${encodeURIComponent(category.categoryId)}`}>
                        {category.categoryName}
                      </RouterLink>
                    </LinkOverlay>
                  </HStack>
                  <Text fontSize="sm" color="gray.700" flexShrink={0}>
                    {countFormat.format(category.count)} {category.count === 1 ? "reporte" : "reportes"}
                  </Text>
                </HStack>
                <Progress.Root value={Math.min(100, category.percentage)} colorPalette="teal" size="sm">
                  <Progress.Track
                    rounded="full"
                    aria-label={`${category.categoryName}: ${percentFormat.format(category.percentage)} % de los reportes del periodo`}
                  >
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text fontSize="xs" color="gray.600" mt="1" aria-hidden="true">
                  {percentFormat.format(category.percentage)} %
                </Text>
              </LinkBox>
            ))}
      </SimpleGrid>
    </Box>
  );
}
