import { Box, Field, Input, Text, VisuallyHidden } from "@chakra-ui/react";
import { LIMITS } from "@domain";
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type Ref } from "react";
import { searchAddresses, type AddressSuggestion } from "../address-suggestion";

export interface AddressInputProps {
  value: string;
  onValueChange: (text: string) => void;
  /** A suggestion was picked: its text is already passed to onValueChange. */
  onPick: (suggestion: AddressSuggestion) => void;
  /** Slug of the chosen neighbourhood, to bias the search. */
  neighborhood: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** Injected by tests; the real search calls `GET /api/geocode/search`. */
  search?: typeof searchAddresses;
}

/**
 * The address input (docs/decisions.md#address-input), as an ARIA combobox: type, pause 300 ms, get up to 5
 * suggestions (only from 3 characters on); arrows move the highlight, Enter picks, Escape or a click
 * elsewhere closes.
 */
export function AddressInput({
  value,
  onValueChange,
  onPick,
  neighborhood,
  error,
  ref,
  search = searchAddresses,
}: AddressInputProps) {
  const id = useId();
  const ids = {
    listbox: `${id}-listbox`,
    help: `${id}-help`,
    errorText: `${id}-error`,
  };
  const optionId = (index: number) => `${id}-option-${index}`;
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const wrapper = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);

  const cancelSearch = () => {
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = undefined;
  };
  useEffect(() => cancelSearch, []);

  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };

  // A click anywhere outside the field and its list closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const clearSuggestions = () => {
    setSuggestions([]);
    close();
  };

  const runSearch = async (query: string) => {
    const controller = new AbortController();
    request.current = controller;
    try {
      const found = await search(query, neighborhood, controller.signal);
      if (controller.signal.aborted) return;
      // Places found first; the resident's own text, when offered, last and said to be just that.
      setSuggestions([
        ...found.filter((suggestion) => !suggestion.typed),
        ...found
          .filter((suggestion) => suggestion.typed)
          .slice(0, 1)
          .map((suggestion) => ({ ...suggestion, text: query })),
      ]);
      setHighlighted(-1);
      setOpen(found.length > 0);
    } catch (failure) {
      if (controller.signal.aborted) return;
      // A failed search is logged and leaves no suggestions; typing still works
      // (docs/decisions.md#address-input).
      console.warn("No se pudo buscar la dirección", failure);
      clearSuggestions();
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    onValueChange(text);
    setHighlighted(-1);
    cancelSearch();
    if (text.trim().length < LIMITS.addressSearchMinLength) {
      clearSuggestions();
      return;
    }
    timer.current = setTimeout(() => void runSearch(text.trim()), LIMITS.addressSearchDebounceMs);
  };

  const pick = (suggestion: AddressSuggestion) => {
    cancelSearch();
    onValueChange(suggestion.text);
    // The resident's own text is not a place: the pin stays where it is.
    if (!suggestion.typed) onPick(suggestion);
    clearSuggestions();
  };

  const move = (step: 1 | -1) => {
    if (suggestions.length === 0) return;
    setOpen(true);
    setHighlighted((current) => {
      if (current < 0) return step === 1 ? 0 : suggestions.length - 1;
      return (current + step + suggestions.length) % suggestions.length;
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        move(1);
        break;
      case "ArrowUp":
        event.preventDefault();
        move(-1);
        break;
      case "Enter": {
        // Enter in this field picks a suggestion; it never sends the whole report by accident.
        event.preventDefault();
        const suggestion = open ? suggestions[highlighted] : undefined;
        if (suggestion) pick(suggestion);
        break;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case "Tab":
        close();
        break;
    }
  };

  // Keep the highlighted suggestion visible when the list scrolls (long names on a small phone).
  useEffect(() => {
    if (highlighted < 0) return;
    document.getElementById(`${id}-option-${highlighted}`)?.scrollIntoView?.({ block: "nearest" });
  }, [highlighted, id]);

  const expanded = open && suggestions.length > 0;
  const describedBy = [error ? ids.errorText : undefined, ids.help].filter(Boolean).join(" ");

  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: ids.errorText, helperText: ids.help }}>
      <Field.Label>Dirección específica (opcional)</Field.Label>
      <Box ref={wrapper} position="relative" w="full">
        <Input
          ref={ref}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={ids.listbox}
          aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          maxLength={LIMITS.addressMaxLength}
          placeholder="Buscar dirección..."
          bg="white"
          value={value}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
        />
        <Box
          as="ul"
          id={ids.listbox}
          role="listbox"
          aria-label="Sugerencias de dirección"
          hidden={!expanded}
          position="absolute"
          top="calc(100% + 4px)"
          insetX="0"
          zIndex="dropdown"
          bg="white"
          borderWidth="1px"
          borderColor="gray.300"
          rounded="md"
          shadow="lg"
          maxH="72"
          overflowY="auto"
          py="1"
          listStyleType="none"
        >
          {suggestions.map((suggestion, index) => (
            <Box
              as="li"
              key={`${suggestion.text}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              px="3"
              py="2"
              cursor="pointer"
              bg={index === highlighted ? "teal.50" : undefined}
              borderInlineStartWidth="3px"
              borderInlineStartColor={index === highlighted ? "teal.700" : "transparent"}
              // Keep the focus in the field, so the keyboard goes on working after a click.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setHighlighted(index)}
              onClick={() => pick(suggestion)}
            >
              <Text fontWeight="medium" color="gray.900">
                {suggestion.typed ? `Usar «${suggestion.text}» tal como lo escribí` : suggestion.primary}
              </Text>
              {suggestion.typed ? (
                <Text fontSize="sm" color="gray.700">
                  No es un lugar encontrado: marca el punto en el mapa.
                </Text>
              ) : (
                suggestion.secondary && (
                  <Text fontSize="sm" color="gray.700">
                    {suggestion.secondary}
                  </Text>
                )
              )}
            </Box>
          ))}
        </Box>
      </Box>
      <Field.HelperText color="gray.600">
        Escribe al menos {LIMITS.addressSearchMinLength} letras y elige una sugerencia, o marca el punto en el
        mapa.
      </Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      <VisuallyHidden aria-live="polite">
        {expanded
          ? `${suggestions.length} ${suggestions.length === 1 ? "sugerencia" : "sugerencias"}. Usa las flechas para recorrerlas y Enter para elegir.`
          : ""}
      </VisuallyHidden>
    </Field.Root>
  );
}
