import { Button, Checkbox, Fieldset, HStack, RadioGroup, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_MESSAGES,
  NEIGHBORHOODS,
  type AlertFrequency,
} from "@domain";
import { useId, useState, type FormEvent } from "react";
import type { AreaAlertInput } from "../../../gql/graphql";
import { useCategories } from "../../categories";
import type { AlertFieldErrors } from "../hooks/use-area-alerts";

export interface AlertValues {
  neighborhoods: string[];
  categoryIds: string[];
  frequency: AlertFrequency;
  email: boolean;
}

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((item) => item !== value);

function CheckboxItem({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      colorPalette="teal"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A field's message from the server, tied to its group for screen readers. */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <Text id={id} color="red.700" fontSize="sm" role="alert">
      {message}
    </Text>
  );
}

/**
 * An alert's form, new (no `initial`) or an edit: barrios and categories (either, or both; none of one
 * means "any"), when e-mails go, and whether they go at all. What was typed stays when the server
 * refuses it; its message shows under the field it names.
 */
export function AlertForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial?: AlertValues;
  submitLabel: string;
  onSave: (values: AreaAlertInput) => Promise<AlertFieldErrors | null>;
  onCancel?: () => void;
}) {
  const { categories } = useCategories();
  const [neighborhoods, setNeighborhoods] = useState<string[]>(initial?.neighborhoods ?? []);
  const [categoryIds, setCategoryIds] = useState<string[]>(initial?.categoryIds ?? []);
  const [frequency, setFrequency] = useState<AlertFrequency>(initial?.frequency ?? "immediate");
  const [email, setEmail] = useState(initial?.email ?? true);
  const [errors, setErrors] = useState<AlertFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const ids = useId();
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // An alert of nothing is refused here, as the server would: nothing is sent.
    if (neighborhoods.length === 0 && categoryIds.length === 0) {
      setErrors({ neighborhoods: ALERT_MESSAGES.areaRequired });
      return;
    }
    setSaving(true);
    const fields = await onSave({ neighborhoods, categoryIds, frequency, email });
    setSaving(false);
    setErrors(fields ?? {});
    if (!fields && !initial) {
      setNeighborhoods([]);
      setCategoryIds([]);
      setFrequency("immediate");
      setEmail(true);
    }
  };
  const areaError = errors.neighborhoods ?? errors.input;
  return (
    <Stack
      as="form"
      onSubmit={(event) => void handleSubmit(event)}
      gap="5"
      p={{ base: "3", md: "4" }}
      bg="gray.50"
      rounded="lg"
      borderWidth="1px"
    >
      <Text color="gray.700">
        Marca al menos un barrio o una categoría. Con solo barrios te avisamos de todas las categorías en
        ellos; con solo categorías, de todos los barrios.
      </Text>
      <Fieldset.Root invalid={Boolean(areaError)}>
        <Fieldset.Legend fontWeight="semibold">Barrios</Fieldset.Legend>
        <FieldError id={`${ids}-neighborhoods`} message={areaError} />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2" mt="2">
          {NEIGHBORHOODS.map((neighborhood) => (
            <CheckboxItem
              key={neighborhood.slug}
              label={neighborhood.label}
              checked={neighborhoods.includes(neighborhood.slug)}
              onChange={(on) => setNeighborhoods((list) => toggle(list, neighborhood.slug, on))}
            />
          ))}
        </SimpleGrid>
      </Fieldset.Root>
      <Fieldset.Root invalid={Boolean(errors.categoryIds)}>
        <Fieldset.Legend fontWeight="semibold">Categorías</Fieldset.Legend>
        <FieldError id={`${ids}-categories`} message={errors.categoryIds} />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2" mt="2">
          {(categories ?? []).map((category) => (
            <CheckboxItem
              key={category.id}
              label={category.name}
              checked={categoryIds.includes(category.id)}
              onChange={(on) => setCategoryIds((list) => toggle(list, category.id, on))}
            />
          ))}
        </SimpleGrid>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Correo</Fieldset.Legend>
        <Stack gap="3" mt="2">
          <CheckboxItem label="Avisarme también por correo" checked={email} onChange={setEmail} />
          <RadioGroup.Root
            colorPalette="teal"
            value={frequency}
            onValueChange={(details) => setFrequency(details.value as AlertFrequency)}
            disabled={!email}
            aria-label="Cuándo enviar los correos"
          >
            <Stack gap="2">
              {ALERT_FREQUENCIES.map((value) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{ALERT_FREQUENCY_LABELS[value]}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <FieldError id={`${ids}-frequency`} message={errors.frequency} />
          <Text fontSize="sm" color="gray.700">
            En la campana de la app te avisamos siempre al momento.
          </Text>
        </Stack>
      </Fieldset.Root>
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="teal" loading={saving}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
