import { Box, Button, HStack, List, Table, Text } from "@chakra-ui/react";
import { Global } from "@emotion/react";
import { REPORT_SEARCH_LIMITS } from "@domain";
import { FileDown, Printer } from "lucide-react";
import { useEffect, useState } from "react";
import type { ReportSearchFilter } from "../gql/graphql";
import { AdminTiles, useReportSummary } from "../modules/admin";
import { useCategories } from "../modules/categories";
import {
  describeTableSearch,
  exportQuery,
  readTableSearch,
  ReportFilterBar,
  usePrintedReports,
  withFilter,
} from "../modules/report-tables";
import { DueDate, neighborhoodName, severityName, statusName } from "../modules/report-view";
import { PageShell } from "../ui/page-shell";
import { useUrlParams } from "../ui/use-url-params";

const onScreenOnly = { "@media print": { display: "none" } } as const;
const dateFormat = new Intl.DateTimeFormat("es-CO", { dateStyle: "medium", timeZone: "America/Bogota" });
const exportTimeFormat = new Intl.DateTimeFormat("es-CO", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "America/Bogota",
});

/**
 * On paper the report stands alone (docs/staff.md#printed-report): the header, its navigation, the
 * footer and the toasts are the app around it, not part of it.
 */
const printOnlyTheReport = {
  "@media print": {
    "header, footer, nav, [data-scope=toast]": { display: "none !important" },
    body: { background: "white" },
  },
} as const;

/** When the report was produced: now, and again when the browser is about to print it. */
function useExportTime(): Date {
  const [time, setTime] = useState(() => new Date());
  useEffect(() => {
    const refresh = () => setTime(new Date());
    window.addEventListener("beforeprint", refresh);
    return () => window.removeEventListener("beforeprint", refresh);
  }, []);
  return time;
}

/**
 * "Generar reporte": choose the filters, then download every matching report as CSV (streamed by the
 * API) or print this page: the figures, then the table (its first page of reports on paper).
 */
export function AdminReportPage() {
  const [params, updateParams] = useUrlParams();
  const search = readTableSearch(params, {});
  const summary = useReportSummary(search.filter as ReportSearchFilter);
  const table = usePrintedReports(search, REPORT_SEARCH_LIMITS.maxPageSize);
  const page = table.data?.searchReports;
  const { categories } = useCategories();
  const filters = describeTableSearch(
    search,
    (id) => categories?.find((category) => category.id === id)?.name,
  );
  const exportTime = useExportTime();
  return (
    <PageShell title="Generar reporte">
      <Global styles={printOnlyTheReport} />
      <Box css={onScreenOnly}>
        <ReportFilterBar
          search={search}
          hidden={[]}
          onChange={(changes) => updateParams((current) => withFilter(current, changes))}
        />
        <HStack gap="3" mb="6" wrap="wrap">
          <Button asChild colorPalette="teal">
            <a href={`/api/admin/reports.csv?${exportQuery(search)}`} download>
              <FileDown aria-hidden="true" /> Descargar CSV
            </a>
          </Button>
          <Button variant="outline" colorPalette="teal" bg="white" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Imprimir
          </Button>
        </HStack>
      </Box>
      <Box as="section" aria-labelledby="report-scope" mb="6" color="gray.800">
        <Text id="report-scope" fontWeight="semibold">
          Filtros del reporte
        </Text>
        <List.Root ps="5" fontSize="sm">
          {filters.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm" mt="2">
          Generado el {exportTimeFormat.format(exportTime)}
          {page && ` · ${page.totalCount} ${page.totalCount === 1 ? "reporte" : "reportes"}`}
        </Text>
      </Box>
      <AdminTiles summary={summary.data?.reportSummary} />
      {page && (
        <>
          <Text color="gray.700" mb="2" fontSize="sm">
            {page.totalCount > page.nodes.length
              ? `Se muestran los ${page.nodes.length} más recientes de ${page.totalCount}; el CSV los incluye todos.`
              : `${page.totalCount} ${page.totalCount === 1 ? "reporte" : "reportes"}.`}
          </Text>
          {/* On a phone the table scrolls in its own box, not the page; on paper it is whole. */}
          <Table.ScrollArea
            borderWidth="1px"
            rounded="md"
            bg="white"
            tabIndex={0}
            role="region"
            aria-label="Reportes del informe (desliza para ver todas las columnas)"
            css={{ "@media print": { overflow: "visible", borderWidth: "0" } }}
          >
            <Table.Root size="sm" bg="white">
              <Table.Header>
                <Table.Row>
                  {["Radicado", "Fecha", "Categoría", "Barrio", "Gravedad", "Estado", "Plazo", "Apoyos"].map(
                    (label) => (
                      <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
                    ),
                  )}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.nodes.map((report) => (
                  <Table.Row key={report.id}>
                    <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                      {report.radicado}
                    </Table.Cell>
                    <Table.Cell>{dateFormat.format(new Date(report.createdAt))}</Table.Cell>
                    <Table.Cell>{report.category.name}</Table.Cell>
                    <Table.Cell>{neighborhoodName(report.neighborhood)}</Table.Cell>
                    <Table.Cell>{severityName(report.severity)}</Table.Cell>
                    <Table.Cell>{statusName(report.status)}</Table.Cell>
                    <Table.Cell>
                      <DueDate report={report} />
                    </Table.Cell>
                    <Table.Cell>{report.votesCount}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </>
      )}
    </PageShell>
  );
}
