import { Field, Input, type InputProps } from "@chakra-ui/react";
import { useId, type ChangeEvent, type Ref } from "react";
import { acceptLimitedEdit, useTypingLimit } from "./typing-limit";

/**
 * A labelled input with its help text and its error. The error goes in aria-describedby (not only
 * aria-errormessage, which many screen readers ignore) so it is read with the field.
 */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  helperText,
  required = false,
  typingLimit,
  ref,
  ...inputProps
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  /**
   * Where typing stops (typing-limit.ts): unlike `maxLength`, which cuts what is pasted without a word,
   * text inserted at once stays whole for the field's check to refuse.
   */
  typingLimit?: number;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputProps, "value" | "onChange" | "required" | "ref">) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  const fieldRef = useTypingLimit(typingLimit, ref);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const inputType = (event.nativeEvent as InputEvent).inputType;
    if (typingLimit === undefined || acceptLimitedEdit(value, event.target.value, inputType, typingLimit)) {
      onValueChange(event.target.value);
    }
  };
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={ids}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        ref={fieldRef}
        value={value}
        onChange={handleChange}
        bg="white"
        aria-describedby={error ? ids.errorText : helperText ? ids.helperText : undefined}
        {...inputProps}
      />
      {helperText && !error && <Field.HelperText color="gray.600">{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
