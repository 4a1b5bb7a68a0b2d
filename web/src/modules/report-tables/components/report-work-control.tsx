import { Stack, Text } from "@chakra-ui/react";
import { SelectField } from "../../../ui/select-field";
import { useReportWork } from "../hooks/use-report-work";

/** Who works a report, as staff read it; the selects only when the server says the viewer may change it. */
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
  if (!report.dependencia) return null;
  if (!canWork) {
    return (
      <Text mt="4" fontSize="sm" color="gray.700">
        Lo gestiona <strong>{report.dependencia.name}</strong>
        {report.assignee ? `, asignado a ${report.assignee.name}` : ""}.
      </Text>
    );
  }
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
            value={report.dependencia.id}
            helperText="Al cambiarla, la nueva dependencia recibe el reporte y un correo."
            onValueChange={(value) => {
              if (value && value !== report.dependencia?.id) void work.routeTo(report.id, value);
            }}
          />
        </Stack>
      )}
      {report.viewerCan.assign && (
        <Stack flex="1">
          <SelectField
            label="Asignado a"
            placeholder="Sin asignar"
            options={work.members.map((member) => ({ value: member.id, label: member.name }))}
            value={report.assignee?.id ?? ""}
            helperText="Solo funcionarios de su dependencia."
            onValueChange={(value) => void work.assignTo(report.id, value || null)}
          />
        </Stack>
      )}
    </Stack>
  );
}
