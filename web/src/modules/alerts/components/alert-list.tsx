import { Badge, Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { ALERT_FREQUENCY_LABELS } from "@domain";
import { useEffect, useRef, useState } from "react";
import { useAreaAlerts } from "../hooks/use-area-alerts";
import { AlertForm } from "./alert-form";

/** The resident's alerts, each with its edit form in place and a delete button; then a new one. */
export function AlertManager() {
  const { alerts, loading, error, createAlert, updateAlert, deleteAlert } = useAreaAlerts();
  const [editing, setEditing] = useState<string | null>(null);
  // A finished action's button goes away or is disabled while it works, which leaves the focus on the
  // page's body: it goes back to the alert just edited, or else to the list that changed.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const returnFocusTo = useRef<string | null>(null);
  useEffect(() => {
    if (editing !== null || returnFocusTo.current === null) return;
    editButtons.current.get(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [editing]);
  return (
    <Stack gap="8">
      <Stack as="section" aria-labelledby="mis-alertas" gap="3">
        <Heading as="h2" id="mis-alertas" size="md" ref={listHeading} tabIndex={-1}>
          Mis alertas
        </Heading>
        {loading && !alerts ? (
          <Text color="gray.700">Cargando tus alertas…</Text>
        ) : error && !alerts ? (
          <Text color="red.700" role="alert">
            No se pudieron cargar tus alertas. Recarga la página para intentarlo de nuevo.
          </Text>
        ) : (alerts ?? []).length === 0 ? (
          <Text color="gray.700">Aún no tienes alertas. Crea la primera abajo.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {(alerts ?? []).map((alert) => (
              <Box as="li" key={alert.id} borderWidth="1px" rounded="lg" p={{ base: "3", md: "4" }}>
                {editing === alert.id ? (
                  <AlertForm
                    initial={{ ...alert, frequency: alert.frequency }}
                    submitLabel="Guardar cambios"
                    onCancel={() => setEditing(null)}
                    onSave={async (values) => {
                      const outcome = await updateAlert(alert.id, values);
                      if (outcome.ok) {
                        returnFocusTo.current = alert.id;
                        setEditing(null);
                      }
                      return outcome.ok ? null : outcome.fields;
                    }}
                  />
                ) : (
                  <Stack gap="2">
                    <Text fontWeight="semibold">{alert.label}</Text>
                    <HStack gap="2" flexWrap="wrap">
                      <Badge colorPalette="teal">En la app</Badge>
                      <Badge colorPalette={alert.email ? "teal" : "gray"}>
                        {alert.email
                          ? `Correo: ${ALERT_FREQUENCY_LABELS[alert.frequency].toLowerCase()}`
                          : "Sin correo"}
                      </Badge>
                    </HStack>
                    <HStack gap="2" flexWrap="wrap">
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="teal"
                        aria-label={`Editar la alerta ${alert.label}`}
                        ref={(button) => {
                          if (button) editButtons.current.set(alert.id, button);
                          else editButtons.current.delete(alert.id);
                        }}
                        onClick={() => setEditing(alert.id)}
                      >
                        Editar
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Eliminar la alerta ${alert.label}`}
                        onClick={() =>
                          void deleteAlert(alert.id).then((outcome) => {
                            if (outcome.ok) listHeading.current?.focus();
                          })
                        }
                      >
                        Eliminar
                      </Button>
                    </HStack>
                  </Stack>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack as="section" aria-labelledby="nueva-alerta" gap="3">
        <Heading as="h2" id="nueva-alerta" size="md">
          Nueva alerta
        </Heading>
        <AlertForm
          submitLabel="Crear alerta"
          onSave={async (values) => {
            const outcome = await createAlert(values);
            if (outcome.ok) listHeading.current?.focus();
            return outcome.ok ? null : outcome.fields;
          }}
        />
      </Stack>
    </Stack>
  );
}
