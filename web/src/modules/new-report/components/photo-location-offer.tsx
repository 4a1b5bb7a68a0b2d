import { Alert, Button, HStack, Text } from "@chakra-ui/react";
import { nearestNeighborhood, type LatLng } from "@domain";

export const PHOTO_LOCATION_QUESTION = "¿Usar la ubicación de la foto?";

/**
 * "¿Usar la ubicación de la foto?" (docs/decisions.md#photo-location): a chosen photo was taken at
 * `point`, in Riomar. The resident decides; the pin never moves by itself. After "Usar", says where
 * the pin went, so that a resident filling in the form from the photos knows to check it.
 */
export function PhotoLocationOffer({
  point,
  used,
  onUse,
  onDismiss,
}: {
  /** The photo's point being offered, or null when there is none to offer. */
  point: LatLng | null;
  /** The pin was set from a photo just now. */
  used: boolean;
  onUse: (point: LatLng) => void;
  onDismiss: () => void;
}) {
  if (point) {
    const barrio = nearestNeighborhood(point)?.label;
    return (
      <Alert.Root status="info" role="group" aria-label={PHOTO_LOCATION_QUESTION} mt="3">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title color="gray.900">{PHOTO_LOCATION_QUESTION}</Alert.Title>
          <Alert.Description color="gray.900">
            La foto guarda el punto donde se tomó{barrio ? `, cerca de ${barrio}` : ""}. Podemos marcarlo en
            el mapa del reporte; la foto se publica sin esos datos.
          </Alert.Description>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="teal" onClick={() => onUse(point)}>
              Usar la ubicación de la foto
            </Button>
            <Button size="sm" variant="outline" onClick={onDismiss}>
              No, gracias
            </Button>
          </HStack>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (used) {
    return (
      <Text fontSize="sm" color="gray.700" role="status" mt="3">
        Marcamos en el mapa el punto donde se tomó la foto. Revísalo en «¿Dónde está?» y muévelo si no es.
      </Text>
    );
  }
  return null;
}
