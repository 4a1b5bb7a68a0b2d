import { Box, Button, Collapsible, Text, Timeline } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import { REPORT_UPDATE_KINDS, type ReportStatus } from "@domain";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { statusName } from "../report-display";
import { RelativeTime } from "../../../ui/relative-time";
import { StatusIcon, statusPalette } from "./status-badge";

/**
 * A history entry as any viewer reads it; staff and the reporter also read its note
 * (docs/staff.md#updates-messages-and-notes).
 */
export const StatusHistoryFragment = graphql(`
  fragment StatusHistory_history on StatusChange {
    id
    fromStatus
    toStatus
    changedAt
    ... on ReportStatusChange {
      note
    }
  }
`);

const REPORTER_MESSAGE = REPORT_UPDATE_KINDS.find((kind) => kind.value === "reporter_message")!;

/** Oldest first, whatever order the entries came in; equal instants keep their order. */
export function chronological<T extends { changedAt: string }>(history: readonly T[]): T[] {
  return history
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.changedAt) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ entry }) => entry);
}

export function statusChangeTitle(change: {
  fromStatus?: ReportStatus | null;
  toStatus: ReportStatus;
}): string {
  return change.fromStatus
    ? `De ${statusName(change.fromStatus)} a ${statusName(change.toStatus)}`
    : statusName(change.toStatus);
}

/**
 * Every status change of a report, behind a disclosure (docs/decisions.md#status-and-history). `defaultOpen`
 * for a page about one report.
 */
export function StatusHistory({
  history,
  defaultOpen = false,
}: {
  history: ReadonlyArray<FragmentType<typeof StatusHistoryFragment>>;
  defaultOpen?: boolean;
}) {
  const entries = chronological(getFragmentData(StatusHistoryFragment, history));
  if (entries.length === 0) return null;

  return (
    <Collapsible.Root defaultOpen={defaultOpen}>
      <Collapsible.Trigger asChild>
        <Button variant="ghost" size="sm" colorPalette="teal" px="2" ms="-2" color="teal.800">
          Historial de estados ({entries.length})
          <Collapsible.Indicator
            transition="transform 0.2s"
            _open={{ transform: "rotate(180deg)" }}
            display="inline-flex"
          >
            <ChevronDown aria-hidden="true" />
          </Collapsible.Indicator>
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Timeline.Root as="ol" size="md" variant="subtle" pt="3" ps="1" aria-label="Historial de estados">
          {entries.map((change) => (
            <Timeline.Item as="li" key={change.id}>
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator
                  bg={`${statusPalette(change.toStatus)}.100`}
                  color={`${statusPalette(change.toStatus)}.700`}
                >
                  <StatusIcon status={change.toStatus} size={14} />
                </Timeline.Indicator>
              </Timeline.Connector>
              <Timeline.Content gap="1">
                <Timeline.Title fontWeight="semibold" color="gray.900">
                  {statusChangeTitle(change)}
                </Timeline.Title>
                {"note" in change && change.note && (
                  // Named, like staff's other texts: colleagues read what the reporter was told, and that
                  // nobody else was (docs/staff.md#updates-messages-and-notes).
                  <Box fontSize="sm">
                    <Text fontWeight="medium" color="gray.700">
                      {REPORTER_MESSAGE.label} (privado)
                    </Text>
                    <Text color="gray.800" whiteSpace="pre-line" overflowWrap="anywhere">
                      {change.note}
                    </Text>
                  </Box>
                )}
                <Box fontSize="sm" color="gray.600">
                  <RelativeTime value={change.changedAt} />
                </Box>
              </Timeline.Content>
            </Timeline.Item>
          ))}
        </Timeline.Root>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
