import { useMutation } from "@apollo/client/react";
import { Alert, Box, Button, Flex, Heading, Image, Stack, Text } from "@chakra-ui/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { Check, X } from "lucide-react";
import { useId, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { graphql } from "../../../gql";
import type { NearbyReportsQuery as NearbyReportsResult } from "../../../gql/graphql";
import { CategoryIcon } from "../../../ui/category-icon";
import { countFormat } from "../../../ui/number-format";
import { toaster } from "../../../ui/toaster";
import { neighborhoodName, reportPhotoAlt, StatusBadge } from "../../report-view";
import { useNearbyReports } from "../hooks/use-nearby-reports";
import type { NearbyRequest } from "../nearby-request";

type NearbyItem = NearbyReportsResult["nearbyReports"][number];

export const SupportNearbyReportMutation = graphql(`
  mutation SupportNearbyReport($reportId: ID!) {
    toggleVote(reportId: $reportId) {
      id
      votesCount
      userVoted
      # Supporting follows it (docs/community.md#following): its page's «Seguir» changes at once.
      viewerFollows
    }
  }
`);

/** Without a cédula a resident cannot support, but can follow (docs/nearby.md#the-form). */
export const FollowNearbyReportMutation = graphql(`
  mutation FollowNearbyReport($reportId: ID!) {
    followReport(reportId: $reportId) {
      id
      viewerFollows
    }
  }
`);

/** Where the cédula step returns: this form, whose draft is kept (draft-storage.ts). */
const CEDULA_STEP = `/register-cedula?returnTo=${encodeURIComponent("/nuevo-reporte")}`;

const supportsText = (count: number) => `${countFormat.format(count)} ${count === 1 ? "apoyo" : "apoyos"}`;

/**
 * "¿Ya lo reportaron?" (docs/nearby.md#the-form): up to 5 open reports that may be the one being filed.
 * "Es este" supports that report (once: a report already supported stays supported) and opens it instead
 * of filing; a resident without a cédula follows it instead and is offered the cédula step to support it,
 * which comes back to this form with its draft. "No, es otro" hides the list and the filing goes on (`onDismiss`).
 */
export function NearbyReports({
  request,
  onDismiss,
}: {
  request: NearbyRequest | null;
  onDismiss: () => void;
}) {
  const headingId = useId();
  const { reports } = useNearbyReports(request);
  const count = reports?.length ?? 0;
  return (
    <>
      {/* Said when the list appears or changes, wherever the resident is in the form. */}
      <Text srOnly role="status">
        {count > 0
          ? `¿Ya lo reportaron? Hay ${count === 1 ? "1 reporte abierto parecido" : `${count} reportes abiertos parecidos`} cerca.`
          : ""}
      </Text>
      {reports && count > 0 && (
        <Box
          as="section"
          aria-labelledby={headingId}
          bg="orange.50"
          borderWidth="1px"
          borderColor="orange.200"
          rounded="xl"
          p={{ base: "4", md: "6" }}
          scrollMarginTop="20"
          data-testid="nearby-reports"
        >
          <Heading id={headingId} as="h2" size="lg" color="gray.900" mb="1">
            ¿Ya lo reportaron?
          </Heading>
          <Text color="gray.800" mb="4">
            {count === 1 ? "Este reporte abierto se parece" : "Estos reportes abiertos se parecen"} al tuyo.
            Si es el mismo problema, apóyalo en lugar de enviar otro: los apoyos muestran a cuántos vecinos
            les afecta.
          </Text>
          <Stack as="ul" listStyleType="none" gap="3">
            {reports.map((item) => (
              <NearbyReportItem key={item.report.id} item={item} />
            ))}
          </Stack>
          <Button mt="4" variant="outline" colorPalette="gray" bg="white" onClick={onDismiss}>
            <X aria-hidden="true" /> No, es otro
          </Button>
        </Box>
      )}
    </>
  );
}

function NearbyReportItem({ item }: { item: NearbyItem }) {
  const { report, distance } = item;
  const headingId = useId();
  const navigate = useNavigate();
  const [support, { loading }] = useMutation(SupportNearbyReportMutation);
  const [follow, { loading: following }] = useMutation(FollowNearbyReportMutation);
  const [needsCedula, setNeedsCedula] = useState(false);
  const [followed, setFollowed] = useState(false);
  const [failed, setFailed] = useState(false);
  const thumbnail = report.photos[0];
  const detailPath = `/community/reports/${report.id}`;

  /** Following is what a resident without a cédula can do at once; supporting waits for the cédula. */
  const followInstead = async () => {
    setNeedsCedula(true);
    try {
      await follow({ variables: { reportId: report.id } });
      setFollowed(true);
    } catch {
      setFailed(true);
    }
  };

  const choose = async () => {
    setFailed(false);
    if (!report.userVoted) {
      if (!report.viewerCan.vote) {
        if (report.viewerCan.blockedBy === "cedula") await followInstead();
        return;
      }
      try {
        await support({ variables: { reportId: report.id } });
      } catch (error) {
        const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
        if (code === "CEDULA_REQUIRED") await followInstead();
        else setFailed(true);
        return;
      }
    }
    toaster.create({
      type: "success",
      title: "Apoyaste este reporte",
      description: `Sumaste tu apoyo al reporte ${report.radicado}. Tu borrador sigue guardado en Nuevo reporte.`,
    });
    void navigate(detailPath);
  };

  return (
    <Box as="li" bg="white" borderWidth="1px" rounded="lg" p="3">
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
            <Heading id={headingId} as="h3" size="sm" color="gray.900">
              {report.category.name} · {report.radicado}
            </Heading>
            <StatusBadge status={report.status} />
          </Flex>
          <Text fontSize="sm" color="gray.700">
            {distance ? `${distance[0]!.toUpperCase()}${distance.slice(1)}` : "En el mismo barrio"} ·{" "}
            {neighborhoodName(report.neighborhood)} · {supportsText(report.votesCount)}
          </Text>
          {(report.description ?? report.address) && (
            <Text fontSize="sm" color="gray.800" lineClamp={2} overflowWrap="anywhere">
              {report.description ?? report.address}
            </Text>
          )}
        </Stack>
      </Flex>
      <Flex mt="3" gap="2" wrap="wrap" align="center">
        <Button
          size="sm"
          colorPalette="teal"
          aria-describedby={headingId}
          loading={loading || following}
          loadingText={following ? "Siguiendo..." : "Apoyando..."}
          onClick={() => void choose()}
        >
          <Check aria-hidden="true" /> Es este
        </Button>
        <Button asChild size="sm" variant="ghost" colorPalette="teal">
          <RouterLink to={detailPath} aria-label={`Ver el reporte ${report.radicado}`}>
            Ver el reporte
          </RouterLink>
        </Button>
      </Flex>
      {needsCedula && (
        <Alert.Root status="info" mt="3" flexWrap="wrap" gap="2">
          <Alert.Indicator />
          <Alert.Description flex="1" minW="48">
            {followed
              ? "Ahora sigues este reporte: te avisaremos de sus novedades. Para apoyarlo necesitas registrar tu cédula. Tu reporte en borrador queda guardado."
              : "Para apoyar un reporte necesitas registrar tu cédula. Tu reporte en borrador queda guardado."}
          </Alert.Description>
          <Button asChild size="sm" colorPalette="blue" variant="outline">
            <RouterLink to={CEDULA_STEP}>Registrar cédula</RouterLink>
          </Button>
        </Alert.Root>
      )}
      {failed && (
        <Text mt="2" fontSize="sm" color="fg.error" role="alert">
          {needsCedula ? "No se pudo seguir el reporte." : "No se pudo apoyar el reporte."} Inténtalo de
          nuevo.
        </Text>
      )}
    </Box>
  );
}
