import { Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

/** From /estadisticas to the performance figures of /transparencia (docs/transparency.md). */
export function TransparencyLink() {
  return (
    <Text color="gray.800">
      ¿Cuánto tarda la respuesta?{" "}
      <Link asChild color="teal.800" textDecoration="underline">
        <RouterLink to="/transparencia">Ver tiempos de respuesta y resolución (Transparencia)</RouterLink>
      </Link>
    </Text>
  );
}
