import { Field, HStack, Text, Textarea, VisuallyHidden } from "@chakra-ui/react";
import { LIMITS } from "@domain";
import { useId, type Ref } from "react";

/** Optional description with SPEC.md's live "{n}/250" counter, which turns red past the limit. */
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
  const length = value.length;
  const over = length > LIMITS.descriptionMaxLength;
  return (
    <Field.Root invalid={Boolean(error)} ids={ids}>
      <Field.Label>Descripción (opcional)</Field.Label>
      <Textarea
        ref={ref}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        rows={4}
        bg="white"
        autoresize
        placeholder="Cuéntanos qué pasa, desde cuándo y cualquier detalle que ayude a ubicarlo."
        aria-describedby={[error ? ids.errorText : ids.helperText, counterId].join(" ")}
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
    </Field.Root>
  );
}
