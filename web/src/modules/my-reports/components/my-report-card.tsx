import { HStack, Link } from "@chakra-ui/react";
import { EyeOff, UserRound } from "lucide-react";
import { viewerFullName } from "../../auth";
import { FollowButton, ModerationNotice } from "../../community";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import type { MyReportCard_ReportFragment } from "../../../gql/graphql";
import { ReportCard, ReportFact } from "../../report-view";

/** The shared card, and what the reporter (or staff) read about who filed it and its moderation. */
export const MyReportCardFragment = graphql(`
  fragment MyReportCard_report on Report {
    id
    anonymous
    allowContact
    author {
      firstName
      lastName
      email
    }
    moderation {
      state
      reason
      notice
    }
    viewerFollows
    viewerCan {
      follow
    }
    ...ReportCard_report
    ...ReportCard_details
  }
`);

/**
 * One report of Mis reportes or the admin list. `viewerIsStaff` switches the author line: a citizen only
 * ever sees their own reports, staff see everyone's and need to know who filed a non-anonymous one
 * (docs/decisions.md#privacy-of-reports).
 */
export function MyReportCard({
  report: reportRef,
  viewerIsStaff,
}: {
  report: FragmentType<typeof MyReportCardFragment>;
  viewerIsStaff: boolean;
}) {
  const report = getFragmentData(MyReportCardFragment, reportRef);
  return (
    <ReportCard
      report={report}
      details={report}
      facts={
        <>
          <ReportFact label={viewerIsStaff ? "Reportado por" : "Privacidad"}>
            <Authorship report={report} viewerIsStaff={viewerIsStaff} />
          </ReportFact>
          {viewerIsStaff && report.allowContact && report.author?.email && (
            <ReportFact label="Contacto">
              <Link href={`mailto:${report.author.email}`} color="teal.700" textDecoration="underline">
                {report.author.email}
              </Link>
            </ReportFact>
          )}
        </>
      }
    >
      {/* Under review or hidden by moderation: the author reads why (docs/moderation.md). */}
      {report.moderation && (
        <HStack mt="3">
          <ModerationNotice moderation={report.moderation} withheld={false} />
        </HStack>
      )}
      {/* Following one's own report: its author follows it from filing, and may stop (docs/community.md#following). */}
      <HStack mt="4">
        <FollowButton
          report={{ id: report.id, viewerFollows: report.viewerFollows, canFollow: report.viewerCan.follow }}
        />
      </HStack>
    </ReportCard>
  );
}

function Authorship({
  report,
  viewerIsStaff,
}: {
  report: MyReportCard_ReportFragment;
  viewerIsStaff: boolean;
}) {
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
      {/* A named report without an author is one whose account was deleted (docs/decisions.md#account-deletion). */}
      {viewerIsStaff ? (name ?? "Autor no disponible") : "Con tu nombre"}
    </HStack>
  );
}
