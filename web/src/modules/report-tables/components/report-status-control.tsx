import { Button, Field, Stack, Textarea } from "@chakra-ui/react";
import { LIMITS, REPORT_STATUSES, type ReportStatus } from "@domain";
import { useId, useState } from "react";
import { SelectField } from "../../../ui/select-field";
import { useUpdateReportStatus } from "../hooks/use-update-report-status";

/** Staff: the report's status select with an optional note, saved together. */
export function ReportStatusControl({ reportId, status }: { reportId: string; status: ReportStatus }) {
  const [chosen, setChosen] = useState<ReportStatus>(status);
  const [note, setNote] = useState("");
  const { updateStatus, loading } = useUpdateReportStatus();
  const noteId = useId();
  const unchanged = chosen === status && note.trim() === "";

  const handleSave = async () => {
    if (await updateStatus(reportId, chosen, note)) setNote("");
  };

  return (
    <Stack gap="3" mt="4" p="4" bg="teal.50" rounded="lg" borderWidth="1px" borderColor="teal.100">
      <SelectField
        label="Estado del reporte"
        placeholder="Elige un estado"
        options={REPORT_STATUSES}
        value={chosen}
        onValueChange={(value) => value && setChosen(value as ReportStatus)}
      />
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
