import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { ArrowRight, Users } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { loginPath } from "../../../apollo/browser-navigation";

/** "Comenzar a reportar" signs in and then opens the form, not the home page. */
export const START_REPORTING_PATH = loginPath("/nuevo-reporte");

export function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-br"
      gradientFrom="banner.from"
      gradientTo="banner.to"
      color="banner.fg"
    >
      <Container maxW="6xl" py={{ base: "12", md: "20" }}>
        <Stack gap="6" maxW="2xl">
          <Text
            fontSize="sm"
            fontWeight="semibold"
            color="banner.accent"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            Localidad Riomar · Barranquilla
          </Text>
          <Heading id="hero-title" as="h1" size={{ base: "3xl", md: "5xl" }} lineHeight="1.1">
            Tu barrio mejora cuando lo reportas
          </Heading>
          <Text fontSize={{ base: "md", md: "xl" }} color="banner.muted">
            Reporta huecos, basuras, arroyos, ruido y más con fotos y ubicación. Sigue cada reporte hasta su
            solución y ayuda a decidir qué se atiende primero en tus 21 barrios.
          </Text>
          <Stack direction={{ base: "column", sm: "row" }} gap="3">
            <Button asChild size="lg" bg="yellow.300" color="gray.900" _hover={{ bg: "yellow.400" }}>
              <a href={START_REPORTING_PATH}>
                Comenzar a reportar <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline" color="banner.fg" _hover={{ bg: "banner.hover" }}>
              <RouterLink to="/community/reports">
                <Users aria-hidden="true" /> Ver reportes de la comunidad
              </RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
