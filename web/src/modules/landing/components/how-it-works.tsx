import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { BarChart3, Camera, LayoutGrid, type LucideIcon } from "lucide-react";
import { LIMITS } from "@domain";

const STEPS: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: LayoutGrid,
    title: "Categoriza",
    text: `Elige entre ${LIMITS.categoryCount} categorías específicas para que el problema llegue a quien debe atenderlo.`,
  },
  {
    icon: Camera,
    title: "Agrega evidencia",
    text: `Sube hasta ${LIMITS.photosPerReport} fotos y marca la ubicación exacta en el mapa.`,
  },
  {
    icon: BarChart3,
    title: "Genera impacto",
    text: "Tus reportes se vuelven estadísticas abiertas que ayudan a priorizar soluciones y políticas públicas.",
  },
];

export function HowItWorks() {
  return (
    <Container as="section" aria-labelledby="how-title" maxW="6xl" py={{ base: "12", md: "16" }}>
      <Heading id="how-title" as="h2" size={{ base: "2xl", md: "3xl" }} color="teal.900" mb="8">
        Cómo funciona
      </Heading>
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
        {STEPS.map((step, index) => (
          <Box as="li" key={step.title} borderWidth="1px" rounded="xl" p="6">
            <Stack gap="3">
              <Circle size="12" bg="teal.50" color="teal.700" aria-hidden="true">
                <step.icon size={24} />
              </Circle>
              <Heading as="h3" size="lg">
                {index + 1}. {step.title}
              </Heading>
              <Text color="gray.700">{step.text}</Text>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
