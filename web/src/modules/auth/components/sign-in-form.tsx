import { Button, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { apiFetch } from "../../../apollo/api-fetch";
import { navigateTo } from "../../../apollo/browser-navigation";
import { TextField } from "../../../ui/text-field";
import { requestErrorMessage } from "../../../apollo/request-errors";
import { FormAlert } from "./form-alert";

type Errors = { email?: string; password?: string };

/** Built-in accounts: email and password (docs/decisions.md#sign-in). What was typed is never cleared. */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (!email.trim()) found.email = "Escribe tu correo electrónico.";
    if (!password) found.password = "Escribe tu contraseña.";
    setErrors(found);
    setFormError(undefined);
    if (found.email || found.password) return;

    setSubmitting(true);
    try {
      // Here a 401 means "wrong email or password", not "session ended".
      await apiFetch("/api/auth/sign-in", {
        method: "POST",
        body: { email: email.trim(), password },
        redirectOnUnauthorized: false,
      });
      navigateTo(returnTo);
    } catch (error) {
      setFormError(requestErrorMessage(error, "No se pudo iniciar sesión. Inténtalo de nuevo."));
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Iniciar sesión">
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
          error={errors.email}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <Button type="submit" colorPalette="teal" loading={submitting} loadingText="Ingresando...">
          Iniciar sesión
        </Button>
      </Stack>
    </form>
  );
}
