import { Box, Flex, Heading, HStack, Link, SimpleGrid, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useId, type ReactNode } from "react";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { CategoryIcon } from "../../../ui/category-icon";
import { neighborhoodName, severityName } from "../report-display";
import { RelativeTime } from "../../../ui/relative-time";
import { ReportPhotos } from "./report-photos";
import { ReportHeadingTitle } from "./report-heading-title";
import { DueDateFact } from "./due-date";
import { ReportFact } from "./report-fact";
import { StatusBadge } from "./status-badge";
import { ReportUpdates } from "./report-updates";
import { StatusHistory } from "./status-history";

/**
 * What the card shows of any report, Report or PublicReport alike (docs/graphql.md#shared-report-fields);
 * the extension's reason only reaches Report's viewers (the reporter and staff).
 */
export const ReportCardFragment = graphql(`
  fragment ReportCard_report on ReportDisplay {
    id
    radicado
    category {
      id
      name
      icon
    }
    neighborhood
    address
    description
    severity
    status
    createdAt
    ...DueDate_report
    duplicateOfId
    duplicateOfRadicado
    transferredTo
    transferredLate
    photos {
      ...ReportPhotos_photos
    }
    statusHistory {
      ...StatusHistory_history
    }
    ... on Report {
      extensionReason
    }
  }
`);

/**
 * Staff's texts the viewer may read and the "después" photo. A table row reads them only when it is
 * opened (docs/graphql.md#cost).
 */
export const ReportCardDetailsFragment = graphql(`
  fragment ReportCard_details on ReportDisplay {
    updates {
      ...ReportUpdates_updates
    }
    afterPhoto {
      ...ReportPhotos_photos
    }
  }
`);

/** The reports marked duplicado of this one: up to 50, so only a page about one report asks for them. */
export const ReportCardRelatedFragment = graphql(`
  fragment ReportCard_related on ReportDisplay {
    duplicates {
      id
      radicado
    }
  }
`);

export interface ReportCardProps {
  report: FragmentType<typeof ReportCardFragment>;
  /** Staff's texts and the "después" photo; left out, the card shows none (yet). */
  details?: FragmentType<typeof ReportCardDetailsFragment> | null;
  /** Its duplicates; left out, the card lists none. */
  related?: FragmentType<typeof ReportCardRelatedFragment> | null;
  /** More facts after barrio, severity and date (each a `ReportFact`): who filed it, contact… */
  facts?: ReactNode;
  /** The heading's level: 2 in a list, 1 on a page about this report. */
  headingLevel?: 1 | 2;
  /** Opens the status history (a page about one report). */
  historyOpen?: boolean;
  /** Below everything: actions on the report (support, comments…). */
  children?: ReactNode;
}

/** One report in full: category and radicado, status, facts, description, photos, history. */
export function ReportCard({
  report: reportRef,
  details: detailsRef,
  related: relatedRef,
  facts,
  headingLevel = 2,
  historyOpen = false,
  children,
}: ReportCardProps) {
  const report = getFragmentData(ReportCardFragment, reportRef);
  const details = getFragmentData(ReportCardDetailsFragment, detailsRef);
  const duplicates = getFragmentData(ReportCardRelatedFragment, relatedRef)?.duplicates ?? [];
  const headingId = useId();
  const now = new Date();
  // Only the Report view selects it (the generated types carry no __typename to tell them apart).
  const extensionReason = "extensionReason" in report ? report.extensionReason : null;

  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      rounded="xl"
      shadow="xs"
      p={{ base: "4", md: "5" }}
    >
      {/* The badge keeps its place top right; a long category name wraps inside the heading instead. */}
      <Flex gap="3" align="start" justify="space-between">
        <HStack gap="3" align="center" minW="0" flex="1">
          <Box bg="teal.50" color="teal.700" rounded="lg" p="2" flexShrink={0}>
            <CategoryIcon name={report.category.icon} size={22} />
          </Box>
          <Heading id={headingId} as={`h${headingLevel}`} size="md" color="gray.900" lineHeight="1.3">
            <ReportHeadingTitle categoryName={report.category.name} radicado={report.radicado} />
          </Heading>
        </HStack>
        <StatusBadge status={report.status} />
      </Flex>

      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} columnGap="4" rowGap="3" mt="4" fontSize="sm">
        <ReportFact label="Barrio">{neighborhoodName(report.neighborhood)}</ReportFact>
        <ReportFact label="Gravedad">{severityName(report.severity)}</ReportFact>
        <ReportFact label="Enviado">
          <RelativeTime value={report.createdAt} />
        </ReportFact>
        <DueDateFact report={report} now={now} />
        {extensionReason && (
          <ReportFact label="Plazo prorrogado" wide>
            {extensionReason}
          </ReportFact>
        )}
        {report.duplicateOfRadicado && (
          <ReportFact label="Duplicado de">
            {report.duplicateOfId ? (
              <Link asChild color="teal.700" textDecoration="underline" fontFamily="mono">
                <RouterLink to={`/community/reports/${report.duplicateOfId}`}>
                  {report.duplicateOfRadicado}
                </RouterLink>
              </Link>
            ) : (
              <Text as="span" fontFamily="mono">
                {report.duplicateOfRadicado}
              </Text>
            )}
          </ReportFact>
        )}
        {duplicates.length > 0 && (
          <ReportFact label="Reportes duplicados de este" wide>
            <HStack as="span" gap="3" wrap="wrap">
              {duplicates.map((duplicate) => (
                <Link
                  key={duplicate.id}
                  asChild
                  color="teal.700"
                  textDecoration="underline"
                  fontFamily="mono"
                >
                  <RouterLink to={`/community/reports/${duplicate.id}`}>{duplicate.radicado}</RouterLink>
                </Link>
              ))}
            </HStack>
          </ReportFact>
        )}
        {report.transferredTo && (
          <ReportFact label="Trasladado a" wide>
            {report.transferredTo}
            {report.transferredLate && " (fuera de término)"}
          </ReportFact>
        )}
        {facts}
        {report.address && (
          <ReportFact label="Dirección" wide>
            {report.address}
          </ReportFact>
        )}
      </SimpleGrid>

      {report.description && (
        <Text mt="4" color="gray.800" whiteSpace="pre-line" overflowWrap="anywhere">
          {report.description}
        </Text>
      )}

      {details?.afterPhoto ? (
        <SimpleGrid mt="4" columns={{ base: 1, sm: 2 }} gap="3">
          {report.photos.length > 0 && (
            <Box>
              <Text fontSize="sm" fontWeight="semibold" color="gray.800" mb="1">
                Antes
              </Text>
              <ReportPhotos radicado={report.radicado} photos={report.photos} />
            </Box>
          )}
          <Box>
            <Text fontSize="sm" fontWeight="semibold" color="gray.800" mb="1">
              Después
            </Text>
            <ReportPhotos radicado={report.radicado} photos={[details.afterPhoto]} label="Foto del después" />
          </Box>
        </SimpleGrid>
      ) : (
        report.photos.length > 0 && (
          <Box mt="4">
            <ReportPhotos radicado={report.radicado} photos={report.photos} />
          </Box>
        )
      )}

      {details && <ReportUpdates updates={details.updates} mt="4" />}

      <Box mt="3" pt="2" borderTopWidth="1px">
        <StatusHistory history={report.statusHistory} defaultOpen={historyOpen} />
      </Box>
      {children}
    </Box>
  );
}
