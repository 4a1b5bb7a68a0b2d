import { Box, Button, Field, HStack, Input, Stack, Switch, Text } from "@chakra-ui/react";
import { CATEGORY_ICON_LABELS, CATEGORY_ICONS, CATEGORY_LIMITS } from "@domain";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useId, useState } from "react";
import type { AllCategoriesQuery, UpdateCategoryInput } from "../../../gql/graphql";
import { CategoryIcon } from "../../../ui/category-icon";
import { SelectField } from "../../../ui/select-field";

type Category = AllCategoriesQuery["allCategories"][number];

/** One category of Configuración: name, description, icon, active, and its place in the order. */
export function CategoryEditor({
  category,
  first,
  last,
  onSave,
  onMove,
}: {
  category: Category;
  first: boolean;
  last: boolean;
  onSave: (input: UpdateCategoryInput) => Promise<boolean>;
  onMove: (offset: -1 | 1) => void;
}) {
  const [name, setName] = useState(category.name);
  const [description, setDescription] = useState(category.description);
  const [icon, setIcon] = useState(category.icon);
  const ids = { name: useId(), description: useId() };
  const changed = name !== category.name || description !== category.description || icon !== category.icon;
  return (
    <Box as="li" bg="white" borderWidth="1px" rounded="xl" p="4" opacity={category.active ? 1 : 0.8}>
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap">
          <HStack>
            <CategoryIcon name={icon} size={20} />
            <Text fontWeight="semibold">{category.name}</Text>
            {!category.active && <Text color="gray.600">(desactivada)</Text>}
          </HStack>
          <HStack>
            <Button
              size="xs"
              variant="outline"
              disabled={first}
              onClick={() => onMove(-1)}
              aria-label={`Subir ${category.name}`}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={last}
              onClick={() => onMove(1)}
              aria-label={`Bajar ${category.name}`}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Switch.Root
              checked={category.active}
              onCheckedChange={({ checked }) => void onSave({ active: checked })}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Activa</Switch.Label>
            </Switch.Root>
          </HStack>
        </HStack>
        <Field.Root>
          <Field.Label htmlFor={ids.name}>Nombre</Field.Label>
          <Input
            id={ids.name}
            value={name}
            maxLength={CATEGORY_LIMITS.nameMaxLength}
            onChange={(event) => setName(event.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={ids.description}>Descripción</Field.Label>
          <Input
            id={ids.description}
            value={description}
            maxLength={CATEGORY_LIMITS.descriptionMaxLength}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field.Root>
        <SelectField
          label="Ícono"
          placeholder="Elige un ícono"
          options={CATEGORY_ICONS.map((value) => ({ value, label: CATEGORY_ICON_LABELS[value] ?? value }))}
          value={icon}
          onValueChange={(value) => value && setIcon(value)}
        />
        <Button
          alignSelf="start"
          colorPalette="teal"
          size="sm"
          disabled={!changed}
          onClick={() => void onSave({ name, description, icon })}
        >
          Guardar
        </Button>
      </Stack>
    </Box>
  );
}
