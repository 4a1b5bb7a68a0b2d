import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Children, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ANALYST_TOOLS, AnalystTool } from "../../../ui/analyst-tools";

/**
 * The footer (docs/decisions.md#footer): useful links (one to the local government), category links,
 * transparency links and the analysts' open data and IDE. Category screens need a session, so signed-out visitors get the sign-in link instead.
 * The signed-in page gives the categories it read from the API (docs/staff.md#categories); the footer itself
 * queries nothing, as it is part of the landing page's first download, which carries no GraphQL client.
 */
export function SiteFooter({
  signedIn = false,
  categories = [],
}: {
  signedIn?: boolean;
  categories?: readonly { id: string; name: string }[];
}) {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="teal.900" color="teal.50" py="10">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: signedIn ? 5 : 4 }} gap="8">
          <Stack gap="2">
            <Text fontWeight="bold" color="white">
              Reporta Riomar
            </Text>
            <Text fontSize="sm">Reportes ciudadanos de la localidad Riomar, Barranquilla, Colombia.</Text>
            <Text fontSize="sm">© {year} Reporta Riomar</Text>
          </Stack>
          <FooterColumn title="Enlaces útiles" label="Enlaces útiles">
            <Link asChild color="teal.50">
              <RouterLink to="/community/reports">Reportes comunitarios</RouterLink>
            </Link>
            {!signedIn && (
              <Link color="teal.50" href="/api/login">
                Iniciar sesión
              </Link>
            )}
            <Link
              color="teal.50"
              href="https://www.barranquilla.gov.co"
              target="_blank"
              rel="noopener noreferrer"
            >
              Alcaldía de Barranquilla (se abre en otra pestaña)
            </Link>
          </FooterColumn>
          {signedIn && (
            <FooterColumn title="Categorías" label="Reportes por categoría">
              {categories.map((category) => (
                <Link asChild color="teal.50" key={category.id}>
                  <RouterLink to={`/categoria/${category.id}`}>{category.name}</RouterLink>
                </Link>
              ))}
            </FooterColumn>
          )}
          <FooterColumn title="Transparencia" label="Transparencia">
            <Link asChild color="teal.50">
              <RouterLink to="/transparencia">Tiempos de respuesta</RouterLink>
            </Link>
            <Link asChild color="teal.50">
              <RouterLink to="/tratamiento-de-datos">Tratamiento de datos personales</RouterLink>
            </Link>
            {signedIn && (
              <Link asChild color="teal.50">
                <RouterLink to="/mis-datos">Mis datos</RouterLink>
              </Link>
            )}
            {signedIn && (
              <Link asChild color="teal.50">
                <RouterLink to="/reportes/resueltos">Reportes resueltos</RouterLink>
              </Link>
            )}
          </FooterColumn>
          <FooterColumn title="Datos para analistas" label="Datos para analistas">
            {ANALYST_TOOLS.map((tool) => (
              <AnalystTool key={tool.key} tool={tool} linkColor="teal.50" lineColor="teal.100" />
            ))}
          </FooterColumn>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function FooterColumn({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <Stack as="nav" aria-label={label} gap="2" fontSize="sm">
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {Children.toArray(children).map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </Stack>
    </Stack>
  );
}
