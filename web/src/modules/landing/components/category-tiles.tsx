import { Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { CategoryIcon } from "../../../ui/category-icon";

export interface CategoryTile {
  id: string;
  name: string;
  description: string;
  icon: string;
}

/** The 11 categories plus the closing "Y más..." tile (docs/decisions.md#landing-page). */
export function CategoryTiles({ categories }: { categories: readonly CategoryTile[] }) {
  return (
    <Box as="section" aria-labelledby="categories-title" bg="gray.50" py={{ base: "12", md: "16" }}>
      <Container maxW="6xl">
        <Heading id="categories-title" as="h2" size={{ base: "2xl", md: "3xl" }} color="teal.900" mb="2">
          ¿Qué puedes reportar?
        </Heading>
        <Text color="gray.700" mb="8">
          Cada categoría agrupa problemas parecidos para que las estadísticas muestren dónde actuar.
        </Text>
        <SimpleGrid
          as="ul"
          columns={{ base: 2, sm: 3, lg: 4 }}
          gap={{ base: "3", md: "4" }}
          listStyleType="none"
        >
          {categories.map((category) => (
            <Tile key={category.id} icon={category.icon} name={category.name}>
              {category.description}
            </Tile>
          ))}
          <Tile icon="more" name="Y más...">
            Cualquier otro problema de tu barrio también cuenta.
          </Tile>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Tile({ icon, name, children }: { icon: string; name: string; children: string }) {
  return (
    <Box
      as="li"
      data-testid="category-tile"
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p={{ base: "3", md: "5" }}
    >
      <Stack gap="2">
        <Box color="teal.700">
          <CategoryIcon name={icon} size={28} />
        </Box>
        <Heading as="h3" size="md" color="gray.900">
          {name}
        </Heading>
        <Text fontSize="sm" color="gray.600" lineClamp={3}>
          {children}
        </Text>
      </Stack>
    </Box>
  );
}
