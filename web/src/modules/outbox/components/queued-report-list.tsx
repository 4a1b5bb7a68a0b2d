import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { neighborhoodLabel } from "@domain";
import { CloudOff, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { outboxChanged } from "../../../offline/outbox/outbox-runner";
import { isEditable, OutboxLockedError, type QueuedReport } from "../../../offline/outbox/outbox-store";
import { deleteQueuedReportWhenIdle } from "../../../offline/outbox/send-outbox";
import { PhotoThumbnail } from "../../../ui/photo-thumbnail";
import { toaster } from "../../../ui/toaster";
import { useCategories } from "../../categories";
import { useQueuedReports } from "../hooks/use-queued-reports";

const savedAt = new Intl.DateTimeFormat("es-CO", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Bogota",
});

/**
 * Mis reportes' "Pendientes de envío": the reports waiting on this phone, with their photos; each can be
 * changed until its first send starts, and deleted until it is sent (docs/offline.md#filing-offline).
 */
export function QueuedReportList({ ownerId }: { ownerId: string }) {
  const { reports, failed } = useQueuedReports(ownerId);
  const { categories } = useCategories();
  if (failed || reports.length === 0) return null;
  const categoryName = (id: string) => categories?.find((category) => category.id === id)?.name ?? "Reporte";
  return (
    <Box as="section" aria-labelledby="pendientes-de-envio">
      <Heading id="pendientes-de-envio" as="h2" size="md" color="teal.900" mb="3">
        Pendientes de envío ({reports.length})
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none">
        {reports.map((report) => (
          <QueuedReportCard
            key={report.key}
            report={report}
            ownerId={ownerId}
            title={categoryName(report.fields.categoryId)}
          />
        ))}
      </Stack>
    </Box>
  );
}

function stateText(report: QueuedReport): string {
  if (report.state === "rejected") {
    const fields = Object.values(report.fieldProblems ?? {});
    const why = [report.problem, ...fields].filter(Boolean).join(" ");
    return `No se pudo enviar: ${why || "el servidor no lo aceptó."} Corrígelo y se enviará de nuevo.`;
  }
  if (report.state === "sign-in") return "Inicia sesión de nuevo con tu cuenta para enviarlo.";
  if (report.attempts > 0) return "No se pudo enviar todavía: lo intentaremos de nuevo solos.";
  return "Se enviará solo cuando haya conexión.";
}

function QueuedReportCard({
  report,
  ownerId,
  title,
}: {
  report: QueuedReport;
  ownerId: string;
  title: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const editable = isEditable(report);
  const remove = async () => {
    try {
      await deleteQueuedReportWhenIdle(ownerId, report.key);
      outboxChanged();
      toaster.create({ type: "info", title: "Reporte pendiente eliminado" });
    } catch (error) {
      toaster.create({
        type: "error",
        title: "No se pudo eliminar",
        description: error instanceof OutboxLockedError ? error.message : "Inténtalo de nuevo.",
      });
    } finally {
      setConfirming(false);
    }
  };
  const place = [neighborhoodLabel(report.fields.neighborhood), report.fields.address]
    .filter(Boolean)
    .join(" · ");
  return (
    <Box
      as="li"
      bg="white"
      borderWidth="1px"
      borderColor="orange.300"
      rounded="xl"
      p={{ base: "4", md: "5" }}
    >
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" color="gray.900">
              {title}
            </Text>
            <Text fontSize="sm" color="gray.700">
              {place}
            </Text>
          </Stack>
          <Badge colorPalette={report.state === "rejected" ? "red" : "orange"} size="md" gap="1">
            <CloudOff size={14} aria-hidden="true" />
            {report.state === "rejected" ? "No enviado" : "Pendiente de envío"}
          </Badge>
        </HStack>
        {report.fields.description && <Text color="gray.800">{report.fields.description}</Text>}
        {report.photos.length > 0 && (
          <SimpleGrid as="ul" columns={{ base: 3, md: 6 }} gap="2" listStyleType="none" maxW="md">
            {report.photos.map((photo, index) => (
              <Box as="li" key={index}>
                <PhotoThumbnail
                  {...(photo.kind === "kept" ? { blob: photo.blob } : { src: photo.thumbnailPath })}
                  alt={`Foto ${index + 1} del reporte pendiente`}
                />
              </Box>
            ))}
          </SimpleGrid>
        )}
        <Stack gap="0.5" fontSize="sm">
          <Text color={report.state === "rejected" ? "fg.error" : "gray.700"}>{stateText(report)}</Text>
          <Text color="gray.600">Guardado el {savedAt.format(report.queuedAt)}</Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {editable && (
            <Button asChild size="sm" variant="outline" colorPalette="teal">
              <RouterLink to={`/nuevo-reporte?pendiente=${encodeURIComponent(report.key)}`}>
                <Pencil aria-hidden="true" /> {report.state === "rejected" ? "Corregir" : "Editar"}
              </RouterLink>
            </Button>
          )}
          {confirming ? (
            <>
              <Text fontSize="sm" color="gray.800" w="full">
                {report.sendStarted && report.state !== "rejected"
                  ? "¿Eliminarlo del teléfono? Ya se intentó enviar: si llegó, aparecerá en tu lista."
                  : "¿Eliminar este reporte del teléfono? No se enviará."}
              </Text>
              <Button size="sm" colorPalette="red" onClick={() => void remove()}>
                Sí, eliminar
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Cancelar
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" /> Eliminar
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
