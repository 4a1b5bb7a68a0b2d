import { Box, Button, HStack, Table, Text } from "@chakra-ui/react";
import { REPORT_SEARCH_LIMITS } from "@domain";
import { FileDown, Printer } from "lucide-react";
import type { ReportSearchFilter } from "../gql/graphql";
import { AdminTiles, useReportSummary } from "../modules/admin";
import {
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
  return (
    <PageShell title="Generar reporte">
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
      <AdminTiles summary={summary.data?.reportSummary} />
      {page && (
        <>
          <Text color="gray.700" mb="2" fontSize="sm">
            {page.totalCount > page.nodes.length
              ? `Se muestran los ${page.nodes.length} más recientes de ${page.totalCount}; el CSV los incluye todos.`
              : `${page.totalCount} reportes.`}
          </Text>
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
        </>
      )}
    </PageShell>
  );
}
