import { Box, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { ReportCard, ReportFact } from "../../report-view";
import type { TableReportFieldsFragment } from "../../../gql/graphql";
import { DueDateExtension } from "./due-date-extension";
import { ReportStatusControl } from "./report-status-control";
import { ReportWorkControl } from "./report-work-control";

export type TableReport = TableReportFieldsFragment;

// Leaflet loads only when a row with a location is opened.
const ReportLocationMap = lazy(() =>
  import("../../../maps/report-location-map").then((module) => ({ default: module.ReportLocationMap })),
);

function authorText(report: TableReport): string {
  const name = [report.author?.firstName, report.author?.lastName].filter(Boolean).join(" ");
  if (name) return name;
  return report.anonymous ? "Anónimo" : "No disponible";
}

/**
 * An opened row: the report in full (the shared card), its map pin and, for staff, the term's extension
 * and the status select.
 */
export function ReportDetails({ report }: { report: TableReport }) {
  return (
    <ReportCard
      report={report}
      facts={
        <>
          <ReportFact label="Autor">{authorText(report)}</ReportFact>
          {report.author?.email && (
            <ReportFact label="Contacto">
              <a href={`mailto:${report.author.email}`}>{report.author.email}</a>
            </ReportFact>
          )}
        </>
      }
    >
      {report.location && (
        <Box mt="4">
          <Suspense fallback={<Box h="180px" bg="gray.100" rounded="lg" />}>
            <ReportLocationMap location={report.location} approximate={report.location.approximate} />
          </Suspense>
          {report.location.approximate && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              Ubicación aproximada: el punto exacto solo lo ven quien reportó y el personal de la alcaldía.
            </Text>
          )}
        </Box>
      )}
      <ReportWorkControl report={report} />
      {report.viewerCan.extendDueDate && <DueDateExtension reportId={report.id} dueAt={report.dueAt} />}
      {report.viewerCan.changeStatus && (
        <ReportStatusControl
          reportId={report.id}
          status={report.status}
          nextStatuses={report.viewerCan.nextStatuses}
        />
      )}
    </ReportCard>
  );
}
