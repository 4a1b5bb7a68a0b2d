import { Alert, Button, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { ACCOUNT_MESSAGES, PASSWORD_RULES } from "@domain";
import { useEffect, useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ApiError } from "../../../apollo/api-fetch";
import { requestErrorMessage } from "../../../apollo/request-errors";
import { TextField } from "../../../ui/text-field";
import { checkPasswordResetLink, completePasswordReset } from "../hooks/password-reset";
import { FormAlert } from "./form-alert";

type LinkState =
  | { kind: "checking" }
  | { kind: "valid" }
  | { kind: "unusable"; message: string }
  | { kind: "unreachable"; message: string }
  | { kind: "done"; message: string };

const ASK_AGAIN_PATH = "/olvide-contrasena";

/**
 * The page of a reset link (docs/password-reset.md#the-link): checks the link first, so that a used or
 * expired one says so (with a way to ask again) before anyone types; then the new password, twice.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [state, setState] = useState<LinkState>(
    token ? { kind: "checking" } : { kind: "unusable", message: ACCOUNT_MESSAGES.resetLinkInvalid },
  );
  const [attempt, setAttempt] = useState(0);
  const [password, setPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const [errors, setErrors] = useState<{ password?: string; repeated?: string }>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    checkPasswordResetLink(token).then(
      (answer) => {
        if (!current) return;
        setState(answer.valid ? { kind: "valid" } : { kind: "unusable", message: answer.message ?? "" });
      },
      (error: unknown) => {
        if (!current) return;
        const unusable = error instanceof ApiError && error.body.fields?.token;
        setState(
          unusable
            ? { kind: "unusable", message: unusable }
            : { kind: "unreachable", message: requestErrorMessage(error, "No se pudo revisar el enlace.") },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const found = {
      password:
        password.length < PASSWORD_RULES.minLength || password.length > PASSWORD_RULES.maxLength
          ? ACCOUNT_MESSAGES.passwordLength
          : undefined,
      repeated: repeated !== password ? "Las contraseñas no coinciden." : undefined,
    };
    setErrors(found);
    if (found.password || found.repeated || !token) return;
    setSubmitting(true);
    try {
      setState({ kind: "done", message: (await completePasswordReset(token, password)).message });
    } catch (error) {
      const fields = error instanceof ApiError ? error.body.fields : undefined;
      if (fields?.token) setState({ kind: "unusable", message: fields.token });
      else if (fields?.password) setErrors({ password: fields.password });
      else setFormError(requestErrorMessage(error, "No se pudo cambiar la contraseña. Inténtalo de nuevo."));
    } finally {
      setSubmitting(false);
    }
  };

  switch (state.kind) {
    case "checking":
      return (
        <Stack gap="4" aria-busy="true" aria-label="Revisando el enlace">
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      );
    case "unreachable":
      return (
        <Stack gap="4">
          <FormAlert message={state.message} />
          <Button
            alignSelf="start"
            colorPalette="teal"
            onClick={() => {
              setState({ kind: "checking" });
              setAttempt((value) => value + 1);
            }}
          >
            Reintentar
          </Button>
        </Stack>
      );
    case "unusable":
      return (
        <Stack gap="4">
          <FormAlert message={state.message} />
          <Button asChild colorPalette="teal" alignSelf="start">
            <RouterLink to={ASK_AGAIN_PATH}>Pedir un enlace nuevo</RouterLink>
          </Button>
        </Stack>
      );
    case "done":
      return (
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Description>{state.message}</Alert.Description>
          </Alert.Root>
          <Button asChild colorPalette="teal" alignSelf="start">
            <RouterLink to="/ingresar">Iniciar sesión</RouterLink>
          </Button>
        </Stack>
      );
    case "valid":
      return (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Elegir la contraseña nueva">
          <Stack gap="4">
            <FormAlert message={formError} />
            <TextField
              label="Contraseña nueva"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onValueChange={setPassword}
              error={errors.password}
              helperText={ACCOUNT_MESSAGES.passwordLength}
            />
            <TextField
              label="Repite la contraseña nueva"
              type="password"
              autoComplete="new-password"
              required
              value={repeated}
              onValueChange={setRepeated}
              error={errors.repeated}
            />
            <Text fontSize="sm" color="gray.700">
              Al guardarla se cierran tus sesiones en todos los dispositivos.
            </Text>
            <Button type="submit" colorPalette="teal" loading={submitting} loadingText="Guardando...">
              Guardar contraseña
            </Button>
            <Link asChild color="teal.700" fontSize="sm" alignSelf="start">
              <RouterLink to="/ingresar">Volver a iniciar sesión</RouterLink>
            </Link>
          </Stack>
        </form>
      );
  }
}
