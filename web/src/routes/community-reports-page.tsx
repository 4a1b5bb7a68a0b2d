import { Button, Center, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { MESSAGES } from "@domain";
import { useState } from "react";
import { graphql } from "../gql";
import {
  CommunityFiltersBar,
  filtersFromSearch,
  PublicReportCard,
  searchForFilters,
  useReportActivity,
} from "../modules/community";
import { PageShell } from "../ui/page-shell";
import { useUrlParams } from "../ui/use-url-params";

export const PublicReportsQuery = graphql(`
  query PublicReports($filter: PublicReportsFilter, $sort: PublicReportSort, $after: String) {
    publicReports(filter: $filter, sort: $sort, after: $after) {
      reports {
        id
        ...PublicReportCard_report
      }
      nextCursor
    }
  }
`);

/** /community/reports: public reports for anyone, filtered and ordered from the URL, counts live. */
export function CommunityReportsPage() {
  const [searchParams, updateSearchParams] = useUrlParams();
  const filters = filtersFromSearch(searchParams);
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, loading, error, fetchMore, refetch } = useQuery(PublicReportsQuery, {
    variables: {
      filter: { categoryId: filters.categoryId, neighborhood: filters.neighborhood, status: filters.status },
      sort: filters.sort,
    },
    fetchPolicy: "cache-and-network",
  });
  const page = data?.publicReports;
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
    <PageShell title="Reportes comunitarios">
      <Text color="gray.700" mb="4">
        Lo que reportan los vecinos de Riomar. Apoya los reportes que también te afectan: los más apoyados
        ayudan a priorizar.
      </Text>
      <CommunityFiltersBar
        filters={filters}
        onChange={(changes) =>
          updateSearchParams((current) => searchForFilters({ ...filtersFromSearch(current), ...changes }))
        }
      />
      {!page && loading ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true" aria-label="Cargando reportes">
          {[0, 1, 2, 3].map((key) => (
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
        <Text color="gray.700" py="10" textAlign="center">
          No hay reportes con estos filtros.
        </Text>
      ) : (
        page && (
          <>
            <SimpleGrid
              as="ul"
              listStyleType="none"
              columns={{ base: 1, md: 2 }}
              gap="4"
              aria-label="Reportes"
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
