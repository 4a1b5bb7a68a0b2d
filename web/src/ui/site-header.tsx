import { Box, Button, Container, HStack } from "@chakra-ui/react";
import { LogIn } from "lucide-react";
import { BrandLogo } from "./brand-logo";

/**
 * Header for signed-out visitors: the brand and a plain navigation to /api/login
 * (docs/decisions.md#navigation-by-role). `pending`: the session is still being checked, so the sign-in link
 * keeps its place, unseen, rather than being offered to someone who may be signed in already.
 */
export function SiteHeader({ pending = false }: { pending?: boolean }) {
  return (
    <Box as="header" borderBottomWidth="1px" bg="white" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl">
        <HStack justify="space-between" h="16">
          <BrandLogo />
          <Button
            asChild
            colorPalette="teal"
            variant="outline"
            size="sm"
            visibility={pending ? "hidden" : undefined}
          >
            <a href="/api/login">
              <LogIn aria-hidden="true" /> Iniciar sesión
            </a>
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
