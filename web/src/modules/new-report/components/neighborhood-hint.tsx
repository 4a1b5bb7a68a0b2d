import { Alert, Button, Text } from "@chakra-ui/react";
import { likelierNeighborhood, neighborhoodLabel, type LatLng } from "@domain";

/**
 * Keeps the chosen neighbourhood and the marked point coherent: says when the
 * barrio was filled in from the point, and warns when the point is clearly in another one, offering
 * to change it. It never changes a choice by itself.
 */
export function NeighborhoodHint({
  location,
  neighborhood,
  filledFromLocation,
  onChoose,
}: {
  location: LatLng | null;
  neighborhood: string;
  /** The neighbourhood the form chose from the point, while the resident had chosen none. */
  filledFromLocation: string | undefined;
  onChoose: (slug: string) => void;
}) {
  if (!location || !neighborhood) return null;
  const likelier = likelierNeighborhood(location, neighborhood);
  if (likelier) {
    return (
      <Alert.Root status="warning" role="status" alignItems="center" flexWrap="wrap" gap="3">
        <Alert.Indicator />
        <Alert.Description flex="1" minW="48" color="gray.900">
          La ubicación marcada queda en {likelier.label}, no en {neighborhoodLabel(neighborhood)}. ¿Cuál es el
          barrio?
        </Alert.Description>
        <Button size="sm" variant="outline" colorPalette="orange" onClick={() => onChoose(likelier.slug)}>
          Cambiar a {likelier.label}
        </Button>
      </Alert.Root>
    );
  }
  if (filledFromLocation === neighborhood) {
    return (
      <Text fontSize="sm" color="gray.700" role="status">
        Elegimos el barrio {neighborhoodLabel(neighborhood)} por la ubicación marcada. Cámbialo si no es.
      </Text>
    );
  }
  return null;
}
