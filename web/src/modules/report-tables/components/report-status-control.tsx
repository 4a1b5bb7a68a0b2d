import { Button, Checkbox, Field, Stack, Text, Textarea } from "@chakra-ui/react";
import {
  ANSWER_LABEL,
  LIMITS,
  REPORT_UPDATE_KINDS,
  REPORT_UPDATE_LIMITS,
  reportStatusLabel,
  type ReportStatus,
  type ReportUpdateKind,
} from "@domain";
import { useCallback, useId, useState } from "react";
import { ApiError } from "../../../apollo/api-fetch";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { uploadEvidencePhoto } from "../../../apollo/upload-evidence-photo";
import { useResponseTemplates } from "../hooks/use-response-templates";
import { useUpdateReportStatus, type StatusFieldErrors } from "../hooks/use-update-report-status";

const audience = (kind: ReportUpdateKind) => REPORT_UPDATE_KINDS.find((entry) => entry.value === kind)!;

/** One of staff's texts, labelled with who will read it (docs/staff.md#updates-messages-and-notes). */
function KindText({
  kind,
  value,
  onChange,
  error,
  maxLength,
  required = false,
}: {
  kind: ReportUpdateKind;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength: number;
  required?: boolean;
}) {
  const id = useId();
  const { label, audience: readers } = audience(kind);
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={ids}>
      <Field.Label htmlFor={id}>
        {label} {required ? <Field.RequiredIndicator /> : "(opcional)"}
      </Field.Label>
      <Field.HelperText fontWeight="medium" color="gray.800">
        {readers}
      </Field.HelperText>
      <Textarea
        id={id}
        bg="white"
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        rows={2}
        aria-describedby={error ? `${ids.errorText} ${ids.helperText}` : ids.helperText}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

interface StatusDraft {
  chosen: ReportStatus;
  publicUpdate: string;
  isAnswer: boolean;
  note: string;
  internalNote: string;
  duplicateOf: string;
  transferredTo: string;
  afterPhoto: { path: string; name: string } | null;
}

/**
 * What staff typed into each report's status form, for as long as the page lives: the form is drawn
 * anew when its row is (the window crossing the phone width swaps the table for cards), and what was
 * typed must survive that. A save that goes through forgets it.
 */
const drafts = new Map<string, Partial<StatusDraft>>();

/** One field of report `reportId`'s draft: `useState` that outlives the form. */
function useDraft<K extends keyof StatusDraft>(reportId: string, key: K, initial: StatusDraft[K]) {
  const [value, setValue] = useState<StatusDraft[K]>(() =>
    drafts.get(reportId)?.[key] !== undefined ? (drafts.get(reportId)![key] as StatusDraft[K]) : initial,
  );
  const set = useCallback(
    (next: StatusDraft[K]) => {
      setValue(next);
      drafts.set(reportId, { ...drafts.get(reportId), [key]: next });
    },
    [reportId, key],
  );
  return [value, set] as const;
}

/**
 * Staff: the report's status with the texts written with it, saved together. It offers the statuses the
 * server says this report may go to (`viewerCan.nextStatuses`), asks what a closing one needs (the
 * original of a duplicate, the entity of a transfer: docs/legal-clock.md#statuses), and keeps the three
 * kinds of text apart, each saying who will read it; resolving needs the public update, which a response
 * template can fill (docs/staff.md#response-templates), and may add the "después" photo.
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
  const [draftChosen, setChosen] = useDraft(reportId, "chosen", status);
  // A status kept from before the report moved on (someone else changed it) is no longer offered.
  const chosen = nextStatuses.includes(draftChosen) ? draftChosen : status;
  const [publicUpdate, setPublicUpdate] = useDraft(reportId, "publicUpdate", "");
  const [isAnswer, setIsAnswer] = useDraft(reportId, "isAnswer", false);
  const [note, setNote] = useDraft(reportId, "note", "");
  const [internalNote, setInternalNote] = useDraft(reportId, "internalNote", "");
  const [duplicateOf, setDuplicateOf] = useDraft(reportId, "duplicateOf", "");
  const [transferredTo, setTransferredTo] = useDraft(reportId, "transferredTo", "");
  const [afterPhoto, setAfterPhoto] = useDraft(reportId, "afterPhoto", null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<StatusFieldErrors>({});
  const { updateStatus, loading } = useUpdateReportStatus();
  const templates = useResponseTemplates(reportId, chosen);
  const answerId = useId();
  const photoId = useId();
  const resolving = chosen === "resuelto" && status !== "resuelto";
  const noText = [publicUpdate, note, internalNote].every((text) => text.trim() === "");
  const unchanged = chosen === status && noText;
  const options = nextStatuses.map((value) => ({ value, label: reportStatusLabel(value) ?? value }));

  const handleSave = async () => {
    const closing =
      chosen === "duplicado" ? { duplicateOf } : chosen === "trasladado" ? { transferredTo } : {};
    const outcome = await updateStatus(reportId, chosen, note, {
      ...closing,
      publicUpdate,
      isAnswer: isAnswer && publicUpdate.trim() !== "",
      internalNote,
      afterPhoto: resolving ? (afterPhoto?.path ?? null) : null,
    });
    setErrors(outcome.ok ? {} : outcome.fields);
    if (outcome.ok) {
      setNote("");
      setPublicUpdate("");
      setInternalNote("");
      setIsAnswer(false);
      setAfterPhoto(null);
      drafts.delete(reportId);
    }
  };

  const handlePhoto = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setAfterPhoto({ path: await uploadEvidencePhoto(file), name: file.name });
      setErrors((current) => ({ ...current, afterPhoto: undefined }));
    } catch (error) {
      const message =
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : "No se pudo subir la foto. Inténtalo de nuevo.";
      setErrors((current) => ({ ...current, afterPhoto: message }));
    } finally {
      setUploading(false);
    }
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
      {templates.length > 0 && (
        <SelectField
          label="Plantilla de respuesta"
          placeholder="Elige una plantilla para la actualización pública"
          options={templates.map((template) => ({ value: template.id, label: template.title }))}
          value=""
          onValueChange={(value) => {
            const template = templates.find((candidate) => candidate.id === value);
            if (template) setPublicUpdate(template.text);
          }}
        />
      )}
      <KindText
        kind="public_update"
        value={publicUpdate}
        onChange={setPublicUpdate}
        error={errors.publicUpdate}
        maxLength={REPORT_UPDATE_LIMITS.bodyMaxLength}
        required={resolving}
      />
      <Checkbox.Root
        colorPalette="teal"
        alignItems="flex-start"
        checked={isAnswer}
        disabled={publicUpdate.trim() === ""}
        onCheckedChange={(details) => setIsAnswer(details.checked === true)}
      >
        <Checkbox.HiddenInput aria-describedby={answerId} />
        <Checkbox.Control mt="0.5" bg="white" />
        <Checkbox.Label fontWeight="medium">Es la {ANSWER_LABEL.toLowerCase()} al reporte</Checkbox.Label>
      </Checkbox.Root>
      <Text id={answerId} fontSize="sm" color="gray.700" mt="-2" ps="7">
        Marca «{ANSWER_LABEL}» si dice qué se hará y cuándo: con ella se cumple el término legal.
      </Text>
      <KindText
        kind="reporter_message"
        value={note}
        onChange={setNote}
        error={errors.note}
        maxLength={LIMITS.statusNoteMaxLength}
      />
      <KindText
        kind="internal_note"
        value={internalNote}
        onChange={setInternalNote}
        error={errors.internalNote}
        maxLength={REPORT_UPDATE_LIMITS.bodyMaxLength}
      />
      {resolving && (
        <Field.Root invalid={Boolean(errors.afterPhoto)}>
          <Field.Label htmlFor={photoId}>Foto del después (opcional)</Field.Label>
          <Field.HelperText color="gray.800">
            Lo verá todo el público, junto a las fotos de quien reportó.
          </Field.HelperText>
          <input
            id={photoId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={uploading}
            onChange={(event) => void handlePhoto(event.target.files?.[0])}
          />
          {afterPhoto && (
            <Text fontSize="sm" color="gray.800">
              Foto lista: {afterPhoto.name}
            </Text>
          )}
          {errors.afterPhoto && <Field.ErrorText>{errors.afterPhoto}</Field.ErrorText>}
        </Field.Root>
      )}
      {options.length === 1 && (
        <Text fontSize="sm" color="gray.700">
          Este reporte no puede cambiar de estado ahora; puedes escribir una actualización, un mensaje o una
          nota.
        </Text>
      )}
      <Button
        colorPalette="teal"
        alignSelf="start"
        loading={loading}
        disabled={unchanged || uploading}
        onClick={() => void handleSave()}
      >
        Guardar estado
      </Button>
    </Stack>
  );
}
