import { Box, Heading, HStack, Link, Progress, Skeleton, Stack, Text } from "@chakra-ui/react";
import { LIMITS } from "@domain";
import { Link as RouterLink } from "react-router-dom";
import { CategoryIcon } from "../../../ui/category-icon";

export interface CategoryActivityItem {
  categoryId: string;
  categoryName: string;
  icon: string;
  count: number;
  percentage: number;
}

const percentFormat = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 });

export function reportsInWeekLabel(count: number): string {
  const days = LIMITS.homeRecentActivityDays;
  return count === 1 ? `1 reporte en ${days} días` : `${count} reportes en ${days} días`;
}

/**
 * Home (docs/decisions.md#home-page): the week's top categories, each with its share of the week's reports.
 */
export function RecentActivity({
  activity,
  loading,
  failed,
}: {
  activity: CategoryActivityItem[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  return (
    <Box as="section" aria-labelledby="recent-activity-title" bg="white" borderWidth="1px" rounded="xl" p="5">
      <Heading id="recent-activity-title" as="h2" size="xl" color="teal.900" mb="1">
        Actividad Reciente
      </Heading>
      <Text color="gray.700" fontSize="sm" mb="5">
        Las categorías con más reportes en los últimos {LIMITS.homeRecentActivityDays} días.
      </Text>
      {loading ? (
        <Stack gap="4" aria-hidden="true">
          {Array.from({ length: LIMITS.homeRecentActivityTopCategories }, (_, index) => (
            <Skeleton key={index} h="12" rounded="md" />
          ))}
        </Stack>
      ) : failed ? (
        <Text color="red.700">
          No se pudo cargar la actividad reciente. Recarga la página para intentarlo de nuevo.
        </Text>
      ) : !activity || activity.length === 0 ? (
        <Text color="gray.700">
          Aún no hay reportes en los últimos {LIMITS.homeRecentActivityDays} días. Cuando tus vecinos
          reporten, aquí verás las categorías más activas.
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="5">
          {activity.map((item) => (
            <Box as="li" key={item.categoryId}>
              <HStack justify="space-between" gap="3" mb="2">
                <HStack gap="2" minW="0">
                  <Box color="teal.700">
                    <CategoryIcon name={item.icon} size={20} />
                  </Box>
                  <Link asChild fontWeight="semibold" color="gray.900">
                    <RouterLink to={`/categoria/${encodeURIComponent(item.categoryId)}`}>
                      {item.categoryName}
                    </RouterLink>
                  </Link>
                </HStack>
                <Text fontSize="sm" color="gray.700" flexShrink={0}>
                  {reportsInWeekLabel(item.count)}
                </Text>
              </HStack>
              <Progress.Root
                value={Math.min(100, Math.max(0, item.percentage))}
                colorPalette="teal"
                size="sm"
              >
                <Progress.Track
                  rounded="full"
                  aria-label={`${item.categoryName}: ${percentFormat.format(item.percentage)} % de los reportes de la semana`}
                >
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
