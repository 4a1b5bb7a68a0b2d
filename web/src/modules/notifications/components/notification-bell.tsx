import { Badge, Box, Button, IconButton, Popover, Portal, Stack, Text } from "@chakra-ui/react";
import { Bell } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { shortBogotaDate } from "@domain";
import { RelativeTime } from "../../../ui/relative-time";
import { statusName } from "../../report-view";
import { useNotifications } from "../hooks/use-notifications";
import { PushToggle } from "./push-toggle";

/** A sentence's final period, unless it ends with an abbreviation's ("12 dic."). */
const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

type Notice = ReturnType<typeof useNotifications>["notifications"][number];

/**
 * One notice: a status change or an extension of one's report (to Mis reportes), or, for staff, a term
 * about to end or ended (to the report in the staff table; docs/legal-clock.md#the-overdue-job).
 */
function NoticeLink({ notification: n }: { notification: Notice }) {
  const due = n.dueAt ? shortBogotaDate(new Date(n.dueAt), new Date()) : "";
  if (n.kind === "newReport") {
    return (
      <RouterLink
        to={`/bandeja?q=${n.radicado}`}
      >{`Nuevo reporte ${n.radicado} en tu dependencia.`}</RouterLink>
    );
  }
  if (n.kind === "areaAlert") {
    // A report in an area the viewer follows: its public page (docs/alerts.md).
    return (
      <RouterLink to={`/community/reports/${n.reportId}`}>
        {`Nuevo reporte ${n.radicado} en un área que sigues.`}
      </RouterLink>
    );
  }
  if (n.kind === "resolutionCheck") {
    // "¿Quedó resuelto?", asked in the app too (docs/resolution-check.md#answering).
    return (
      <RouterLink to={`/quedo-resuelto/${n.reportId}`}>
        {`¿Quedó resuelto el reporte ${n.radicado}? Cuéntanos.`}
      </RouterLink>
    );
  }
  if (n.kind === "moderation") {
    // Staff hid or showed again the viewer's report or comment (docs/moderation.md#the-queue).
    // The note under the link says what was decided.
    return (
      <RouterLink
        to={`/community/reports/${n.reportId}`}
      >{`Moderación en el reporte ${n.radicado}.`}</RouterLink>
    );
  }
  if (n.kind === "reopenedByResidents") {
    return (
      <RouterLink to={`/bandeja?q=${n.radicado}`}>
        {sentence(
          `Los vecinos dicen que el reporte ${n.radicado} no quedó resuelto: se reabrió y vence el ${due}`,
        )}
      </RouterLink>
    );
  }
  if (n.kind === "dueSoon" || n.kind === "overdue") {
    return (
      <RouterLink to={`/bandeja?q=${n.radicado}`}>
        {n.kind === "dueSoon"
          ? sentence(`El reporte ${n.radicado} vence el ${due}`)
          : `El reporte ${n.radicado} está vencido.`}
      </RouterLink>
    );
  }
  if (n.kind === "followedStatus" || n.kind === "followedUpdate") {
    // A report the viewer follows, as the public sees it (docs/community.md#following): its public page,
    // or the original's when it was marked duplicado (docs/staff.md#duplicates).
    return (
      <>
        <RouterLink to={`/community/reports/${n.originalReportId ?? n.reportId}`}>
          {n.kind === "followedUpdate"
            ? `El reporte ${n.radicado} que sigues tiene una actualización.`
            : n.originalRadicado
              ? `El reporte ${n.radicado} que sigues es duplicado de ${n.originalRadicado}: ahora sigues ${n.originalRadicado}.`
              : `El reporte ${n.radicado} que sigues ahora está: ${statusName(n.toStatus)}.`}
        </RouterLink>
        {n.publicUpdate && (
          <Text fontSize="sm" color="gray.700" fontWeight="normal">
            {n.publicUpdate}
          </Text>
        )}
      </>
    );
  }
  return (
    <>
      <RouterLink to="/mis-reportes">
        {n.kind === "extension"
          ? sentence(`Se prorrogó el plazo de tu reporte ${n.radicado}: vence el ${due}`)
          : n.kind === "public_update"
            ? `Tu reporte ${n.radicado} tiene una actualización.`
            : n.kind === "reporter_message"
              ? `La Alcaldía Local te escribió sobre tu reporte ${n.radicado}.`
              : `Tu reporte ${n.radicado} ahora está: ${statusName(n.toStatus)}.`}
      </RouterLink>
      {n.originalRadicado && n.originalReportId && (
        <Text fontSize="sm" color="gray.700" fontWeight="normal">
          Es el mismo problema que el reporte{" "}
          <RouterLink to={`/community/reports/${n.originalReportId}`}>{n.originalRadicado}</RouterLink>: ahora
          lo sigues allí.
        </Text>
      )}
      {n.publicUpdate && (
        <Text fontSize="sm" color="gray.700" fontWeight="normal">
          {n.publicUpdate}
        </Text>
      )}
    </>
  );
}

/**
 * The header's bell: unread count, the latest status changes of one's reports, "marcar como leídas", and
 * the opt-in to receive them as push notifications on this phone (for `viewerId`).
 */
export function NotificationBell({ viewerId }: { viewerId: string }) {
  const { unread, notifications, markAllRead, markRead } = useNotifications();
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
              {/* Names the popover (its dialog is labelled by the title). */}
              <Popover.Title fontWeight="semibold" mb="2">
                Notificaciones
              </Popover.Title>
              {notifications.length === 0 ? (
                <Text color="gray.700">Aún no tienes notificaciones.</Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="3" maxH="60vh" overflowY="auto">
                  {notifications.map((notification) => (
                    <Box
                      as="li"
                      key={notification.id}
                      fontWeight={notification.read ? "normal" : "semibold"}
                      // Opening any of a notice's links reads it; the others stay unread.
                      onClick={(event) => {
                        const opened = (event.target as Element).closest("a");
                        if (opened && !notification.read) void markRead(notification.id);
                      }}
                    >
                      <NoticeLink notification={notification} />
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
              <Box mt="4" pt="3" borderTopWidth="1px">
                <PushToggle ownerId={viewerId} />
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
