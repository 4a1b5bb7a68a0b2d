import { Checkbox, Stack, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

/**
 * Anonymous by default: the name is hidden from everyone but the author; allowing contact gives staff the
 * e-mail, even on an anonymous report (docs/decisions.md#privacy-of-reports, policies/report.policy.ts).
 */
export function PrivacyOptions({
  anonymous,
  allowContact,
  onAnonymousChange,
  onAllowContactChange,
}: {
  anonymous: boolean;
  allowContact: boolean;
  onAnonymousChange: (value: boolean) => void;
  onAllowContactChange: (value: boolean) => void;
}) {
  return (
    <Stack gap="4">
      <Option checked={anonymous} onChange={onAnonymousChange} label="Enviar de forma anónima">
        Tu nombre no se mostrará a nadie: solo tú verás que el reporte es tuyo.
      </Option>
      <Option
        checked={allowContact}
        onChange={onAllowContactChange}
        label="Permitir que la Alcaldía Local me contacte sobre este reporte"
      >
        {anonymous
          ? "El personal de la localidad verá solo tu correo, para pedirte más detalles; tu nombre sigue oculto."
          : "El personal de la localidad verá tu nombre y tu correo, para pedirte más detalles."}
      </Option>
    </Stack>
  );
}

function Option({
  checked,
  onChange,
  label,
  children,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  label: string;
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <Stack gap="1">
      <Checkbox.Root
        colorPalette="teal"
        alignItems="flex-start"
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
      >
        <Checkbox.HiddenInput aria-describedby={descriptionId} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="medium">{label}</Checkbox.Label>
      </Checkbox.Root>
      <Text id={descriptionId} fontSize="sm" color="gray.700" ps="7">
        {children}
      </Text>
    </Stack>
  );
}
