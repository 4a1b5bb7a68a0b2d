import { Button, Field, Stack, Text, Textarea } from "@chakra-ui/react";
import { LIMITS, reportStatusLabel, type ReportStatus } from "@domain";
import { useId, useState } from "react";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { useUpdateReportStatus, type StatusFieldErrors } from "../hooks/use-update-report-status";

/**
 * Staff: the report's status select with an optional note, saved together. It offers the statuses the
 * server says this report may go to (`viewerCan.nextStatuses`), and asks what a closing one needs: the
 * original of a duplicate, the entity of a transfer (docs/legal-clock.md#statuses).
 */
export function ReportStatusControl({
  reportId,
  status,
  nextStatuses,
}: {
  reportId: string;
  status: ReportStatus;
  nextStatuses: readonly ReportStatus[];
}) {
  const [chosen, setChosen] = useState<ReportStatus>(status);
  const [note, setNote] = useState("");
  const [duplicateOf, setDuplicateOf] = useState("");
  const [transferredTo, setTransferredTo] = useState("");
  const [errors, setErrors] = useState<StatusFieldErrors>({});
  const { updateStatus, loading } = useUpdateReportStatus();
  const noteId = useId();
  const unchanged = chosen === status && note.trim() === "";
  const options = nextStatuses.map((value) => ({ value, label: reportStatusLabel(value) ?? value }));

  const handleSave = async () => {
    const details =
      chosen === "duplicado" ? { duplicateOf } : chosen === "trasladado" ? { transferredTo } : {};
    const outcome = await updateStatus(reportId, chosen, note, details);
    setErrors(outcome.ok ? {} : outcome.fields);
    if (outcome.ok) setNote("");
  };

  return (
    <Stack gap="3" mt="4" p="4" bg="teal.50" rounded="lg" borderWidth="1px" borderColor="teal.100">
      <SelectField
        label="Estado del reporte"
        placeholder="Elige un estado"
        options={options}
        value={chosen}
        onValueChange={(value) => {
          if (!value) return;
          setChosen(value as ReportStatus);
          setErrors({});
        }}
      />
      {chosen === "duplicado" && chosen !== status && (
        <TextField
          label="Radicado del reporte original"
          placeholder="RIO-2026-000123"
          required
          value={duplicateOf}
          onValueChange={setDuplicateOf}
          error={errors.duplicateOf}
          helperText="El original debe estar abierto o resuelto. Quien reportó verá a cuál remite."
        />
      )}
      {chosen === "trasladado" && chosen !== status && (
        <TextField
          label="Entidad a la que se traslada"
          required
          value={transferredTo}
          onValueChange={setTransferredTo}
          maxLength={LIMITS.transferEntityMaxLength}
          error={errors.transferredTo}
          helperText="Por ejemplo, la empresa de acueducto o la de energía. Es público."
        />
      )}
      <Field.Root>
        <Field.Label htmlFor={noteId}>Nota para el ciudadano (opcional)</Field.Label>
        <Textarea
          id={noteId}
          bg="white"
          value={note}
          maxLength={LIMITS.statusNoteMaxLength}
          onChange={(event) => setNote(event.target.value)}
          rows={2}
        />
      </Field.Root>
      {options.length === 1 && (
        <Text fontSize="sm" color="gray.700">
          Este reporte no puede cambiar de estado ahora; puedes agregar una nota.
        </Text>
      )}
      <Button
        colorPalette="teal"
        alignSelf="start"
        loading={loading}
        disabled={unchanged}
        onClick={() => void handleSave()}
      >
        Guardar estado
      </Button>
    </Stack>
  );
}
