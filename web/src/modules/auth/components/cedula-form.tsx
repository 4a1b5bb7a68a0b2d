import { Button, Checkbox, Field, Link, Stack, Text } from "@chakra-ui/react";
import { LIMITS } from "@domain";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import { TextField } from "../../../ui/text-field";
import { validateCedulaForm, type CedulaFieldErrors } from "../cedula-validation";
import { useRegisterCedula } from "../hooks/use-register-cedula";

/** One input, plus the consent to the data-processing notice (docs/decisions.md#cédula-registration). */
export function CedulaForm({ onRegistered }: { onRegistered: () => void }) {
  const [cedula, setCedula] = useState("");
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<CedulaFieldErrors>({});
  const { registerCedula, loading } = useRegisterCedula();
  const cedulaInput = useRef<HTMLInputElement>(null);
  const consentErrorId = useId();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = cedula.trim();
    const found = validateCedulaForm(value, consent);
    setErrors(found);
    if (found.cedula) cedulaInput.current?.focus();
    if (found.cedula || found.consent) return;

    const outcome = await registerCedula(value, consent);
    if (outcome.ok) onRegistered();
    else setErrors(outcome.fields);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Registrar cédula">
      <Stack gap="5">
        <TextField
          ref={cedulaInput}
          label="Número de cédula"
          required
          inputMode="numeric"
          autoComplete="off"
          typingLimit={LIMITS.cedulaMaxDigits}
          helperText={`Solo números, entre ${LIMITS.cedulaMinDigits} y ${LIMITS.cedulaMaxDigits} dígitos, sin puntos ni espacios.`}
          value={cedula}
          onValueChange={setCedula}
          error={errors.cedula}
        />
        <Field.Root invalid={Boolean(errors.consent)} required ids={{ errorText: consentErrorId }}>
          <Checkbox.Root
            colorPalette="teal"
            alignItems="flex-start"
            checked={consent}
            onCheckedChange={(details) => setConsent(details.checked === true)}
          >
            <Checkbox.HiddenInput aria-describedby={errors.consent ? consentErrorId : undefined} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">
              Autorizo el tratamiento de mis datos personales para verificar que cada persona participe una
              sola vez en la comunidad, conforme a la Ley 1581 de 2012.
            </Checkbox.Label>
          </Checkbox.Root>
          {errors.consent && <Field.ErrorText>{errors.consent}</Field.ErrorText>}
        </Field.Root>
        <Text fontSize="sm" color="gray.700">
          Lee el{" "}
          <Link asChild display="inline" color="teal.700" textDecoration="underline">
            <RouterLink to="/tratamiento-de-datos" target="_blank" rel="noopener">
              aviso de tratamiento de datos personales (se abre en otra pestaña)
            </RouterLink>
          </Link>
          .
        </Text>
        <Button
          type="submit"
          colorPalette="teal"
          loading={loading}
          loadingText="Registrando..."
          alignSelf="start"
        >
          Registrar cédula
        </Button>
      </Stack>
    </form>
  );
}
