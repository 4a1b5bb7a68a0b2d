import { Box, Button, Heading, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { MESSAGES } from "@domain";
import { EyeOff, UserRound } from "lucide-react";
import { useEffect } from "react";
import { Link as RouterLink, useLocation, useParams } from "react-router-dom";
import { graphql } from "../gql";
import {
  CommentForm,
  CommentThread,
  FlagButton,
  FollowButton,
  ModerationNotice,
  personName,
  ReportCommentsQuery,
  ShareButton,
  useCommentEvents,
  useReportActivity,
  VoteButton,
  VoterAvatars,
} from "../modules/community";
import { RestoreButton } from "../modules/moderation";
import { loadFailureAdvice } from "../modules/my-reports";
import { neighborhoodName, ReportCard, ReportFact } from "../modules/report-view";
import { PageShell } from "../ui/page-shell";
import { LazyReportLocationMap } from "../maps/lazy-report-location-map";

export const PublicReportQuery = graphql(`
  query PublicReport($id: ID!) {
    publicReport(id: $id) {
      id
      ...ReportCard_report
      ...ReportCard_details
      ...ReportCard_related
      ...VoteButton_report
      category {
        id
        name
      }
      neighborhood
      address
      description
      author {
        firstName
        lastName
      }
      moderation {
        notice
      }
      viewerFollows
      voters {
        ...VoterAvatars_voter
      }
      commentsCount
      viewerCan {
        comment
        follow
        blockedBy
        flag
        restore
      }
      location {
        lat
        lng
        approximate
      }
    }
  }
`);

/** /community/reports/{id}: the report, its support and its thread, live; readable by anyone. */
export function CommunityReportDetailPage() {
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(PublicReportQuery, { variables: { id } });
  const notFound =
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "NOT_FOUND");

  if (notFound) return <ReportNotFound />;
  const report = data?.publicReport;
  if (!report) {
    return (
      <PageShell title="Reporte comunitario" maxW="3xl">
        {loading ? (
          <Skeleton h="64" rounded="xl" aria-busy="true" aria-label="Cargando reporte" />
        ) : (
          <Stack align="start" gap="3" role="alert">
            <Text>
              {MESSAGES.reportLoadFailed}. {loadFailureAdvice(error)}
            </Text>
            <Button colorPalette="teal" onClick={() => void refetch().catch(() => undefined)}>
              Reintentar
            </Button>
          </Stack>
        )}
      </PageShell>
    );
  }
  const { location } = report;
  const author = report.author ? personName(report.author) : null;
  return (
    <PageShell title={`${report.category.name} en ${neighborhoodName(report.neighborhood)}`} maxW="3xl">
      <Stack gap="8">
        <ReportCard
          report={report}
          details={report}
          related={report}
          headingLevel={2}
          historyOpen
          facts={
            <ReportFact label="Reportado por">
              <HStack as="span" gap="1.5">
                {author ? (
                  <UserRound size={14} aria-hidden="true" />
                ) : (
                  <EyeOff size={14} aria-hidden="true" />
                )}
                {author ?? "Anónimo"}
              </HStack>
            </ReportFact>
          }
        >
          {/* The public reads the notice as the description already; its author and staff read a note. */}
          {report.moderation && report.description !== report.moderation.notice && (
            <Stack mt="3" gap="2">
              <ModerationNotice moderation={report.moderation} withheld={false} />
              {report.viewerCan.restore && <RestoreButton target="report" id={report.id} />}
            </Stack>
          )}
          {location && (
            <Box mt="4">
              <LazyReportLocationMap
                location={location}
                approximate={location.approximate}
                neighborhood={neighborhoodName(report.neighborhood)}
                address={report.address}
              />
              <Text fontSize="sm" color="fg.muted" mt="1">
                Ubicación aproximada (a unos 100 m): el punto exacto solo lo ven quien reportó y el personal
                de la alcaldía.
              </Text>
            </Box>
          )}
          <HStack mt="4" gap="3" wrap="wrap" justify="space-between">
            <HStack gap="3" wrap="wrap">
              <VoteButton report={report} />
              <FollowButton
                report={{
                  id: report.id,
                  viewerFollows: report.viewerFollows,
                  canFollow: report.viewerCan.follow,
                }}
              />
              <VoterAvatars voters={report.voters} />
            </HStack>
            <HStack gap="1" wrap="wrap">
              {report.viewerCan.flag && !report.moderation && (
                <FlagButton
                  target="report"
                  id={report.id}
                  blockedBy={report.viewerCan.blockedBy ?? null}
                  size="sm"
                />
              )}
              <ShareButton
                reportId={report.id}
                title={`${report.category.name} en ${neighborhoodName(report.neighborhood)}`}
              />
            </HStack>
          </HStack>
        </ReportCard>
        <CommentsSection
          reportId={report.id}
          commentsCount={report.commentsCount}
          permission={{ allowed: report.viewerCan.comment, blockedBy: report.viewerCan.blockedBy ?? null }}
        />
      </Stack>
    </PageShell>
  );
}

function CommentsSection({
  reportId,
  commentsCount,
  permission,
}: {
  reportId: string;
  commentsCount: number;
  permission: { allowed: boolean; blockedBy: "sign_in" | "cedula" | null };
}) {
  const { data, loading, error, refetch } = useQuery(ReportCommentsQuery, { variables: { reportId } });
  useReportActivity([reportId]);
  useCommentEvents(reportId);
  const location = useLocation();
  // "#comentarios" from a card's comment link: scroll once the thread is there.
  useEffect(() => {
    if (location.hash === "#comentarios" && data) document.getElementById("comentarios")?.scrollIntoView();
  }, [location.hash, data]);

  return (
    <Box as="section" aria-labelledby="comentarios">
      <Heading id="comentarios" as="h2" size="lg" color="teal.900" mb="4">
        Comentarios ({commentsCount})
      </Heading>
      <Box bg="white" borderWidth="1px" rounded="lg" p="4" mb="6">
        <CommentForm
          reportId={reportId}
          permission={permission}
          label="Escribe un comentario"
          submitLabel="Publicar comentario"
        />
      </Box>
      {data ? (
        <CommentThread comments={data.reportComments} reportId={reportId} blockedBy={permission.blockedBy} />
      ) : loading ? (
        <Skeleton h="24" rounded="lg" />
      ) : (
        error && (
          <Stack align="start" gap="2" role="alert">
            <Text>No se pudieron cargar los comentarios.</Text>
            <Button size="sm" colorPalette="teal" onClick={() => void refetch().catch(() => undefined)}>
              Reintentar
            </Button>
          </Stack>
        )
      )}
    </Box>
  );
}

function ReportNotFound() {
  return (
    <PageShell title={MESSAGES.reportNotFound} maxW="3xl">
      <Stack gap="4" align="start">
        <Text color="gray.700">Puede que el enlace esté mal escrito o que el reporte ya no exista.</Text>
        <Link asChild color="teal.800" fontWeight="medium" textDecoration="underline">
          <RouterLink to="/community/reports">Volver a reportes comunitarios</RouterLink>
        </Link>
      </Stack>
    </PageShell>
  );
}
