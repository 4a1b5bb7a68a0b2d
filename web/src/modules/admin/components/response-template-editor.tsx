import { Box, Button, Field, Heading, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { REPORT_UPDATE_LIMITS, reportStatusLabel, type ReportStatus } from "@domain";
import { useId, useState } from "react";
import { TextField } from "../../../ui/text-field";
import type { SaveResponseTemplateInput } from "../../../gql/graphql";
import type { TemplateFieldErrors } from "../hooks/use-response-template-admin";

type Outcome = { ok: true } | { ok: false; fields: TemplateFieldErrors };

export interface EditableTemplate {
  id: string | null;
  status: ReportStatus;
  title: string;
  body: string;
}

/**
 * One response template's form: its name and text (with the placeholders the status form fills in),
 * saved or deleted on its own (docs/staff.md#response-templates).
 */
export function ResponseTemplateEditor({
  template,
  onSave,
  onDelete,
}: {
  template: EditableTemplate;
  onSave: (input: SaveResponseTemplateInput) => Promise<Outcome>;
  onDelete?: () => Promise<Outcome>;
}) {
  const [title, setTitle] = useState(template.title);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<TemplateFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const bodyId = useId();
  const helpId = `${bodyId}-help`;
  const errorId = `${bodyId}-error`;
  const changed = title !== template.title || body !== template.body;

  const handleSave = async () => {
    setSaving(true);
    const outcome = await onSave({ id: template.id, status: template.status, title, body });
    setSaving(false);
    setErrors(outcome.ok ? {} : outcome.fields);
    if (outcome.ok && template.id === null) {
      setTitle("");
      setBody("");
    }
  };

  return (
    <Box as="li" p="4" bg="white" rounded="lg" borderWidth="1px">
      <Stack gap="3">
        <TextField
          label={template.id ? "Nombre de la plantilla" : "Nombre de la nueva plantilla"}
          value={title}
          onValueChange={setTitle}
          maxLength={REPORT_UPDATE_LIMITS.templateTitleMaxLength}
          error={errors.title}
        />
        <Field.Root invalid={Boolean(errors.body)} ids={{ errorText: errorId, helperText: helpId }}>
          <Field.Label htmlFor={bodyId}>Texto</Field.Label>
          <Textarea
            id={bodyId}
            bg="white"
            rows={3}
            value={body}
            maxLength={REPORT_UPDATE_LIMITS.bodyMaxLength}
            onChange={(event) => setBody(event.target.value)}
            aria-describedby={errors.body ? `${errorId} ${helpId}` : helpId}
          />
          <Field.HelperText color="gray.700">
            Puedes usar {"{radicado}"}, {"{barrio}"} y {"{vence}"} (el día en que vence la respuesta).
          </Field.HelperText>
          {errors.body && <Field.ErrorText>{errors.body}</Field.ErrorText>}
        </Field.Root>
        {errors.status && (
          <Text role="alert" color="red.700" fontSize="sm">
            {errors.status}
          </Text>
        )}
        <HStack gap="2" wrap="wrap">
          <Button
            colorPalette="teal"
            size="sm"
            loading={saving}
            disabled={!changed}
            onClick={() => void handleSave()}
          >
            {template.id ? "Guardar plantilla" : "Crear plantilla"}
          </Button>
          {onDelete && (
            <Button size="sm" variant="outline" colorPalette="red" bg="white" onClick={() => void onDelete()}>
              Eliminar
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}

/** Every status's templates, and a blank form to add one to each. */
export function ResponseTemplatesSection({
  statuses,
  templates,
  onSave,
  onDelete,
}: {
  statuses: readonly ReportStatus[];
  templates: ReadonlyArray<EditableTemplate & { id: string }>;
  onSave: (input: SaveResponseTemplateInput) => Promise<Outcome>;
  onDelete: (id: string) => Promise<Outcome>;
}) {
  return (
    <Stack as="section" aria-labelledby="response-templates" gap="6" mt="10">
      <Box>
        <Heading as="h2" size="lg" id="response-templates">
          Plantillas de respuesta
        </Heading>
        <Text color="gray.700" mt="1">
          El personal las elige al cambiar el estado de un reporte: llenan la actualización pública, que lo
          verá todo el público, y la pueden corregir antes de enviarla.
        </Text>
      </Box>
      {statuses.map((status) => (
        <Box key={status}>
          <Heading as="h3" size="md" mb="2">
            {reportStatusLabel(status) ?? status}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="3">
            {templates
              .filter((template) => template.status === status)
              .map((template) => (
                <ResponseTemplateEditor
                  key={`${template.id}-${template.title}-${template.body}`}
                  template={template}
                  onSave={onSave}
                  onDelete={() => onDelete(template.id)}
                />
              ))}
            <ResponseTemplateEditor template={{ id: null, status, title: "", body: "" }} onSave={onSave} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
