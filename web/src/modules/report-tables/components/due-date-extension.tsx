import { Button, Field, Stack, Text, Textarea } from "@chakra-ui/react";
import { EXTENSION_REASON_MAX_LENGTH, extendedDueAt, shortBogotaDate } from "@domain";
import { useId, useState } from "react";
import { useExtendDueDate } from "../hooks/use-extend-due-date";

/**
 * Staff: "Prorrogar plazo", once, before the term ends (docs/legal-clock.md#extension). Shown only when
 * the server says this viewer may (`viewerCan.extendDueDate`); the reason is required and the reporter
 * is told it.
 */
export function DueDateExtension({ reportId, dueAt }: { reportId: string; dueAt: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { extend, loading } = useExtendDueDate();
  const reasonId = useId();
  const newDue = shortBogotaDate(extendedDueAt(new Date(dueAt)), new Date());

  if (!open) {
    return (
      <Button mt="3" variant="outline" colorPalette="teal" size="sm" onClick={() => setOpen(true)}>
        Prorrogar plazo
      </Button>
    );
  }
  const handleSave = async () => {
    const outcome = await extend(reportId, reason);
    if (outcome.ok) {
      setOpen(false);
      setReason("");
      setError(undefined);
    } else setError(outcome.reason);
  };
  return (
    <Stack gap="3" mt="4" p="4" bg="orange.50" rounded="lg" borderWidth="1px" borderColor="orange.100">
      <Text fontSize="sm" color="gray.800">
        El plazo se puede prorrogar una sola vez, antes de vencer: pasará a vencer el {newDue}.
      </Text>
      <Field.Root required invalid={Boolean(error)}>
        <Field.Label htmlFor={reasonId}>
          Motivo de la prórroga <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          id={reasonId}
          bg="white"
          value={reason}
          maxLength={EXTENSION_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
          rows={2}
        />
        <Field.HelperText>Se le comunicará a quien hizo el reporte.</Field.HelperText>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Stack direction="row" gap="2">
        <Button colorPalette="teal" loading={loading} onClick={() => void handleSave()}>
          Prorrogar plazo
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </Stack>
    </Stack>
  );
}
