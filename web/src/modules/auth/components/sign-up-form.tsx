import { Button, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { ApiError, apiFetch } from "../../../apollo/api-fetch";
import { navigateTo } from "../../../apollo/browser-navigation";
import { TextField } from "../../../ui/text-field";
import { requestErrorMessage } from "../../../apollo/request-errors";
import { FormAlert } from "./form-alert";

type FieldName = "firstName" | "lastName" | "email" | "password";
type Errors = Partial<Record<FieldName, string>>;

// Same bounds as the API's sign-up check; the server has the last word.
const PASSWORD_MIN = 10;
const PASSWORD_MAX = 200;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(values: Record<FieldName, string>): Errors {
  const errors: Errors = {};
  if (!values.firstName.trim()) errors.firstName = "Escribe tu nombre.";
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = "Escribe un correo electrónico válido.";
  if (values.password.length < PASSWORD_MIN || values.password.length > PASSWORD_MAX) {
    errors.password = `La contraseña debe tener entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres.`;
  }
  return errors;
}

/**
 * The API answers a sign-up the same way whether the e-mail was free or not, and never signs in
 * (docs/security.md#sign-up): a person whose e-mail already had an account finds out only when the new
 * password does not open it.
 */
const EXISTING_ACCOUNT =
  "No pudimos entrar con esa contraseña. Si ya tenías una cuenta con este correo, inicia sesión con tu contraseña de siempre.";

/** Creates a built-in account, then signs in with it (docs/decisions.md#sign-in). */
export function SignUpForm({ returnTo }: { returnTo: string }) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    firstName: "",
    lastName: "",
    email: "",
    password: "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const handleChange = (field: FieldName) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;

    setSubmitting(true);
    const email = values.email.trim();
    try {
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
      await apiFetch("/api/auth/sign-in", {
        method: "POST",
        body: { email, password: values.password },
        redirectOnUnauthorized: false,
      });
      navigateTo(returnTo);
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) {
        setErrors(error.body.fields);
      } else if (error instanceof ApiError && error.status === 401) {
        setFormError(EXISTING_ACCOUNT);
      } else {
        setFormError(requestErrorMessage(error, "No se pudo crear la cuenta. Inténtalo de nuevo."));
      }
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Crear cuenta">
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
