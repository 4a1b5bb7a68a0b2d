import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { ClipboardList, FilePlus2 } from "lucide-react";
import { useRef } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useFocusOnNavigation } from "../../../ui/navigation-focus";

/**
 * Home (docs/decisions.md#home-page): the greeting, and for citizens the "Hacer un Reporte" button; staff are
 * asked to review the reports, so their button goes to the ones still pending.
 */
export function WelcomeBanner({ firstName, isCitizen }: { firstName: string | null; isCitizen: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnNavigation(heading);
  return (
    <Box bgGradient="to-br" gradientFrom="banner.from" gradientTo="banner.to" color="banner.fg">
      <Container maxW="6xl" py={{ base: "8", md: "12" }}>
        <Stack
          direction={{ base: "column", md: "row" }}
          justify="space-between"
          align={{ base: "start", md: "center" }}
          gap="5"
        >
          <Stack gap="2">
            <Heading
              ref={heading}
              as="h1"
              tabIndex={-1}
              size={{ base: "2xl", md: "4xl" }}
              _focus={{ outline: "none" }}
            >
              Bienvenido, {firstName?.trim() || "Ciudadano"}
            </Heading>
            <Text fontSize={{ base: "md", md: "lg" }} color="banner.muted">
              {isCitizen
                ? "Reporta lo que pasa en tu barrio y sigue cada caso hasta su solución."
                : "Revisa los reportes de la localidad y actualiza su estado."}
            </Text>
          </Stack>
          <Button asChild size="lg" bg="yellow.300" color="gray.900" _hover={{ bg: "yellow.400" }}>
            {isCitizen ? (
              <RouterLink to="/nuevo-reporte">
                <FilePlus2 aria-hidden="true" /> Hacer un Reporte
              </RouterLink>
            ) : (
              <RouterLink to="/reportes/pendientes">
                <ClipboardList aria-hidden="true" /> Ver reportes pendientes
              </RouterLink>
            )}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
