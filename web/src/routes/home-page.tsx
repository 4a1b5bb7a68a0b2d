import { useQuery } from "@apollo/client/react";
import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { graphql } from "../gql";
import type { Viewer } from "../modules/auth";
import { useCategories } from "../modules/categories";
import { QuickActions, RecentActivity, WelcomeBanner } from "../modules/home";
import { SiteFooter } from "../modules/landing";
import { HeadlineFigures } from "../ui/headline-figures";
import { ShellHeader } from "../ui/page-shell";
import { useDocumentTitle } from "../ui/use-document-title";

const FIGURE_LABELS = ["Reportes Totales", "Resueltos", "Barrios", "Días Promedio"] as const;

export const HomePageQuery = graphql(`
  query HomePage {
    publicStatistics {
      totalReports
      resolvedReports
      neighborhoods
      averageResolutionDays
    }
    weeklyCategoryActivity {
      categoryId
      categoryName
      icon
      count
      percentage
    }
  }
`);

/** The signed-in home (docs/decisions.md#home-page). */
export function HomePage({ viewer }: { viewer: Viewer }) {
  useDocumentTitle("Inicio");
  const { data, loading, error } = useQuery(HomePageQuery);
  const { categories } = useCategories();
  const isCitizen = viewer.role === "citizen";

  return (
    <Box minH="100dvh" display="flex" flexDirection="column" bg="gray.50">
      <ShellHeader />
      <Box as="main" flex="1">
        <WelcomeBanner firstName={viewer.firstName ?? null} isCitizen={isCitizen} />
        <Container maxW="6xl" py={{ base: "6", md: "10" }}>
          <Stack gap={{ base: "8", md: "10" }}>
            <Box as="section" aria-labelledby="home-figures-title">
              <Heading id="home-figures-title" as="h2" size="xl" color="teal.900" mb="4">
                Resumen de la localidad
              </Heading>
              {error && !data && (
                <Text color="red.700" mb="3" role="alert">
                  No se pudieron cargar las cifras. Recarga la página para intentarlo de nuevo.
                </Text>
              )}
              {/* A count that did not load shows 0 (docs/decisions.md#home-page). */}
              <HeadlineFigures
                statistics={data?.publicStatistics}
                loading={loading}
                labels={FIGURE_LABELS}
                unloaded="0"
              />
            </Box>
            {isCitizen && <QuickActions />}
            <RecentActivity
              activity={data?.weeklyCategoryActivity}
              loading={loading}
              failed={Boolean(error) && !data}
            />
          </Stack>
        </Container>
      </Box>
      <SiteFooter signedIn categories={categories} />
    </Box>
  );
}
