import { Badge, Box, HStack, Stack, Text, type StackProps } from "@chakra-ui/react";
import { ANSWER_LABEL, type ReportUpdateKind } from "@domain";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { RelativeTime } from "../../../ui/relative-time";

export const ReportUpdatesFragment = graphql(`
  fragment ReportUpdates_updates on ReportUpdate {
    id
    kind
    body
    isAnswer
    statusChangeId
    createdAt
  }
`);

/**
 * How each kind reads in a report's history. The server sends only the kinds the viewer may read
 * (docs/staff.md#updates-messages-and-notes), so the reporter sees "Mensaje para ti" and staff see all.
 */
const KIND_VIEW: Record<ReportUpdateKind, { title: string; palette: string }> = {
  public_update: { title: "Actualización de la Alcaldía Local", palette: "teal" },
  reporter_message: { title: "Mensaje para quien reportó", palette: "purple" },
  internal_note: { title: "Nota interna (solo personal)", palette: "orange" },
};

/**
 * Staff's texts on a report, oldest first; nothing when there are none. A message to the reporter
 * written with a status change is that history entry's note, shown there instead.
 */
export function ReportUpdates({
  updates: updateRefs,
  ...stackProps
}: StackProps & {
  updates: ReadonlyArray<FragmentType<typeof ReportUpdatesFragment>>;
}) {
  const updates = getFragmentData(ReportUpdatesFragment, updateRefs).filter(
    (update) => !(update.kind === "reporter_message" && update.statusChangeId),
  );
  if (updates.length === 0) return null;
  return (
    <Stack as="ol" listStyleType="none" gap="2" aria-label="Actualizaciones" {...stackProps}>
      {updates.map((update) => {
        const view = KIND_VIEW[update.kind];
        return (
          <Box
            as="li"
            key={update.id}
            p="3"
            rounded="md"
            borderWidth="1px"
            borderColor={`${view.palette}.200`}
            bg={`${view.palette}.50`}
          >
            <HStack gap="2" wrap="wrap">
              <Text fontSize="sm" fontWeight="semibold" color={`${view.palette}.900`}>
                {view.title}
              </Text>
              {update.isAnswer && (
                <Badge colorPalette="green" variant="solid">
                  {ANSWER_LABEL}
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="gray.900" whiteSpace="pre-line" overflowWrap="anywhere" mt="1">
              {update.body}
            </Text>
            <Box fontSize="xs" color="gray.700" mt="1">
              <RelativeTime value={update.createdAt} />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
