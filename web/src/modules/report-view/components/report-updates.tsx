import { Badge, Box, HStack, Stack, Text } from "@chakra-ui/react";
import { ANSWER_LABEL, type ReportUpdateKind } from "@domain";
import { RelativeTime } from "../../../ui/relative-time";
import type { ReportUpdateView } from "../report-view-types";

/**
 * How each kind reads in a report's history. The server sends only the kinds the viewer may read
 * (docs/staff.md#updates-messages-and-notes), so the reporter sees "Mensaje para ti" and staff see all.
 */
const KIND_VIEW: Record<ReportUpdateKind, { title: string; palette: string }> = {
  public_update: { title: "Actualización de la Alcaldía Local", palette: "teal" },
  reporter_message: { title: "Mensaje para quien reportó", palette: "purple" },
  internal_note: { title: "Nota interna (solo personal)", palette: "orange" },
};

/** Staff's texts on a report, oldest first. */
export function ReportUpdates({ updates }: { updates: readonly ReportUpdateView[] }) {
  return (
    <Stack as="ol" listStyleType="none" gap="2" aria-label="Actualizaciones">
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
