import { Box, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { AccountDeletionFacts } from "../modules/privacy";
import { PageShell } from "../ui/page-shell";

/**
 * `/cuenta-eliminada`: where deleting an account ends (docs/decisions.md#routes). A signed-out landing
 * page alone would not tell the resident whether the deletion worked or they were only signed out.
 */
export function AccountDeletedPage() {
  return (
    <PageShell title="Tu cuenta fue eliminada" maxW="lg">
      <Box bg="white" borderWidth="1px" rounded="xl" p={{ base: "4", md: "6" }}>
        <Stack gap="4">
          <Text>Cerramos tu sesión en todos tus dispositivos. Esto fue lo que pasó con tus datos:</Text>
          <AccountDeletionFacts />
        </Stack>
      </Box>
      <Link asChild color="teal.700" textDecoration="underline" mt="4" display="inline-block">
        <RouterLink to="/">Ir al inicio</RouterLink>
      </Link>
    </PageShell>
  );
}
