import { Box, Text } from "@chakra-ui/react";
import { AlertManager } from "../modules/alerts";
import { useViewer } from "../modules/auth";
import { PushToggle } from "../modules/notifications";
import { PageShell } from "../ui/page-shell";

/** `/alertas`: new reports in the barrios and categories the resident chooses (docs/alerts.md). */
export function AlertsPage() {
  const { viewer } = useViewer();
  return (
    <PageShell title="Alertas" maxW="4xl">
      <Text color="gray.700" mb="6">
        Te avisamos cuando alguien reporte algo nuevo en los barrios y categorías que elijas: en la app y, si
        quieres, por correo, al momento o en un resumen diario a las 7:00 a. m.
      </Text>
      {viewer && (
        <Box bg="white" borderWidth="1px" rounded="xl" p="4" mb="6">
          <PushToggle ownerId={viewer.id} />
        </Box>
      )}
      <AlertManager />
    </PageShell>
  );
}
