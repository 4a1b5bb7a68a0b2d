import { Alert, Badge, Button, Checkbox, Code, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_LIMITS,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from "@domain";
import { useState, type FormEvent } from "react";
import { RelativeTime } from "../../../ui/relative-time";
import { TextField } from "../../../ui/text-field";
import { useWebhookAdmin, type FieldErrors } from "../hooks/use-webhook-admin";
import { LoadFailed } from "./load-failed";

const STATUS_PALETTE: Record<WebhookDeliveryStatus, string> = {
  pending: "gray",
  retrying: "orange",
  delivered: "teal",
  failed: "red",
};

/** The secret just made: shown here once, never again (docs/webhooks.md#the-secret). */
function SecretShownOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <Alert.Root status="success" variant="surface" rounded="lg">
      <Alert.Content gap="2">
        <Alert.Title>Secreto del webhook</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>
              Cópialo y entrégalo a la entidad ahora: firma lo que se le envía y lo que envía. No se volverá a
              mostrar.
            </Text>
            <Code aria-label="Secreto del webhook" wordBreak="break-all" p="2" fontSize="sm">
              {secret}
            </Code>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" colorPalette="teal" onClick={() => void copy()}>
                {copied ? "Copiado" : "Copiar secreto"}
              </Button>
              <Button size="sm" variant="outline" colorPalette="teal" bg="white" onClick={onDone}>
                Ya lo guardé
              </Button>
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * A dependencia's webhook for its partner (super_admins; docs/webhooks.md): the URL and its switch, the
 * secret shown once and its rotation, and the delivery log with "Reenviar".
 */
export function WebhookPanel({ dependenciaId, name }: { dependenciaId: string; name: string }) {
  const admin = useWebhookAdmin(dependenciaId);
  const webhook = admin.data?.dependenciaWebhook ?? null;
  const [url, setUrl] = useState<string | null>(null);
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirmingRotation, setConfirmingRotation] = useState(false);
  if (admin.error && !admin.data) {
    return <LoadFailed message="No se pudo cargar el webhook." onRetry={() => void admin.refetch()} />;
  }
  if (!admin.data) return <Text role="status">Cargando webhook…</Text>;
  const shownUrl = url ?? webhook?.url ?? "";
  const shownEnabled = enabled ?? webhook?.enabled ?? true;
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await admin.save(shownUrl, shownEnabled);
    setSaving(false);
    if (result.ok) {
      setErrors({});
      setUrl(null);
      setEnabled(null);
      if (result.secret) setSecret(result.secret);
    } else {
      setErrors(result.fields);
    }
  };
  const headingId = `webhook-heading-${dependenciaId}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" p="4" bg="gray.50" rounded="lg" borderWidth="1px">
      <Heading as="h3" id={headingId} size="sm">
        Webhook de {name}
      </Heading>
      <Text fontSize="sm">
        La entidad recibe en esta URL, firmados, los reportes que se le asignan, sus cambios de estado y sus
        actualizaciones públicas, y puede responder con cambios de estado firmados con el mismo secreto.
      </Text>
      {secret && <SecretShownOnce secret={secret} onDone={() => setSecret(null)} />}
      <Stack as="form" onSubmit={(event) => void handleSubmit(event)} gap="3">
        <TextField
          label="URL"
          required
          type="url"
          value={shownUrl}
          onValueChange={setUrl}
          maxLength={WEBHOOK_LIMITS.urlMaxLength}
          error={errors.url}
          helperText="https://… (http:// solo para equipos de la red local)."
        />
        <Checkbox.Root
          colorPalette="teal"
          checked={shownEnabled}
          onCheckedChange={(details) => setEnabled(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Activo</Checkbox.Label>
        </Checkbox.Root>
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="teal" loading={saving}>
            Guardar webhook
          </Button>
          {webhook &&
            (confirmingRotation ? (
              <>
                <Button
                  colorPalette="red"
                  onClick={() => {
                    setConfirmingRotation(false);
                    void admin.rotate().then((fresh) => fresh && setSecret(fresh));
                  }}
                >
                  Sí, renovar
                </Button>
                <Button variant="ghost" onClick={() => setConfirmingRotation(false)}>
                  Cancelar
                </Button>
              </>
            ) : (
              <Button variant="outline" colorPalette="red" onClick={() => setConfirmingRotation(true)}>
                Renovar secreto
              </Button>
            ))}
        </HStack>
        {webhook && (
          <Text fontSize="sm" color="gray.700">
            Secreto actual: <Code>{webhook.secretPrefix}…</Code>, creado{" "}
            <RelativeTime value={webhook.secretRotatedAt} />. Al renovarlo, el anterior deja de servir de
            inmediato.
          </Text>
        )}
      </Stack>
      {webhook && (
        <Stack gap="2">
          <HStack justify="space-between">
            <Heading as="h4" size="xs">
              Entregas recientes
            </Heading>
            <Button size="xs" variant="outline" colorPalette="teal" onClick={() => void admin.refetch()}>
              Actualizar
            </Button>
          </HStack>
          {admin.data.webhookDeliveries.length === 0 ? (
            <Text fontSize="sm">Aún no hay entregas.</Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="xl" bg="white">
              <Table.Root size="sm">
                <Table.Caption srOnly>Entregas del webhook de {name}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    {[
                      "Evento",
                      "Reporte",
                      "Estado",
                      "Intentos",
                      "Última respuesta",
                      "Último intento",
                      "Acciones",
                    ].map((label) => (
                      <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {admin.data.webhookDeliveries.map((delivery) => (
                    <Table.Row key={delivery.id}>
                      <Table.Cell>
                        {WEBHOOK_EVENT_LABELS[delivery.eventType as WebhookEventType] ?? delivery.eventType}
                        <Text fontSize="xs" color="gray.600">
                          <RelativeTime value={delivery.occurredAt} />
                        </Text>
                      </Table.Cell>
                      <Table.Cell>{delivery.radicado}</Table.Cell>
                      <Table.Cell>
                        <Badge
                          colorPalette={STATUS_PALETTE[delivery.status as WebhookDeliveryStatus] ?? "gray"}
                          variant="subtle"
                        >
                          {WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status as WebhookDeliveryStatus] ??
                            delivery.status}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell>{delivery.attempts}</Table.Cell>
                      <Table.Cell>
                        {delivery.lastError ??
                          (delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : "—")}
                      </Table.Cell>
                      <Table.Cell>
                        {delivery.lastAttemptAt ? <RelativeTime value={delivery.lastAttemptAt} /> : "—"}
                      </Table.Cell>
                      <Table.Cell>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="teal"
                          onClick={() => void admin.resend(delivery.id)}
                          aria-label={`Reenviar el evento del reporte ${delivery.radicado}`}
                        >
                          Reenviar
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      )}
    </Stack>
  );
}
