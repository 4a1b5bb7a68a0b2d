import { Button, Stack } from "@chakra-ui/react";
import { ACCOUNT_MESSAGES, PASSWORD_RULES } from "@domain";
import { useState } from "react";
import { ApiError, apiFetch } from "../../../apollo/api-fetch";
import { requestErrorMessage } from "../../../apollo/request-errors";
import { TextField } from "../../../ui/text-field";
import { signIn, useAccountForm, type FieldErrors } from "../hooks/use-account-form";
import { FormAlert } from "./form-alert";

type FieldName = "firstName" | "lastName" | "email" | "password";
type Errors = FieldErrors<FieldName>;

// The domain's bounds, as the API checks them; the server has the last word.
const PASSWORD_MIN = PASSWORD_RULES.minLength;
const PASSWORD_MAX = PASSWORD_RULES.maxLength;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(values: Record<FieldName, string>): Errors {
  const errors: Errors = {};
  if (!values.firstName.trim()) errors.firstName = ACCOUNT_MESSAGES.firstNameRequired;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = "Escribe un correo electrónico válido.";
  if (values.password.length < PASSWORD_MIN || values.password.length > PASSWORD_MAX) {
    errors.password = ACCOUNT_MESSAGES.passwordLength;
  }
  return errors;
}

/**
 * The API answers a sign-up the same way whether the e-mail was free or not, and never signs in
 * (docs/security.md#sign-up): a person whose e-mail already had an account finds out only when the new
 * password does not open it.
 */
const EXISTING_ACCOUNT =
  "No pudimos entrar con esa contraseña. Si ya tenías una cuenta con este correo, inicia sesión con tu contraseña de siempre; si no la recuerdas, usa «¿Olvidaste tu contraseña?».";

/** Creates a built-in account, then signs in with it (docs/decisions.md#sign-in). */
export function SignUpForm({ returnTo }: { returnTo: string }) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    firstName: "",
    lastName: "",
    email: "",
    password: "",
  });
  const { errors, formError, submitting, onSubmit } = useAccountForm<FieldName>({
    returnTo,
    check: () => validate(values),
    send: async () => {
      const email = values.email.trim();
      await apiFetch("/api/auth/sign-up", {
        method: "POST",
        body: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim() || undefined,
          email,
          password: values.password,
        },
        redirectOnUnauthorized: false,
      });
      await signIn(email, values.password);
    },
    failure: (error) => {
      if (error instanceof ApiError && error.body.fields) return error.body.fields;
      if (error instanceof ApiError && error.status === 401) return EXISTING_ACCOUNT;
      return requestErrorMessage(error, "No se pudo crear la cuenta. Inténtalo de nuevo.");
    },
  });

  const handleChange = (field: FieldName) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Crear cuenta">
      <Stack gap="4">
        <FormAlert message={formError} />
        <TextField
          label="Nombre"
          autoComplete="given-name"
          required
          value={values.firstName}
          onValueChange={handleChange("firstName")}
          error={errors.firstName}
        />
        <TextField
          label="Apellido (opcional)"
          autoComplete="family-name"
          value={values.lastName}
          onValueChange={handleChange("lastName")}
          error={errors.lastName}
        />
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onValueChange={handleChange("email")}
          error={errors.email}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          required
          helperText={`Mínimo ${PASSWORD_MIN} caracteres. Una frase larga es más fácil de recordar.`}
          value={values.password}
          onValueChange={handleChange("password")}
          error={errors.password}
        />
        <Button type="submit" colorPalette="teal" loading={submitting} loadingText="Creando cuenta...">
          Crear cuenta
        </Button>
      </Stack>
    </form>
  );
}
