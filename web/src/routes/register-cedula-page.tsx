import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { BadgeCheck } from "lucide-react";
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { safeReturnPath } from "@domain";
import { CedulaForm, SignInRequired, useViewer } from "../modules/auth";
import { PageShell } from "../ui/page-shell";

/** Where to go back to: `?returnTo=` or the router state `{ from }` of the page that sent us here. */
function useReturnPath(): string {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return safeReturnPath(searchParams.get("returnTo") ?? from);
}

export function RegisterCedulaPage() {
  const { viewer, loading } = useViewer();
  const navigate = useNavigate();
  const returnTo = useReturnPath();

  // Signed-out-or-not is known only once `me` answers: deciding earlier raised "Inicia sesión" for a
  // signed-in resident, a toast that then held the one toast slot over "Cédula registrada".
  if (loading) return null;
  if (!viewer) return <SignInRequired />;

  return (
    <PageShell title="Registrar cédula" maxW="2xl">
      <Box bg="white" borderWidth="1px" rounded="xl" p={{ base: "4", md: "6" }}>
        {viewer.hasCedula ? (
          <Stack gap="4">
            <Stack direction="row" gap="3" align="center">
              <Box color="green.700" aria-hidden="true">
                <BadgeCheck size={28} />
              </Box>
              <Text fontSize="lg">
                Tu cédula <strong>{viewer.cedulaMasked}</strong> ya está registrada.
              </Text>
            </Stack>
            <Text color="gray.700">
              Ya puedes apoyar y comentar los reportes de la comunidad. Solo guardamos una huella cifrada de
              tu cédula y sus últimos 3 dígitos.
            </Text>
            <Button asChild colorPalette="teal" alignSelf="start">
              <RouterLink to={returnTo}>Continuar</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Stack gap="5">
            <Text color="gray.700">
              Para apoyar y comentar reportes de la comunidad verificamos que cada persona participe una sola
              vez. No guardamos tu número completo: solo una huella cifrada y sus últimos 3 dígitos.
            </Text>
            <CedulaForm onRegistered={() => void navigate(returnTo, { replace: true })} />
          </Stack>
        )}
      </Box>
    </PageShell>
  );
}
