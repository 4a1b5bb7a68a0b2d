import { Field, NativeSelect } from "@chakra-ui/react";
import { useId, type Ref } from "react";

/**
 * A labelled native select (the phone's own picker) with its help text and its error, both in
 * aria-describedby so that a screen reader reads them with the field.
 */
export function SelectField({
  label,
  placeholder,
  options,
  value,
  onValueChange,
  error,
  helperText,
  required = false,
  ref,
}: {
  label: string;
  /** The empty choice ("Todos", "Selecciona…"); none where a value is always chosen (an order). */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={ids}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          ref={ref}
          bg="white"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-describedby={error ? ids.errorText : helperText ? ids.helperText : undefined}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText color="gray.600">{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
