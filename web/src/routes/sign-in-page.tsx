import { Alert, Box, Button, Link, Skeleton, Stack, Tabs, Text } from "@chakra-ui/react";
import { LogIn } from "lucide-react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { MESSAGES, safeReturnPath } from "@domain";
import { useState } from "react";
import { loginPath } from "../apollo/browser-navigation";
import { takeSessionEnded } from "../apollo/unauthorized";
import { SignInForm, SignUpForm, useAuthMethods, useViewer, viewerDisplayName } from "../modules/auth";
import { PageShell } from "../ui/page-shell";

/** `/ingresar`: where `/api/login` sends people when no OpenID provider is configured. */
export function SignInPage() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get("returnTo"));
  const { viewer } = useViewer();
  const { methods, loading } = useAuthMethods();
  // Read once per visit: a session that ended on the previous page says so here too.
  const [sessionEnded] = useState(takeSessionEnded);

  return (
    <PageShell title="Ingresar" maxW="lg">
      {sessionEnded && !viewer && (
        <Alert.Root status="warning" role="status" mb="4">
          <Alert.Indicator />
          <Alert.Description>{MESSAGES.unauthorizedDescription}</Alert.Description>
        </Alert.Root>
      )}
      <Box bg="white" borderWidth="1px" rounded="xl" p={{ base: "4", md: "6" }}>
        {viewer ? (
          <Stack gap="4">
            <Text>Ya iniciaste sesión como {viewerDisplayName(viewer)}.</Text>
            <Button asChild colorPalette="teal" alignSelf="start">
              <RouterLink to={returnTo}>Continuar</RouterLink>
            </Button>
          </Stack>
        ) : loading ? (
          <Stack gap="4" aria-hidden="true">
            <Skeleton h="10" />
            <Skeleton h="40" />
          </Stack>
        ) : methods && !methods.builtIn ? (
          <Stack gap="4">
            <Text>Esta instalación usa el ingreso institucional. Continúa con tu cuenta del proveedor.</Text>
            <Button asChild colorPalette="teal" alignSelf="start">
              <a href={loginPath(returnTo)}>
                <LogIn aria-hidden="true" /> Iniciar sesión
              </a>
            </Button>
          </Stack>
        ) : (
          <Tabs.Root defaultValue="sign-in" variant="enclosed" fitted colorPalette="teal">
            <Tabs.List mb="5">
              <Tabs.Trigger value="sign-in">Iniciar sesión</Tabs.Trigger>
              <Tabs.Trigger value="sign-up">Crear cuenta</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sign-in">
              <SignInForm returnTo={returnTo} />
            </Tabs.Content>
            <Tabs.Content value="sign-up">
              <SignUpForm returnTo={returnTo} />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Box>
      <Text fontSize="sm" color="gray.700" mt="4">
        Tus datos se tratan conforme a la Ley 1581 de 2012. Lee el{" "}
        <Link asChild display="inline" color="teal.700" textDecoration="underline">
          <RouterLink to="/tratamiento-de-datos">aviso de tratamiento de datos personales</RouterLink>
        </Link>
        .
      </Text>
    </PageShell>
  );
}
