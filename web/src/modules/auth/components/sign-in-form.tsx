import { Button, Link, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { requestErrorMessage } from "../../../apollo/request-errors";
import { TextField } from "../../../ui/text-field";
import { signIn, useAccountForm } from "../hooks/use-account-form";
import { FormAlert } from "./form-alert";

/** Built-in accounts: email and password (docs/decisions.md#sign-in). What was typed is never cleared. */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { errors, formError, submitting, onSubmit } = useAccountForm<"email" | "password">({
    returnTo,
    check: () => ({
      email: email.trim() ? undefined : "Escribe tu correo electrónico.",
      password: password ? undefined : "Escribe tu contraseña.",
    }),
    send: () => signIn(email.trim(), password),
    failure: (error) => requestErrorMessage(error, "No se pudo iniciar sesión. Inténtalo de nuevo."),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Iniciar sesión">
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
        <Link asChild color="teal.700" fontSize="sm" textDecoration="underline" alignSelf="start">
          <RouterLink to="/olvide-contrasena">¿Olvidaste tu contraseña?</RouterLink>
        </Link>
        <Button type="submit" colorPalette="teal" loading={submitting} loadingText="Ingresando...">
          Iniciar sesión
        </Button>
      </Stack>
    </form>
  );
}
