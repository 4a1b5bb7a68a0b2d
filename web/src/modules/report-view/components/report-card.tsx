import { Box, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useId, type ReactNode } from "react";
import { dueLabel } from "@domain";
import { CategoryIcon } from "../../../ui/category-icon";
import { neighborhoodName, severityName } from "../report-display";
import type { ReportCardData } from "../report-view-types";
import { RelativeTime } from "../../../ui/relative-time";
import { ReportPhotos } from "./report-photos";
import { ReportHeadingTitle } from "./report-heading-title";
import { DueDate } from "./due-date";
import { StatusBadge } from "./status-badge";
import { ReportUpdates } from "./report-updates";
import { StatusHistory } from "./status-history";

export interface ReportCardProps {
  report: ReportCardData;
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
  report,
  facts,
  headingLevel = 2,
  historyOpen = false,
  children,
}: ReportCardProps) {
  const headingId = useId();
  const now = new Date();
  const term = report.dueAt
    ? { status: report.status, dueAt: report.dueAt, answeredAt: report.answeredAt ?? null }
    : null;
  // A message to the reporter written with a status change is that history entry's note: shown there once.
  const shownUpdates = (report.updates ?? []).filter(
    (update) => !(update.kind === "reporter_message" && update.statusChangeId),
  );

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
        {term && dueLabel(term, now) && (
          <ReportFact label="Plazo">
            <DueDate report={term} now={now} />
          </ReportFact>
        )}
        {report.extensionReason && (
          <ReportFact label="Plazo prorrogado" wide>
            {report.extensionReason}
          </ReportFact>
        )}
        {report.channel && <ReportFact label="Canal">{report.channel}</ReportFact>}
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
        {report.duplicates && report.duplicates.length > 0 && (
          <ReportFact label="Reportes duplicados de este" wide>
            <HStack as="span" gap="3" wrap="wrap">
              {report.duplicates.map((duplicate) => (
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

      {report.afterPhoto ? (
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
            <ReportPhotos radicado={report.radicado} photos={[report.afterPhoto]} label="Foto del después" />
          </Box>
        </SimpleGrid>
      ) : (
        report.photos.length > 0 && (
          <Box mt="4">
            <ReportPhotos radicado={report.radicado} photos={report.photos} />
          </Box>
        )
      )}

      {shownUpdates.length > 0 && (
        <Box mt="4">
          <ReportUpdates updates={shownUpdates} />
        </Box>
      )}

      <Box mt="3" pt="2" borderTopWidth="1px">
        <StatusHistory history={report.statusHistory} defaultOpen={historyOpen} />
      </Box>
      {children}
    </Box>
  );
}

/** One term and its value in a report's fact list; `wide` spans the whole row. */
export function ReportFact({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="0.5" gridColumn={wide ? "1 / -1" : undefined} minW="0">
      <Text as="dt" color="gray.600">
        {label}
      </Text>
      <Text as="dd" color="gray.900" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Stack>
  );
}
