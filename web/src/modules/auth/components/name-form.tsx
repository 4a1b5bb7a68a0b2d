import { Button, Stack, Text } from "@chakra-ui/react";
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH } from "@domain";
import { useRef, useState, type FormEvent } from "react";
import { TextField } from "../../../ui/text-field";
import { useChangeName, type NameFieldErrors } from "../hooks/use-change-name";
import type { Viewer } from "../hooks/use-viewer";

/** What the API would refuse, checked before sending; the server has the last word. */
function validate(firstName: string, lastName: string): NameFieldErrors {
  const errors: NameFieldErrors = {};
  if (!firstName.trim()) errors.firstName = ACCOUNT_MESSAGES.firstNameRequired;
  else if (firstName.trim().length > NAME_MAX_LENGTH) errors.firstName = ACCOUNT_MESSAGES.firstNameTooLong;
  if (lastName.trim().length > NAME_MAX_LENGTH) errors.lastName = ACCOUNT_MESSAGES.lastNameTooLong;
  return errors;
}

/**
 * The viewer's own name, as others read it on what they sign (docs/decisions.md#your-name). A refusal
 * shows under its field, with the focus there; what was typed stays until it is saved.
 */
export function NameForm({ viewer }: { viewer: Viewer }) {
  const [firstName, setFirstName] = useState(viewer.firstName ?? "");
  const [lastName, setLastName] = useState(viewer.lastName ?? "");
  const [errors, setErrors] = useState<NameFieldErrors>({});
  const [saved, setSaved] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  const lastField = useRef<HTMLInputElement>(null);
  const { changeName, loading } = useChangeName();

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setSaved(false);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let problems = validate(firstName, lastName);
    if (!problems.firstName && !problems.lastName) {
      const outcome = await changeName(firstName.trim(), lastName.trim() || null);
      if (outcome.ok) {
        setErrors({});
        setSaved(true);
        return;
      }
      problems = outcome.fields;
    }
    setErrors(problems);
    if (problems.firstName) firstField.current?.focus();
    else if (problems.lastName) lastField.current?.focus();
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Text color="gray.700">
          Así aparece en los reportes y comentarios que firmas. Los reportes anónimos no muestran tu nombre.
        </Text>
        <TextField
          ref={firstField}
          label="Nombre"
          required
          autoComplete="given-name"
          value={firstName}
          onValueChange={edit(setFirstName)}
          typingLimit={NAME_MAX_LENGTH}
          error={errors.firstName}
        />
        <TextField
          ref={lastField}
          label="Apellido (opcional)"
          autoComplete="family-name"
          value={lastName}
          onValueChange={edit(setLastName)}
          typingLimit={NAME_MAX_LENGTH}
          error={errors.lastName}
        />
        <Text role="status" color="teal.800" fontWeight="medium">
          {saved ? ACCOUNT_MESSAGES.nameSaved : ""}
        </Text>
        <Button type="submit" colorPalette="teal" alignSelf="start" loading={loading}>
          Guardar nombre
        </Button>
      </form>
    </Stack>
  );
}
