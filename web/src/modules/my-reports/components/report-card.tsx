import { Box, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { EyeOff, UserRound } from "lucide-react";
import { useId, type ReactNode } from "react";
import { viewerFullName } from "../../auth/viewer-names";
import { CategoryIcon } from "../../../ui/category-icon";
import { neighborhoodName, reportShortId, severityName } from "../report-display";
import type { MyReport } from "../report-types";
import { RelativeTime } from "./relative-time";
import { ReportPhotos } from "./report-photos";
import { StatusBadge } from "./status-badge";
import { StatusHistory } from "./status-history";

/**
 * One report. `viewerIsStaff` switches the author line: a citizen only ever sees their own reports,
 * staff see everyone's and need to know who filed a non-anonymous one (PRODUCT.md decision 11).
 */
export function ReportCard({ report, viewerIsStaff }: { report: MyReport; viewerIsStaff: boolean }) {
  const headingId = useId();
  const shortId = reportShortId(report.id);

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
          <Heading id={headingId} as="h2" size="md" color="gray.900" lineHeight="1.3">
            {report.category.name}
            <VisuallyHidden>, reporte</VisuallyHidden>{" "}
            <Text as="span" fontFamily="mono" fontSize="sm" fontWeight="normal" color="gray.600">
              {shortId}
            </Text>
          </Heading>
        </HStack>
        <StatusBadge status={report.status} />
      </Flex>

      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} columnGap="4" rowGap="3" mt="4" fontSize="sm">
        <Fact label="Barrio">{neighborhoodName(report.neighborhood)}</Fact>
        <Fact label="Gravedad">{severityName(report.severity)}</Fact>
        <Fact label="Enviado">
          <RelativeTime value={report.createdAt} />
        </Fact>
        <Fact label={viewerIsStaff ? "Reportado por" : "Privacidad"}>
          <Authorship report={report} viewerIsStaff={viewerIsStaff} />
        </Fact>
        {viewerIsStaff && report.allowContact && report.author?.email && (
          <Fact label="Contacto">
            <Link href={`mailto:${report.author.email}`} color="teal.700" textDecoration="underline">
              {report.author.email}
            </Link>
          </Fact>
        )}
        {report.address && (
          <Fact label="Dirección" wide>
            {report.address}
          </Fact>
        )}
      </SimpleGrid>

      {report.description && (
        <Text mt="4" color="gray.800" whiteSpace="pre-line" overflowWrap="anywhere">
          {report.description}
        </Text>
      )}

      {report.photos.length > 0 && (
        <Box mt="4">
          <ReportPhotos reportId={report.id} photos={report.photos} />
        </Box>
      )}

      <Box mt="3" pt="2" borderTopWidth="1px">
        <StatusHistory history={report.statusHistory} />
      </Box>
    </Box>
  );
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
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

function Authorship({ report, viewerIsStaff }: { report: MyReport; viewerIsStaff: boolean }) {
  // An anonymous report never names anyone here, even though the API sends the author to the
  // reporter themself: the card says what others see.
  if (report.anonymous) {
    return (
      <HStack as="span" gap="1.5">
        <EyeOff size={14} aria-hidden="true" />
        Anónimo
      </HStack>
    );
  }
  const name = report.author
    ? (viewerFullName(report.author) ?? report.author.email ?? "Usuario")
    : undefined;
  return (
    <HStack as="span" gap="1.5">
      <UserRound size={14} aria-hidden="true" />
      {/* A named report without an author is one whose account was deleted (PRODUCT.md decision 10). */}
      {viewerIsStaff ? (name ?? "Autor no disponible") : "Con tu nombre"}
    </HStack>
  );
}
