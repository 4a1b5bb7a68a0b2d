import { HStack, Text } from "@chakra-ui/react";
import { MapPin } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";

export function BrandLogo() {
  return (
    <RouterLink to="/" aria-label="Reporta Riomar, inicio">
      <HStack gap="2">
        <HStack
          justify="center"
          boxSize="9"
          rounded="lg"
          bg="teal.700"
          color="yellow.300"
          flexShrink={0}
          aria-hidden="true"
        >
          <MapPin size={20} />
        </HStack>
        <Text fontWeight="bold" fontSize="lg" color="teal.900" letterSpacing="tight">
          Reporta Riomar
        </Text>
      </HStack>
    </RouterLink>
  );
}
