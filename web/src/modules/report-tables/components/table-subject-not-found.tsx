import { Button, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PageShell } from "../../../ui/page-shell";

/** 'Barrio no encontrado' and an unknown category, said the same way, with a way back to every report. */
export function TableSubjectNotFound({ message }: { message: string }) {
  return (
    <PageShell title={message}>
      <Stack align="start" gap="4">
        <Text color="gray.700">Revisa la dirección o busca entre todos los reportes.</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/reportes/all">Ver todos los reportes</RouterLink>
        </Button>
      </Stack>
    </PageShell>
  );
}
