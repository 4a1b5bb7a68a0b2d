import { Box, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { ForgotPasswordForm, useAuthMethods } from "../modules/auth";
import { PageShell } from "../ui/page-shell";

/** `/olvide-contrasena`: ask for a reset link (docs/password-reset.md#asking). */
export function ForgotPasswordPage() {
  const { methods } = useAuthMethods();
  return (
    <PageShell title="¿Olvidaste tu contraseña?" maxW="lg">
      <Box bg="white" borderWidth="1px" rounded="xl" p={{ base: "4", md: "6" }}>
        {methods && !methods.builtIn ? (
          <Text>
            Esta instalación usa el ingreso institucional: la contraseña se cambia con tu proveedor de
            identidad.
          </Text>
        ) : (
          <Stack gap="4">
            <Text>Escribe el correo con el que creaste tu cuenta.</Text>
            <ForgotPasswordForm />
          </Stack>
        )}
      </Box>
      <Link asChild color="teal.700" textDecoration="underline" mt="4" display="inline-block">
        <RouterLink to="/ingresar">Volver a iniciar sesión</RouterLink>
      </Link>
    </PageShell>
  );
}
