import { Box, Button, Field, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { REPORT_UPDATE_LIMITS, reportStatusLabel, type ReportStatus } from "@domain";
import { useId, useState } from "react";
import { SelectField } from "../../../ui/select-field";
import {
  allAllow,
  commonNextStatuses,
  selectionProblem,
  sharedDependencia,
  type BulkAction,
} from "../bulk-selection";
import { useBulkActions } from "../hooks/use-bulk-actions";
import { DependenciaMembersQuery, DependenciaOptionsQuery } from "../hooks/use-report-work";
import { FilledResponseTemplatesQuery } from "../hooks/use-response-templates";
import type { RowSelection } from "../hooks/use-row-selection";

const ACTIONS: ReadonlyArray<{ value: BulkAction; label: string }> = [
  { value: "status", label: "Cambiar estado" },
  { value: "assign", label: "Asignar a una persona" },
  { value: "route", label: "Enviar a otra dependencia" },
];

const countText = (count: number) =>
  count === 1 ? "1 reporte seleccionado" : `${count} reportes seleccionados`;

/**
 * What staff do with the selected rows, all at once (docs/staff.md#bulk-actions): one status with one
 * public update (a text, or a response template filled in for each report), one assignee, or one
 * dependencia. It offers only what every selected row's `viewerCan` allows, says the limit before
 * sending, and shows the server's refusal, which names the reports that stopped it.
 */
export function BulkActionsBar({ selection }: { selection: Pick<RowSelection, "reports" | "clear"> }) {
  const reports = selection.reports;
  const [action, setAction] = useState<BulkAction | "">("");
  const [status, setStatus] = useState<ReportStatus | "">("");
  const [templateId, setTemplateId] = useState("");
  const [publicUpdate, setPublicUpdate] = useState("");
  const [internalNote, setInternalNote] = useState("");
  const [assigneeId, setAssigneeId] = useState("");
  const [dependenciaId, setDependenciaId] = useState("");
  const [refused, setRefused] = useState<string | null>(null);
  const bulk = useBulkActions();
  const textId = useId();
  const noteId = useId();

  const actions = ACTIONS.filter((entry) => allAllow(reports, entry.value));
  const statuses = commonNextStatuses(reports);
  const shared = sharedDependencia(reports);
  const first = reports[0];
  const templates = useQuery(FilledResponseTemplatesQuery, {
    variables: { reportId: first?.id ?? "", status: status || "recibido" },
    skip: action !== "status" || !status || !first,
  });
  const dependencias = useQuery(DependenciaOptionsQuery, { skip: action !== "route" });
  const members = useQuery(DependenciaMembersQuery, {
    variables: { dependenciaId: shared?.id ?? "" },
    skip: action !== "assign" || !shared,
  });

  if (reports.length === 0) return null;
  const problem = selectionProblem(reports.length);
  const ids = reports.map((report) => report.id);
  const ready =
    action === "status"
      ? status !== "" && statuses.includes(status)
      : action === "assign"
        ? shared !== null
        : action === "route"
          ? dependenciaId !== ""
          : false;

  const done = (message: string | null) => {
    setRefused(message);
    if (message === null) {
      selection.clear();
      setAction("");
      setStatus("");
      setTemplateId("");
      setPublicUpdate("");
      setInternalNote("");
    }
  };
  const apply = async () => {
    if (problem || !ready) return;
    if (action === "status") {
      done(
        await bulk.changeStatus(ids, {
          status: status as ReportStatus,
          templateId: templateId || null,
          publicUpdate: templateId ? null : publicUpdate.trim() || null,
          internalNote: internalNote.trim() || null,
        }),
      );
    } else if (action === "assign") {
      done(await bulk.assign(ids, assigneeId || null));
    } else if (action === "route") {
      done(await bulk.route(ids, dependenciaId));
    }
  };

  return (
    <Box
      as="section"
      aria-label="Acciones sobre los reportes seleccionados"
      bg="teal.50"
      borderWidth="1px"
      borderColor="teal.200"
      rounded="xl"
      p="4"
      mb="4"
    >
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <Text fontWeight="semibold" color="gray.900" role="status" aria-live="polite">
          {countText(reports.length)}
        </Text>
        <Button size="sm" variant="ghost" colorPalette="teal" onClick={() => done(null)}>
          Quitar la selección
        </Button>
      </HStack>
      {problem && (
        <Text role="alert" color="red.700" fontWeight="medium" mb="3">
          {problem}
        </Text>
      )}
      {actions.length === 0 ? (
        <Text color="gray.800">
          Ninguna acción está permitida sobre todos los reportes seleccionados. Quita los de otras
          dependencias.
        </Text>
      ) : (
        <Stack gap="3">
          <SelectField
            label="Acción"
            placeholder="Elige qué hacer con ellos"
            options={actions}
            value={action}
            helperText={
              actions.length < ACTIONS.length
                ? "Solo las acciones que permiten todos los reportes seleccionados."
                : undefined
            }
            onValueChange={(value) => {
              setAction(value as BulkAction | "");
              setRefused(null);
            }}
          />
          {action === "status" && (
            <>
              <SelectField
                label="Nuevo estado"
                placeholder="Elige un estado"
                options={statuses.map((value) => ({ value, label: reportStatusLabel(value) ?? value }))}
                value={status}
                helperText="Cada reporte queda en su historial y quien lo reportó recibe el aviso."
                onValueChange={(value) => {
                  setStatus(value as ReportStatus | "");
                  setTemplateId("");
                }}
              />
              {status && (templates.data?.filledResponseTemplates.length ?? 0) > 0 && (
                <SelectField
                  label="Plantilla de respuesta (opcional)"
                  placeholder="Sin plantilla: escribir el texto"
                  options={templates.data!.filledResponseTemplates.map((entry) => ({
                    value: entry.id,
                    label: entry.title,
                  }))}
                  value={templateId}
                  helperText="Se completa con el radicado, el barrio y el vencimiento de cada reporte."
                  onValueChange={setTemplateId}
                />
              )}
              {!templateId && (
                <Field.Root>
                  <Field.Label htmlFor={textId}>Actualización pública (la leen todos)</Field.Label>
                  <Textarea
                    id={textId}
                    bg="white"
                    rows={2}
                    maxLength={REPORT_UPDATE_LIMITS.bodyMaxLength}
                    value={publicUpdate}
                    onChange={(event) => setPublicUpdate(event.target.value)}
                  />
                  <Field.HelperText color="gray.700">
                    El mismo texto para todos los reportes.
                  </Field.HelperText>
                </Field.Root>
              )}
              <Field.Root>
                <Field.Label htmlFor={noteId}>Nota interna (opcional, solo funcionarios)</Field.Label>
                <Textarea
                  id={noteId}
                  bg="white"
                  rows={2}
                  maxLength={REPORT_UPDATE_LIMITS.bodyMaxLength}
                  value={internalNote}
                  onChange={(event) => setInternalNote(event.target.value)}
                />
              </Field.Root>
            </>
          )}
          {action === "assign" &&
            (shared ? (
              <SelectField
                label={`Asignar a (${shared.name})`}
                placeholder="Sin asignar"
                options={(members.data?.dependenciaMembers ?? []).map((member) => ({
                  value: member.id,
                  label: member.name,
                }))}
                value={assigneeId}
                helperText="Solo funcionarios de su dependencia."
                onValueChange={setAssigneeId}
              />
            ) : (
              <Text color="gray.800">
                Para asignar, selecciona reportes de una sola dependencia: cada uno se asigna a alguien de la
                suya.
              </Text>
            ))}
          {action === "route" && (
            <SelectField
              label="Dependencia"
              placeholder="Elige una dependencia"
              options={(dependencias.data?.dependencias ?? [])
                .filter((entry) => entry.active)
                .map((entry) => ({ value: entry.id, label: entry.name }))}
              value={dependenciaId}
              helperText="La dependencia recibe cada reporte y un correo por cada uno."
              onValueChange={setDependenciaId}
            />
          )}
          {action && (
            <Button
              alignSelf="start"
              colorPalette="teal"
              loading={bulk.saving}
              disabled={Boolean(problem) || !ready}
              onClick={() => void apply()}
            >
              {reports.length === 1 ? "Aplicar al reporte" : `Aplicar a los ${reports.length} reportes`}
            </Button>
          )}
          {refused && (
            <Text role="alert" color="red.700" fontWeight="medium" whiteSpace="pre-line">
              {refused}
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}
