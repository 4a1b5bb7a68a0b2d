import { Badge, Box, Button, Heading, HStack, Link, Skeleton, Stack, Text, Wrap } from "@chakra-ui/react";
import { FLAG_REASON_LABELS, FLAG_REASONS, type FlagReason } from "@domain";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { ModerationQueueQuery as ModerationQueueData } from "../../../gql/graphql";
import { RelativeTime } from "../../../ui/relative-time";
import { SelectField } from "../../../ui/select-field";
import { useModerationQueue } from "../hooks/use-moderation-queue";

type QueueItem = ModerationQueueData["moderationQueue"]["items"][number];

const STATE_LABELS = { review: "En revisión (oculto al público)", hidden: "Oculto" } as const;

/**
 * /admin/moderacion (staff): flagged reports and comments, newest flag first, live; hide with a public
 * reason, restore, or dismiss the flags (docs/moderation.md#the-queue).
 */
export function ModerationQueue() {
  const { data, loading, error, refetch, decide } = useModerationQueue();
  const queue = data?.moderationQueue;
  if (!queue) {
    if (loading) return <Skeleton h="40" rounded="lg" aria-busy="true" aria-label="Cargando la cola" />;
    return (
      <Stack align="start" role="alert">
        <Text color="red.700">{error ? "No se pudo cargar la cola de moderación." : null}</Text>
        <Button variant="outline" colorPalette="teal" onClick={() => void refetch().catch(() => undefined)}>
          Reintentar
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Text color="gray.700" aria-live="polite">
        {queue.total === 0
          ? "No hay contenido marcado por revisar. La lista se actualiza sola cuando llega una marca."
          : `${queue.total} ${queue.total === 1 ? "elemento marcado" : "elementos marcados"}, el de la marca más reciente primero. La lista se actualiza sola.`}
      </Text>
      <Stack as="ul" listStyleType="none" gap="4">
        {queue.items.map((item) => (
          <QueueEntry key={`${item.reportId}:${item.commentId ?? ""}`} item={item} decide={decide} />
        ))}
      </Stack>
    </Stack>
  );
}

function QueueEntry({
  item,
  decide,
}: {
  item: QueueItem;
  decide: ReturnType<typeof useModerationQueue>["decide"];
}) {
  const [reason, setReason] = useState<FlagReason | "">(mostFlagged(item));
  const [working, setWorking] = useState(false);
  const id = item.commentId ?? item.reportId;
  const run = async (action: "hide" | "restore" | "dismiss") => {
    setWorking(true);
    await decide(item.target, id, action, action === "hide" ? (reason as FlagReason) : null);
    setWorking(false);
  };
  const headingId = `moderacion-${id}`;
  return (
    <Box as="li" bg="white" borderWidth="1px" rounded="lg" p="4" aria-labelledby={headingId}>
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading id={headingId} as="h2" size="md" color="gray.900">
            {item.target === "report" ? "Reporte" : "Comentario en el reporte"}{" "}
            <Link asChild color="teal.800" textDecoration="underline">
              <RouterLink to={`/community/reports/${item.reportId}`}>{item.radicado}</RouterLink>
            </Link>
          </Heading>
          <HStack gap="2" wrap="wrap">
            {item.state && (
              <Badge colorPalette={item.state === "hidden" ? "gray" : "orange"}>
                {STATE_LABELS[item.state]}
              </Badge>
            )}
            <Badge colorPalette="red">
              {item.openFlags} {item.openFlags === 1 ? "marca" : "marcas"}
            </Badge>
          </HStack>
        </HStack>
        {item.parentText && (
          <Text fontSize="sm" color="gray.600" borderStartWidth="2px" ps="3">
            En respuesta a: {item.parentText}
          </Text>
        )}
        <Text color="gray.900" whiteSpace="pre-line" overflowWrap="anywhere">
          {item.text ?? "Sin texto"}
        </Text>
        <Text fontSize="sm" color="gray.600">
          Autor: {item.authorName ?? "Anónimo o cuenta eliminada"} · Última marca{" "}
          <RelativeTime value={item.lastFlagAt} />
        </Text>
        <Wrap gap="2" aria-label="Motivos de las marcas">
          {item.reasonCounts.map((count) => (
            <Badge key={count.reason} variant="outline">
              {FLAG_REASON_LABELS[count.reason]}: {count.count}
            </Badge>
          ))}
        </Wrap>
        {item.flags.some((flag) => flag.details) && (
          <Stack as="ul" listStyleType="disc" ps="5" gap="1" fontSize="sm" color="gray.700">
            {item.flags
              .filter((flag) => flag.details)
              .map((flag, index) => (
                <li key={index}>
                  {FLAG_REASON_LABELS[flag.reason]}: {flag.details}
                </li>
              ))}
          </Stack>
        )}
        <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ base: "stretch", md: "end" }}>
          <Box flex="1" maxW={{ md: "xs" }}>
            <SelectField
              label="Motivo público para ocultarlo"
              placeholder="Elige un motivo"
              options={FLAG_REASONS.map((value) => ({ value, label: FLAG_REASON_LABELS[value] }))}
              value={reason}
              onValueChange={(value) => setReason(value as FlagReason | "")}
            />
          </Box>
          <Button colorPalette="red" disabled={!reason} loading={working} onClick={() => void run("hide")}>
            Ocultar
          </Button>
          {item.state && (
            <Button
              variant="outline"
              colorPalette="teal"
              disabled={working}
              onClick={() => void run("restore")}
            >
              Restaurar
            </Button>
          )}
          <Button variant="outline" disabled={working} onClick={() => void run("dismiss")}>
            Descartar marcas
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The reason most flags give: the likely public reason, which staff may change. */
function mostFlagged(item: QueueItem): FlagReason | "" {
  const [top] = [...item.reasonCounts].sort((a, b) => b.count - a.count);
  return top?.reason ?? "";
}
