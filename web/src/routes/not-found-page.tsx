import { Button, Text, VStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PageShell } from "../ui/page-shell";

export function NotFoundPage() {
  return (
    <PageShell title="Página no encontrada">
      <VStack align="start" gap="4">
        <Text fontSize="lg" color="gray.700">
          La dirección que abriste no existe o cambió. Revisa el enlace o vuelve al inicio.
        </Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/">Volver al inicio</RouterLink>
        </Button>
      </VStack>
    </PageShell>
  );
}
