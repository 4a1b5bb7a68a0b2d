import { Box, Container, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="teal.900" color="teal.50" py="10">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gap="2">
            <Text fontWeight="bold" color="white">
              Reporta Riomar
            </Text>
            <Text fontSize="sm">Reportes ciudadanos de la localidad Riomar, Barranquilla, Colombia.</Text>
          </Stack>
          <Stack as="nav" aria-label="Enlaces del sitio" gap="2" fontSize="sm">
            <Link asChild color="teal.50">
              <RouterLink to="/community/reports">Reportes comunitarios</RouterLink>
            </Link>
            <Link color="teal.50" href="/api/login">
              Iniciar sesión
            </Link>
          </Stack>
          <Stack gap="2" fontSize="sm">
            <Link
              color="teal.50"
              href="https://www.barranquilla.gov.co"
              target="_blank"
              rel="noopener noreferrer"
            >
              Alcaldía de Barranquilla
            </Link>
            <Text>© {year} Reporta Riomar</Text>
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
