import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ClipboardList, FilePlus2, Users, type LucideIcon } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";

const ACTIONS: Array<{ to: string; title: string; text: string; icon: LucideIcon }> = [
  {
    to: "/nuevo-reporte",
    title: "Nuevo Reporte",
    text: "Cuéntanos qué pasa, con fotos y ubicación.",
    icon: FilePlus2,
  },
  {
    to: "/mis-reportes",
    title: "Mis Reportes",
    text: "Sigue el estado de lo que has reportado.",
    icon: ClipboardList,
  },
  {
    to: "/community/reports",
    title: "Reportes Comunitarios",
    text: "Apoya y comenta los reportes de tus vecinos.",
    icon: Users,
  },
];

/** Home (docs/decisions.md#home-page): the citizens' three quick actions. */
export function QuickActions() {
  return (
    <Box as="section" aria-labelledby="quick-actions-title">
      <Heading id="quick-actions-title" as="h2" size="xl" color="teal.900" mb="4">
        Acciones rápidas
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
        {ACTIONS.map((action) => (
          <LinkBox
            as="li"
            key={action.to}
            bg="white"
            borderWidth="1px"
            rounded="xl"
            p="5"
            _hover={{ borderColor: "teal.500", shadow: "md" }}
            _focusWithin={{ outline: "2px solid", outlineColor: "teal.600", outlineOffset: "2px" }}
          >
            <Stack direction="row" gap="4" align="start">
              <Box bg="teal.50" color="teal.700" rounded="lg" p="2" aria-hidden="true">
                <action.icon size={24} />
              </Box>
              <Stack gap="1">
                <Heading as="h3" size="md" color="gray.900">
                  <LinkOverlay asChild>
                    <RouterLink to={action.to}>{action.title}</RouterLink>
                  </LinkOverlay>
                </Heading>
                <Text fontSize="sm" color="gray.700">
                  {action.text}
                </Text>
              </Stack>
            </Stack>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
}
