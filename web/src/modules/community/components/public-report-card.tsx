import { Box, Button, Flex, Heading, HStack, Image, Link, Stack, Text } from "@chakra-ui/react";
import { MessageCircle } from "lucide-react";
import { useId } from "react";
import { Link as RouterLink } from "react-router-dom";
import { CategoryIcon } from "../../../ui/category-icon";
import { countFormat } from "../../../ui/number-format";
import { RelativeTime } from "../../../ui/relative-time";
import {
  neighborhoodName,
  ReportHeadingTitle,
  reportPhotoAlt,
  severityName,
  StatusBadge,
} from "../../report-view";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { personName } from "../community-types";
import { ShareButton } from "./share-button";
import { VoteButton, VoterAvatars } from "./vote-button";

export const PublicReportCardFragment = graphql(`
  fragment PublicReportCard_report on PublicReport {
    id
    radicado
    category {
      id
      name
      icon
    }
    neighborhood
    severity
    status
    createdAt
    description
    author {
      firstName
      lastName
    }
    photos {
      id
      thumbnailUrl
    }
    commentsCount
    voters {
      ...VoterAvatars_voter
    }
    ...VoteButton_report
  }
`);

/** One report of the community list: what it is, where, how bad, its status, and what people think. */
export function PublicReportCard({
  report: reportRef,
}: {
  report: FragmentType<typeof PublicReportCardFragment>;
}) {
  const report = getFragmentData(PublicReportCardFragment, reportRef);
  const headingId = useId();
  const detailPath = `/community/reports/${report.id}`;
  const thumbnail = report.photos[0];
  const author = report.author ? personName(report.author) : null;

  return (
    <Box as="article" aria-labelledby={headingId} bg="white" borderWidth="1px" rounded="xl" shadow="xs" p="4">
      <Flex gap="3" align="start">
        <Box flexShrink={0} w="20" h="16" rounded="md" overflow="hidden" bg="teal.50" color="teal.700">
          {thumbnail ? (
            <Image asChild w="full" h="full" objectFit="cover">
              <img
                src={thumbnail.thumbnailUrl}
                alt={reportPhotoAlt(0, report.radicado)}
                width={280}
                height={210}
                loading="lazy"
              />
            </Image>
          ) : (
            <Flex w="full" h="full" align="center" justify="center" aria-hidden="true">
              <CategoryIcon name={report.category.icon} size={28} />
            </Flex>
          )}
        </Box>
        <Stack gap="1" minW="0" flex="1">
          <Flex gap="2" justify="space-between" align="start" wrap="wrap">
            <Heading id={headingId} as="h2" size="md" color="gray.900" lineHeight="1.3">
              <ReportHeadingTitle categoryName={report.category.name} radicado={report.radicado} />
            </Heading>
            <StatusBadge status={report.status} />
          </Flex>
          <Text fontSize="sm" color="gray.700">
            {neighborhoodName(report.neighborhood)} · Gravedad: {severityName(report.severity)} ·{" "}
            <RelativeTime value={report.createdAt} />
          </Text>
          <Text fontSize="sm" color="gray.700">
            {author ? `Por ${author}` : "Reporte anónimo"}
          </Text>
        </Stack>
      </Flex>

      {report.description && (
        <Text mt="3" color="gray.800" lineClamp={3} overflowWrap="anywhere">
          {report.description}
        </Text>
      )}

      <HStack mt="3" gap="3" wrap="wrap">
        <VoteButton report={report} />
        <Link asChild color="teal.800" fontSize="sm" fontWeight="medium">
          <RouterLink to={`${detailPath}#comentarios`}>
            <MessageCircle size={16} aria-hidden="true" />
            {countFormat.format(report.commentsCount)}{" "}
            {report.commentsCount === 1 ? "comentario" : "comentarios"}
          </RouterLink>
        </Link>
        <VoterAvatars voters={report.voters} />
      </HStack>

      <HStack mt="3" pt="3" borderTopWidth="1px" gap="2" justify="space-between">
        <Button asChild size="sm" colorPalette="teal" variant="subtle">
          <RouterLink to={detailPath} aria-label={`Ver detalle del reporte ${report.radicado}`}>
            Ver detalle
          </RouterLink>
        </Button>
        <ShareButton
          reportId={report.id}
          title={`${report.category.name} en ${neighborhoodName(report.neighborhood)}`}
        />
      </HStack>
    </Box>
  );
}
