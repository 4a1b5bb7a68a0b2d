import { Alert, Button, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { ApiError } from "../../../apollo/api-fetch";
import { requestErrorMessage } from "../../../apollo/request-errors";
import { TextField } from "../../../ui/text-field";
import { requestPasswordReset } from "../hooks/password-reset";
import { FormAlert } from "./form-alert";

/**
 * "¿Olvidaste tu contraseña?": the e-mail, then the server's one answer for every address
 * (docs/password-reset.md#asking).
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    if (!email.trim()) {
      setFieldError("Escribe tu correo electrónico.");
      return;
    }
    setFieldError(undefined);
    setSubmitting(true);
    try {
      setDone((await requestPasswordReset(email.trim())).message);
    } catch (error) {
      const field = error instanceof ApiError ? error.body.fields?.email : undefined;
      if (field) setFieldError(field);
      else setFormError(requestErrorMessage(error, "No se pudo enviar la solicitud. Inténtalo de nuevo."));
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Description>{done}</Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Restablecer contraseña">
      <Stack gap="4">
        <FormAlert message={formError} />
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onValueChange={setEmail}
          error={fieldError}
          helperText="Te enviaremos un enlace para crear una contraseña nueva."
        />
        <Button type="submit" colorPalette="teal" loading={submitting} loadingText="Enviando...">
          Enviar enlace
        </Button>
      </Stack>
    </form>
  );
}
