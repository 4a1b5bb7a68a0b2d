import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { SelectField } from "../../../ui/select-field";
import { useReportWork } from "../hooks/use-report-work";

/** A choice in one of the selects, for the report as it was when it was made. */
interface Choice {
  /** Who worked the report then (dependencia and assignee): once that changes, the choice is spent. */
  from: string;
  to: string;
}

/**
 * Who works a report, as staff read it; the selects only when the server says the viewer may change it.
 * A choice is sent only once it is confirmed: a native select changes with every arrow key, and each
 * routing would send the report, and an e-mail, to every dependencia passed on the way.
 */
export function ReportWorkControl({
  report,
}: {
  report: {
    id: string;
    dependencia?: { id: string; name: string } | null;
    assignee?: { id: string; name: string } | null;
    viewerCan: { route: boolean; assign: boolean };
  };
}) {
  const canWork = report.viewerCan.route || report.viewerCan.assign;
  const work = useReportWork(report.dependencia?.id ?? null, canWork);
  const [routeChoice, setRouteChoice] = useState<Choice | null>(null);
  const [assignChoice, setAssignChoice] = useState<Choice | null>(null);
  if (!report.dependencia) return null;
  if (!canWork) {
    return (
      <Text mt="4" fontSize="sm" color="gray.700">
        Lo gestiona <strong>{report.dependencia.name}</strong>
        {report.assignee ? `, asignado a ${report.assignee.name}` : ""}.
      </Text>
    );
  }
  const currentDependencia = report.dependencia.id;
  const currentAssignee = report.assignee?.id ?? "";
  const workedBy = `${currentDependencia} ${currentAssignee}`;
  const pendingRoute =
    routeChoice?.from === workedBy && routeChoice.to !== currentDependencia ? routeChoice.to : null;
  const pendingAssignee =
    assignChoice?.from === workedBy && assignChoice.to !== currentAssignee ? assignChoice.to : null;
  const send = async (sent: Promise<boolean>, clear: () => void) => {
    if (await sent) clear();
  };
  const dependenciaName = work.dependencias.find((entry) => entry.id === pendingRoute)?.name;
  const memberName = work.members.find((member) => member.id === pendingAssignee)?.name;
  return (
    <Stack
      direction={{ base: "column", md: "row" }}
      gap="3"
      mt="4"
      p="4"
      bg="gray.50"
      rounded="lg"
      borderWidth="1px"
    >
      {report.viewerCan.route && (
        <Stack flex="1">
          <SelectField
            label="Dependencia"
            placeholder="Elige una dependencia"
            options={work.dependencias.map((entry) => ({ value: entry.id, label: entry.name }))}
            value={pendingRoute ?? currentDependencia}
            helperText="Elige otra y confirma: la nueva dependencia recibe el reporte y un correo."
            onValueChange={(value) => setRouteChoice(value ? { from: workedBy, to: value } : null)}
          />
          {pendingRoute && (
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                colorPalette="teal"
                loading={work.saving}
                onClick={() => void send(work.routeTo(report.id, pendingRoute), () => setRouteChoice(null))}
              >
                Enviar a {dependenciaName ?? "esta dependencia"}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setRouteChoice(null)}>
                Cancelar
              </Button>
            </HStack>
          )}
        </Stack>
      )}
      {report.viewerCan.assign && (
        <Stack flex="1">
          <SelectField
            label="Asignado a"
            placeholder="Sin asignar"
            options={work.members.map((member) => ({ value: member.id, label: member.name }))}
            value={pendingAssignee ?? currentAssignee}
            helperText="Solo funcionarios de su dependencia. Elige y confirma."
            onValueChange={(value) => setAssignChoice({ from: workedBy, to: value })}
          />
          {pendingAssignee !== null && (
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                colorPalette="teal"
                loading={work.saving}
                onClick={() =>
                  void send(work.assignTo(report.id, pendingAssignee || null), () => setAssignChoice(null))
                }
              >
                {pendingAssignee ? `Asignar a ${memberName ?? "esta persona"}` : "Quitar la asignación"}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setAssignChoice(null)}>
                Cancelar
              </Button>
            </HStack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
