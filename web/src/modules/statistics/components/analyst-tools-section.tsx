import { Box, Heading, Stack } from "@chakra-ui/react";
import { ANALYST_TOOLS, AnalystTool } from "../../../ui/analyst-tools";

/** Where the numbers of this screen can be taken further: the open-data files and the GraphQL IDE. */
export function AnalystToolsSection() {
  return (
    <Box
      as="section"
      aria-labelledby="statistics-analysts-title"
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p="5"
    >
      <Heading id="statistics-analysts-title" as="h2" size="xl" color="teal.900" mb="4">
        Datos para analistas
      </Heading>
      <Stack as="ul" listStyleType="none" gap="4">
        {ANALYST_TOOLS.map((tool) => (
          <li key={tool.key}>
            <AnalystTool tool={tool} linkColor="teal.800" lineColor="gray.700" />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
