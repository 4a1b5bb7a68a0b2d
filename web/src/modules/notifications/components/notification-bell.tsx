import { Badge, Box, Button, IconButton, Popover, Portal, Stack, Text } from "@chakra-ui/react";
import { Bell } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { RelativeTime } from "../../../ui/relative-time";
import { statusName } from "../../report-view";
import { useNotifications } from "../hooks/use-notifications";

/** The header's bell: unread count, the latest status changes of one's reports, "marcar como leídas". */
export function NotificationBell() {
  const { unread, notifications, markAllRead } = useNotifications();
  const label = unread === 0 ? "Notificaciones" : `Notificaciones: ${unread} sin leer`;
  return (
    <Popover.Root positioning={{ placement: "bottom-end" }}>
      <Popover.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" colorPalette="teal" position="relative">
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <Badge
              aria-hidden="true"
              position="absolute"
              top="0"
              right="0"
              colorPalette="red"
              variant="solid"
              rounded="full"
              fontSize="xs"
            >
              {unread}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="sm">
            <Popover.Body>
              <Text fontWeight="semibold" mb="2">
                Notificaciones
              </Text>
              {notifications.length === 0 ? (
                <Text color="gray.700">Aún no tienes notificaciones.</Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="3" maxH="60vh" overflowY="auto">
                  {notifications.map((notification) => (
                    <Box as="li" key={notification.id} fontWeight={notification.read ? "normal" : "semibold"}>
                      <RouterLink to="/mis-reportes">
                        {notification.kind === "public_update"
                          ? `Tu reporte ${notification.radicado} tiene una actualización.`
                          : notification.kind === "reporter_message"
                            ? `La Alcaldía Local te escribió sobre tu reporte ${notification.radicado}.`
                            : `Tu reporte ${notification.radicado} ahora está ${statusName(notification.toStatus)}.`}
                      </RouterLink>
                      {notification.publicUpdate && (
                        <Text fontSize="sm" color="gray.700" fontWeight="normal">
                          {notification.publicUpdate}
                        </Text>
                      )}
                      {notification.note && (
                        <Text fontSize="sm" color="gray.700" fontWeight="normal">
                          {notification.note}
                        </Text>
                      )}
                      <Text fontSize="xs" color="gray.600" fontWeight="normal">
                        <RelativeTime value={notification.createdAt} />
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
              {unread > 0 && (
                <Button
                  mt="3"
                  size="sm"
                  variant="outline"
                  colorPalette="teal"
                  onClick={() => void markAllRead()}
                >
                  Marcar como leídas
                </Button>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
