import { Button, Center, Link, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { MESSAGES } from "@domain";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { graphql } from "../gql";
import { PublicReportCard, useReportActivity } from "../modules/community";
import { PageShell } from "../ui/page-shell";

export const MyFollowedReportsQuery = graphql(`
  query MyFollowedReports($after: String) {
    myFollowedReports(after: $after) {
      reports {
        id
        ...PublicReportCard_report
      }
      nextCursor
    }
  }
`);

/**
 * /siguiendo: the reports the viewer follows, most recently followed first, as the public sees them
 * (docs/community.md#following); counts live, pages with "Cargar más".
 */
export function FollowingPage() {
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, loading, error, fetchMore, refetch } = useQuery(MyFollowedReportsQuery, {
    fetchPolicy: "cache-and-network",
  });
  const page = data?.myFollowedReports;
  useReportActivity(page?.reports.map((report) => report.id) ?? []);

  const handleLoadMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: page.nextCursor } });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <PageShell title="Siguiendo">
      <Text color="gray.700" mb="4">
        Los reportes que sigues: te avisamos aquí y por correo cuando cambian de estado o la Alcaldía Local
        publica una actualización. Sigues automáticamente los reportes que envías, apoyas o comentas.
      </Text>
      {!page && loading ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true" aria-label="Cargando reportes">
          {[0, 1].map((key) => (
            <Skeleton key={key} h="56" rounded="xl" />
          ))}
        </SimpleGrid>
      ) : !page && error ? (
        <Stack align="center" gap="3" py="10" role="alert">
          <Text color="gray.800">{MESSAGES.reportsLoadFailed}</Text>
          <Button colorPalette="teal" onClick={() => void refetch().catch(() => undefined)}>
            Reintentar
          </Button>
        </Stack>
      ) : page && page.reports.length === 0 ? (
        <Stack align="center" gap="2" py="10" textAlign="center">
          <Text color="gray.700">Aún no sigues ningún reporte.</Text>
          <Link asChild color="teal.700" textDecoration="underline">
            <RouterLink to="/community/reports">Ver los reportes comunitarios</RouterLink>
          </Link>
        </Stack>
      ) : (
        page && (
          <>
            <SimpleGrid
              as="ul"
              listStyleType="none"
              columns={{ base: 1, md: 2 }}
              gap="4"
              aria-label="Reportes que sigues"
            >
              {page.reports.map((report) => (
                <li key={report.id}>
                  <PublicReportCard report={report} />
                </li>
              ))}
            </SimpleGrid>
            {page.nextCursor && (
              <Center mt="6">
                <Button
                  colorPalette="teal"
                  variant="outline"
                  loading={loadingMore}
                  onClick={() => void handleLoadMore()}
                >
                  Cargar más
                </Button>
              </Center>
            )}
          </>
        )
      )}
    </PageShell>
  );
}
