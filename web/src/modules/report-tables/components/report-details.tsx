import { Box, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { LazyReportLocationMap } from "../../../maps/lazy-report-location-map";
import { ModerationNotice } from "../../community";
import { RestoreButton } from "../../moderation";
import { neighborhoodName, ReportCard, ReportFact } from "../../report-view";
import type { ReportTable_ReportFragment } from "../../../gql/graphql";
import { DueDateExtension } from "./due-date-extension";
import { PhotoBlurActions } from "./photo-blur-dialog";
import { ReportStatusControl } from "./report-status-control";
import { ReportWorkControl } from "./report-work-control";
import { ResidentAnswers } from "./resident-answers";

export type TableReport = ReportTable_ReportFragment;

function authorText(report: TableReport): string {
  const name = [report.author?.firstName, report.author?.lastName].filter(Boolean).join(" ");
  if (name) return name;
  return report.anonymous ? "Anónimo" : "No disponible";
}

/**
 * Staff's texts, the "después" photo and the residents' answers to "¿Quedó resuelto?" of one report,
 * read when its row is opened: a page of rows never
 * pays for them (docs/graphql.md#cost). The status change answers the same fields, so the card follows.
 */
export const ReportTextsQuery = graphql(`
  query ReportTexts($id: ID!) {
    report(id: $id) {
      id
      ...ReportCard_details
      afterPhoto {
        id
        url
        width
        height
      }
      residentAnswers {
        role
        answer
        comment
        answeredAt
        photo {
          id
          url
          thumbnailUrl
        }
      }
    }
  }
`);

/**
 * An opened row: the report in full (the shared card), its map pin and, for staff, who works it, the
 * term's extension and the status select.
 */
export function ReportDetails({ report }: { report: TableReport }) {
  const texts = useQuery(ReportTextsQuery, { variables: { id: report.id } }).data?.report;
  return (
    <ReportCard
      report={report}
      details={texts}
      facts={
        <>
          {report.channel && <ReportFact label="Canal">{report.channel}</ReportFact>}
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
          <LazyReportLocationMap
            location={report.location}
            approximate={report.location.approximate}
            neighborhood={neighborhoodName(report.neighborhood)}
            address={report.address}
          />
          {report.location.approximate && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              Ubicación aproximada: el punto exacto solo lo ven quien reportó y el personal de la alcaldía.
            </Text>
          )}
        </Box>
      )}
      {report.moderation && (
        // Out of the public's sight: what staff write publicly is not shown either until it is restored.
        <Stack mt="4" gap="2" role="note" aria-label="Moderación">
          <ModerationNotice moderation={report.moderation} withheld={false} />
          <Text fontSize="sm" color="gray.800">
            Mientras tanto el público no ve su descripción, sus fotos ni sus actualizaciones públicas.
          </Text>
          {report.viewerCan.restore && <RestoreButton target="report" id={report.id} />}
        </Stack>
      )}
      <PhotoBlurActions reportId={report.id} photos={report.photos} afterPhoto={texts?.afterPhoto} />
      <ResidentAnswers answers={texts?.residentAnswers} />
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
