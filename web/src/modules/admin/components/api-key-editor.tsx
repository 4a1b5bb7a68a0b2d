import { Alert, Badge, Button, Code, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { API_KEY_LIMITS } from "@domain";
import { useState, type FormEvent } from "react";
import { RelativeTime } from "../../../ui/relative-time";
import { TextField } from "../../../ui/text-field";
import { useApiKeyAdmin, type FieldErrors } from "../hooks/use-api-key-admin";
import { LoadFailed } from "./load-failed";

/** The token just issued: shown here once, never again (the server keeps only its hash). */
function IssuedToken({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(token);
    setCopied(true);
  };
  return (
    <Alert.Root status="success" variant="surface" rounded="lg">
      <Alert.Content gap="2">
        <Alert.Title>Clave para {name}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>Cópiala y entrégala a la entidad ahora: por seguridad no se volverá a mostrar.</Text>
            <Code aria-label="Clave de API" wordBreak="break-all" p="2" fontSize="sm">
              {token}
            </Code>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" colorPalette="teal" onClick={() => void copy()}>
                {copied ? "Copiada" : "Copiar clave"}
              </Button>
              <Button size="sm" variant="outline" colorPalette="teal" bg="white" onClick={onDone}>
                Ya la guardé
              </Button>
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Integraciones (super_admins): partners' Open311 API keys (docs/open311.md#api-keys): issue one for a
 * named partner (its token shown once), see who issued each and when it was last used, revoke one.
 */
export function ApiKeyEditor() {
  const admin = useApiKeyAdmin();
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [issued, setIssued] = useState<{ name: string; token: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  if (admin.error && !admin.data) {
    return <LoadFailed message="No se pudieron cargar las claves." onRetry={() => void admin.refetch()} />;
  }
  if (!admin.data) return <Text role="status">Cargando claves…</Text>;
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await admin.issueApiKey(name);
    setSaving(false);
    if (result.ok) {
      setErrors({});
      setName("");
      setIssued({ name: result.name, token: result.token });
    } else {
      setErrors(result.fields);
    }
  };
  return (
    <Stack gap="8">
      <Text>
        Las entidades aliadas (acueducto, energía, sistemas de la ciudad) consultan y radican reportes con
        Open311 GeoReport v2 en <Code>/open311/v2</Code>. Para radicar necesitan una clave; cada reporte que
        radican muestra su canal, «Open311: nombre de la entidad».
      </Text>
      <Stack as="section" aria-labelledby="issue-key-heading" gap="3">
        <Heading as="h2" id="issue-key-heading" size="md">
          Emitir una clave
        </Heading>
        {issued && <IssuedToken {...issued} onDone={() => setIssued(null)} />}
        <Stack
          as="form"
          onSubmit={(event) => void handleSubmit(event)}
          gap="3"
          p="4"
          bg="gray.50"
          rounded="lg"
          borderWidth="1px"
        >
          <TextField
            label="Entidad"
            required
            value={name}
            onValueChange={setName}
            maxLength={API_KEY_LIMITS.nameMaxLength}
            error={errors.name}
            helperText="Por ejemplo, Empresa de Acueducto. Es el nombre que verán los funcionarios."
          />
          <HStack>
            <Button type="submit" colorPalette="teal" loading={saving}>
              Emitir clave
            </Button>
          </HStack>
        </Stack>
      </Stack>
      <Stack as="section" aria-labelledby="keys-heading" gap="3">
        <Heading as="h2" id="keys-heading" size="md">
          Claves
        </Heading>
        {admin.data.apiKeys.length === 0 ? (
          <Text>Aún no hay claves.</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="xl" bg="white">
            <Table.Root size="sm">
              <Table.Caption srOnly>Claves de API</Table.Caption>
              <Table.Header>
                <Table.Row>
                  {["Entidad", "Prefijo", "Emitida", "Último uso", "Estado", "Acciones"].map((label) => (
                    <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {admin.data.apiKeys.map((key) => (
                  <Table.Row key={key.id}>
                    <Table.Cell>{key.name}</Table.Cell>
                    <Table.Cell>
                      <Code>{key.prefix}…</Code>
                    </Table.Cell>
                    <Table.Cell>
                      {key.createdByName} · <RelativeTime value={key.createdAt} />
                    </Table.Cell>
                    <Table.Cell>
                      {key.lastUsedAt ? <RelativeTime value={key.lastUsedAt} /> : "Nunca"}
                    </Table.Cell>
                    <Table.Cell>
                      {key.revokedAt ? (
                        <Badge colorPalette="gray" variant="subtle">
                          Revocada
                        </Badge>
                      ) : (
                        <Badge colorPalette="teal" variant="subtle">
                          Activa
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      {!key.revokedAt &&
                        (confirming === key.id ? (
                          <HStack gap="2">
                            <Button
                              size="xs"
                              colorPalette="red"
                              onClick={() => {
                                setConfirming(null);
                                void admin.revokeApiKey(key.id);
                              }}
                              aria-label={`Sí, revocar la clave de ${key.name}`}
                            >
                              Sí, revocar
                            </Button>
                            <Button size="xs" variant="ghost" onClick={() => setConfirming(null)}>
                              Cancelar
                            </Button>
                          </HStack>
                        ) : (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            onClick={() => setConfirming(key.id)}
                            aria-label={`Revocar la clave de ${key.name}`}
                          >
                            Revocar
                          </Button>
                        ))}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </Stack>
  );
}
