import { Button, Checkbox, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { graphql } from "../../../gql";

const ActiveDependenciasQuery = graphql(`
  query ActiveDependencias {
    dependencias {
      id
      name
      active
    }
  }
`);

/** Gestionar usuarios: the dependencias a funcionario works (at least one; docs/staff.md#roles). */
export function StaffDependenciasForm({
  name,
  current,
  onSave,
  onCancel,
}: {
  name: string;
  current: readonly string[];
  onSave: (ids: string[]) => Promise<void>;
  onCancel: () => void;
}) {
  const { data } = useQuery(ActiveDependenciasQuery);
  const [chosen, setChosen] = useState<string[]>([...current]);
  const options = (data?.dependencias ?? []).filter((entry) => entry.active || current.includes(entry.id));
  return (
    <Stack
      as="form"
      aria-labelledby="staff-dependencias-heading"
      gap="3"
      mt="4"
      p="4"
      bg="gray.50"
      rounded="lg"
      borderWidth="1px"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(chosen);
      }}
    >
      <Heading as="h2" size="sm" id="staff-dependencias-heading">
        Dependencias de {name}
      </Heading>
      <Text fontSize="sm" color="gray.700">
        Gestiona los reportes de estas dependencias: estado, notas, asignación y reparto. Puede leer todos los
        reportes.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
        {options.map((dependencia) => (
          <Checkbox.Root
            key={dependencia.id}
            colorPalette="teal"
            checked={chosen.includes(dependencia.id)}
            onCheckedChange={(details) =>
              setChosen((list) =>
                details.checked === true
                  ? [...list, dependencia.id]
                  : list.filter((id) => id !== dependencia.id),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{dependencia.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      <HStack>
        <Button type="submit" colorPalette="teal">
          Guardar dependencias
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </HStack>
    </Stack>
  );
}
