import { Field, HStack, Text, Textarea, VisuallyHidden } from "@chakra-ui/react";
import { LIMITS } from "@domain";
import { useId, type ChangeEvent, type Ref } from "react";
import { acceptLimitedEdit, useTypingLimit } from "../../../ui/typing-limit";

const max = LIMITS.descriptionMaxLength;

/**
 * Optional description with a live "{n}/250" counter (docs/decisions.md#new-report-form), which turns red
 * past the limit; typing stops at the limit, text inserted at once stays whole (ui/typing-limit.ts).
 */
export function DescriptionField({
  value,
  onValueChange,
  error,
  ref,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  const counterId = `${id}-counter`;
  const overId = `${id}-over`;
  const length = value.length;
  const over = length > max;
  const fieldRef = useTypingLimit(max, ref);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const inputType = (event.nativeEvent as InputEvent).inputType;
    if (acceptLimitedEdit(value, event.target.value, inputType, max)) onValueChange(event.target.value);
  };
  return (
    <Field.Root invalid={Boolean(error)} ids={ids}>
      <Field.Label>Descripción (opcional)</Field.Label>
      <Textarea
        ref={fieldRef}
        value={value}
        onChange={handleChange}
        rows={4}
        bg="white"
        autoresize
        placeholder="Cuéntanos qué pasa, desde cuándo y cualquier detalle que ayude a ubicarlo."
        aria-describedby={[error ? ids.errorText : ids.helperText, counterId, over ? overId : undefined]
          .filter(Boolean)
          .join(" ")}
      />
      <HStack justify="space-between" w="full" align="flex-start" gap="3">
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText color="gray.600">
            Máximo {LIMITS.descriptionMaxLength} caracteres.
          </Field.HelperText>
        )}
        <Text
          id={counterId}
          fontSize="sm"
          flexShrink={0}
          color={over ? "fg.error" : "gray.600"}
          fontWeight={over ? "semibold" : undefined}
          mt="1.5"
        >
          <span aria-hidden="true">
            {length}/{LIMITS.descriptionMaxLength}
          </span>
          <VisuallyHidden>
            {length} de {LIMITS.descriptionMaxLength} caracteres
          </VisuallyHidden>
        </Text>
      </HStack>
      {over && (
        <Text id={overId} role="alert" fontSize="sm" color="fg.error" fontWeight="medium">
          El texto tiene {length} caracteres y el máximo es {max}: quita {length - max} para poder enviar el
          reporte.
        </Text>
      )}
    </Field.Root>
  );
}
