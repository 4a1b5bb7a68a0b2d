import { HStack, Text, type TextProps } from "@chakra-ui/react";
import { MapPin } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";

/** The mark and the name, a link home; `nameDisplay` hides the name where the header has no room for it. */
export function BrandLogo({ nameDisplay }: { nameDisplay?: TextProps["display"] }) {
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
        <Text
          fontWeight="bold"
          fontSize="lg"
          color="teal.900"
          letterSpacing="tight"
          whiteSpace="nowrap"
          display={nameDisplay}
        >
          Reporta Riomar
        </Text>
      </HStack>
    </RouterLink>
  );
}
