import { Button, Center, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { MESSAGES } from "@domain";
import type { ReactNode } from "react";
import { countFormat } from "../../../ui/number-format";
import { PageShell } from "../../../ui/page-shell";
import { useUrlParams } from "../../../ui/use-url-params";
import { useReportTable } from "../hooks/use-report-table";
import { readTableSearch, withFilter, withPage, type TableFilter } from "../table-search";
import { ReportFilterBar, type FilterKey } from "./report-filter-bar";
import { canSelect } from "../bulk-selection";
import { useRowSelection } from "../hooks/use-row-selection";
import type { TableReport } from "./report-details";
import { BulkActionsBar } from "./bulk-actions-bar";
import { ReportTable } from "./report-table";

/**
 * A report table screen (/reportes/*, /barrio/*, /categoria/*): the filters the route fixes, the filter
 * bar for the rest, the table, and pages by cursor ("Anterior"/"Siguiente"), all in the URL.
 */
export function ReportTablePage({
  title,
  fixed,
  hidden,
  intro,
}: {
  title: string;
  fixed: TableFilter;
  hidden: ReadonlyArray<FilterKey>;
  intro?: ReactNode;
}) {
  const [params, updateParams] = useUrlParams();
  const search = readTableSearch(params, fixed);
  const { data, loading, error, refetch } = useReportTable(search);
  const page = data?.searchReports;
  const selection = useRowSelection<TableReport>();

  return (
    <PageShell title={title}>
      {intro}
      <ReportFilterBar
        search={search}
        hidden={hidden}
        onChange={(changes) => updateParams((current) => withFilter(current, changes))}
      />
      <Text role="status" aria-live="polite" color="gray.700" fontSize="sm" mb="3">
        {page
          ? `${countFormat.format(page.totalCount)} ${page.totalCount === 1 ? "reporte" : "reportes"} · página ${search.page}`
          : loading
            ? "Cargando reportes..."
            : ""}
      </Text>
      {error && !data ? (
        <Stack align="start" gap="3" role="alert">
          <Text color="red.700" fontWeight="medium">
            {MESSAGES.reportsLoadFailed}
          </Text>
          <Button variant="outline" colorPalette="teal" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </Stack>
      ) : !page ? (
        <Center py="10">
          <Spinner color="teal.600" aria-hidden="true" />
        </Center>
      ) : page.nodes.length === 0 ? (
        <Text color="gray.700">No hay reportes con estos filtros.</Text>
      ) : (
        <>
          <BulkActionsBar selection={selection} />
          <ReportTable
            reports={page.nodes}
            caption={title}
            // Checkboxes only where the viewer may act on some row (staff; docs/staff.md#bulk-actions).
            selection={page.nodes.some(canSelect) || selection.reports.length > 0 ? selection : undefined}
          />
          <HStack as="nav" aria-label="Páginas" justify="space-between" mt="4">
            <Button
              variant="outline"
              colorPalette="teal"
              disabled={search.page <= 1 || !page.pageInfo.startCursor}
              onClick={() =>
                updateParams((current) =>
                  search.page <= 2
                    ? withPage(current, {}, 1)
                    : withPage(current, { before: page.pageInfo.startCursor ?? undefined }, search.page - 1),
                )
              }
            >
              Anterior
            </Button>
            <Button
              variant="outline"
              colorPalette="teal"
              disabled={!page.pageInfo.hasNextPage}
              onClick={() =>
                updateParams((current) =>
                  withPage(current, { after: page.pageInfo.endCursor ?? undefined }, search.page + 1),
                )
              }
            >
              Siguiente
            </Button>
          </HStack>
        </>
      )}
    </PageShell>
  );
}
