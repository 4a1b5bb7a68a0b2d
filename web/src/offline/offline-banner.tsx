import { Box } from "@chakra-ui/react";
import { useOnlineStatus } from "./online-status";

/**
 * "Sin conexión" across the top of every screen while the server cannot be reached
 * (docs/offline.md#the-offline-banner): what shows is what the phone kept from earlier visits.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Box role="status" bg="gray.900" color="white" px="4" py="2" textAlign="center" fontSize="sm">
      <strong>Sin conexión.</strong> Ves lo último que se guardó en este teléfono; se actualizará cuando
      vuelva la conexión.
    </Box>
  );
}
