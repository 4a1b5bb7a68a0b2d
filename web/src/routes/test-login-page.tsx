import { Alert, Box, Button, Heading, Separator, Skeleton, Stack, Text } from "@chakra-ui/react";
import { MESSAGES } from "@domain";
import { LogIn, ShieldCheck, UserRound } from "lucide-react";
import { useState } from "react";
import { apiFetch } from "../apollo/api-fetch";
import { navigateTo } from "../apollo/browser-navigation";
import { useAuthMethods } from "../modules/auth";
import { PageShell } from "../ui/page-shell";
import { toaster } from "../ui/toaster";

const TEST_USERS = [
  { id: "test-citizen", name: "Carlos Pérez", role: "ciudadano", icon: UserRound },
  { id: "test-admin", name: "Ana Gómez", role: "super administrador", icon: ShieldCheck },
] as const;

/**
 * Test sign-in (docs/decisions.md#test-sign-in): the official sign-in, plus two test users outside
 * production.
 */
export function TestLoginPage() {
  const { methods, loading } = useAuthMethods();
  const [pendingUser, setPendingUser] = useState<string>();

  const handleTestLogin = async (userId: string) => {
    setPendingUser(userId);
    try {
      await apiFetch("/api/test-login", { method: "POST", body: { userId }, redirectOnUnauthorized: false });
      navigateTo("/");
    } catch {
      toaster.create({ type: "error", title: MESSAGES.testLoginFailed });
      setPendingUser(undefined);
    }
  };

  return (
    <PageShell title="Ingreso de prueba" maxW="lg">
      <Stack gap="6" bg="white" borderWidth="1px" rounded="xl" p={{ base: "4", md: "6" }}>
        <Stack gap="3">
          <Text color="gray.700">Ingresa con tu cuenta para reportar y seguir tus reportes.</Text>
          <Button asChild colorPalette="teal" size="lg">
            <a href="/api/login">
              <LogIn aria-hidden="true" /> Iniciar sesión
            </a>
          </Button>
        </Stack>
        <Separator />
        <Box as="section" aria-labelledby="test-users-title">
          <Heading id="test-users-title" as="h2" size="lg" color="teal.900" mb="2">
            Usuarios de prueba
          </Heading>
          {loading ? (
            <Stack gap="3" aria-hidden="true">
              <Skeleton h="12" />
              <Skeleton h="12" />
            </Stack>
          ) : methods?.testLogin === false ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Description>
                El ingreso con usuarios de prueba está deshabilitado en esta instalación. Usa “Iniciar
                sesión”.
              </Alert.Description>
            </Alert.Root>
          ) : (
            <Stack gap="3">
              <Text fontSize="sm" color="gray.700">
                Solo para desarrollo y pruebas: entra como uno de estos usuarios sin contraseña.
              </Text>
              {TEST_USERS.map((user) => (
                <Button
                  key={user.id}
                  variant="outline"
                  colorPalette="teal"
                  size="lg"
                  justifyContent="start"
                  loading={pendingUser === user.id}
                  disabled={pendingUser !== undefined && pendingUser !== user.id}
                  onClick={() => void handleTestLogin(user.id)}
                >
                  <user.icon aria-hidden="true" />
                  {user.name} – {user.role}
                </Button>
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </PageShell>
  );
}
