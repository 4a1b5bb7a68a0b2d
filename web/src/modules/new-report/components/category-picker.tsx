import { Box, Fieldset, HStack, RadioCard, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import { LIMITS } from "@domain";
import { useId, type Ref } from "react";
import { CategoryIcon } from "../../../ui/category-icon";

export interface CategoryOption {
  id: string;
  name: string;
  description: string;
  icon: string;
}

/**
 * The new report's categories (docs/decisions.md#new-report-form): a grid of cards (icon, name, description),
 * one chosen at a time. Underneath they are native radio buttons, so arrows move between them and screen
 * readers say "1 de 11". `ref` is the group, which a failed submit scrolls to (its error sits under its
 * label).
 */
export function CategoryPicker({
  categories,
  loading,
  failed,
  value,
  onValueChange,
  error,
  ref,
}: {
  categories: CategoryOption[] | undefined;
  loading: boolean;
  failed: boolean;
  value: string;
  onValueChange: (categoryId: string) => void;
  error?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <RadioCard.Root
        ref={ref}
        // Clear of the sticky header when a failed submit scrolls the group into view.
        scrollMarginTop="20"
        name="categoryId"
        value={value || null}
        onValueChange={(details) => onValueChange(details.value ?? "")}
        colorPalette="teal"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
      >
        <RadioCard.Label id={labelId} fontSize="md" fontWeight="semibold" color="gray.900" mb="3">
          Categoría del problema{" "}
          <Text as="span" color="fg.error" aria-hidden="true">
            *
          </Text>
        </RadioCard.Label>
        {/* Above the cards: on a phone they are 1,000 px tall, and the error must show with the label. */}
        {error && (
          <Fieldset.ErrorText id={errorId} mt="0" mb="3">
            {error}
          </Fieldset.ErrorText>
        )}
        {failed && !categories && (
          <Text color="red.700" role="alert">
            No se pudieron cargar las categorías. Por favor, recarga la página.
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {loading && !categories
            ? Array.from({ length: LIMITS.categoryCount }, (_, index) => (
                <Skeleton key={index} h="20" rounded="lg" />
              ))
            : (categories ?? []).map((category, index) => (
                <RadioCard.Item
                  key={category.id}
                  value={category.id}
                  bg="white"
                  cursor="pointer"
                  // The focus is on a hidden radio: the card shows it (docs/decisions.md#focus), whether it
                  // came by keyboard or from a failed submit. teal.700 keeps 3:1 against white and grey.
                  focusRing="outside"
                  focusRingColor="teal.700"
                >
                  {/* One Tab stop for the group, arrows inside: the chosen card, or
                      the first while none is chosen. */}
                  <RadioCard.ItemHiddenInput
                    aria-describedby={`${id}-${category.id}-description`}
                    tabIndex={(value ? value === category.id : index === 0) ? 0 : -1}
                  />
                  <RadioCard.ItemControl p="3">
                    <HStack align="flex-start" gap="3" flex="1">
                      <Box
                        flexShrink={0}
                        rounded="md"
                        p="2"
                        bg={value === category.id ? "teal.700" : "teal.50"}
                        color={value === category.id ? "white" : "teal.800"}
                      >
                        <CategoryIcon name={category.icon} size={20} />
                      </Box>
                      <RadioCard.ItemContent gap="0.5">
                        <RadioCard.ItemText fontWeight="semibold" color="gray.900">
                          {category.name}
                        </RadioCard.ItemText>
                        {/* Chakra dims descriptions to 64 %, which drops gray text below AA contrast. */}
                        <RadioCard.ItemDescription
                          id={`${id}-${category.id}-description`}
                          color="gray.700"
                          fontSize="sm"
                          opacity="1"
                        >
                          {category.description}
                        </RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                    </HStack>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
        </SimpleGrid>
      </RadioCard.Root>
    </Fieldset.Root>
  );
}
