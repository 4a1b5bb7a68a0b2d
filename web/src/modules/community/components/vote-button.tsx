import { Avatar, Button, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import { ThumbsUp } from "lucide-react";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { countFormat } from "../../../ui/number-format";
import { personName } from "../community-types";
import { useToggleVote } from "../hooks/use-toggle-vote";

export const VoterAvatarsVoterFragment = graphql(`
  fragment VoterAvatars_voter on Voter {
    firstName
    lastName
    profileImageUrl
  }
`);

export const VoteButtonReportFragment = graphql(`
  fragment VoteButton_report on PublicReport {
    id
    votesCount
    userVoted
    viewerFollows
    voters {
      ...VoterAvatars_voter
    }
    viewerCan {
      vote
      blockedBy
    }
  }
`);

/**
 * "Apoyar" with the count: pressed (filled) when the viewer supports the report. The name stays the
 * same and aria-pressed says the state, as a toggle button should.
 */
export function VoteButton({ report: reportRef }: { report: FragmentType<typeof VoteButtonReportFragment> }) {
  const report = getFragmentData(VoteButtonReportFragment, reportRef);
  const toggleVote = useToggleVote();
  return (
    <Button
      size="sm"
      colorPalette="teal"
      variant={report.userVoted ? "solid" : "outline"}
      aria-pressed={report.userVoted}
      onClick={() =>
        void toggleVote({ ...report, voters: getFragmentData(VoterAvatarsVoterFragment, report.voters) })
      }
    >
      <ThumbsUp size={16} aria-hidden="true" fill={report.userVoted ? "currentColor" : "none"} />
      Apoyar
      <Text as="span" fontWeight="bold" aria-live="polite">
        <VisuallyHidden>, </VisuallyHidden>
        {countFormat.format(report.votesCount)}
        <VisuallyHidden>{report.votesCount === 1 ? " apoyo" : " apoyos"}</VisuallyHidden>
      </Text>
    </Button>
  );
}

/** The latest supporters (up to 3): picture, or initials when there is none. */
export function VoterAvatars({
  voters: voterRefs,
}: {
  voters: ReadonlyArray<FragmentType<typeof VoterAvatarsVoterFragment>>;
}) {
  const voters = getFragmentData(VoterAvatarsVoterFragment, voterRefs);
  if (voters.length === 0) return null;
  const names = voters.map((voter) => personName(voter) ?? "Vecino");
  return (
    <HStack as="ul" listStyleType="none" gap="0" aria-label={`Últimos apoyos: ${names.join(", ")}`}>
      {/* Supporters carry no id (docs/community.md#what-is-public); the row is rebuilt whole when it changes. */}
      {voters.map((voter, index) => (
        <li key={index}>
          <Avatar.Root
            size="xs"
            colorPalette="teal"
            ms={index === 0 ? "0" : "-1.5"}
            borderWidth="2px"
            borderColor="white"
          >
            <Avatar.Fallback name={names[index]} />
            {voter.profileImageUrl && <Avatar.Image src={voter.profileImageUrl} alt="" />}
          </Avatar.Root>
        </li>
      ))}
    </HStack>
  );
}
