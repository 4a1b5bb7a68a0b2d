import { Badge, Button, Checkbox, Heading, HStack, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { DEPENDENCIA_LIMITS, NEIGHBORHOODS, neighborhoodLabel } from "@domain";
import { useState, type FormEvent } from "react";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { useDependenciaAdmin, type FieldErrors } from "../hooks/use-dependencia-admin";
import { LoadFailed } from "./load-failed";
import { WebhookPanel } from "./webhook-panel";

interface DependenciaRow {
  id: string;
  name: string;
  email?: string | null;
  external: boolean;
  active: boolean;
  isDefault: boolean;
}

function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      colorPalette="teal"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A dependencia's form: new (no `initial`) or an edit; the server's messages under each field. */
function DependenciaForm({
  initial,
  onSave,
  onCancel,
}: {
  initial?: DependenciaRow;
  onSave: (values: {
    name: string;
    email: string | null;
    external: boolean;
    active: boolean;
  }) => Promise<FieldErrors | null>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? "");
  const [email, setEmail] = useState(initial?.email ?? "");
  const [external, setExternal] = useState(initial?.external ?? false);
  const [active, setActive] = useState(initial?.active ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const fields = await onSave({ name, email: email.trim() || null, external, active });
    setSaving(false);
    setErrors(fields ?? {});
    if (!fields && !initial) {
      setName("");
      setEmail("");
      setExternal(false);
    }
  };
  return (
    <Stack
      as="form"
      onSubmit={(event) => void handleSubmit(event)}
      gap="3"
      p="4"
      bg="gray.50"
      rounded="lg"
      borderWidth="1px"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField
          label="Nombre"
          required
          value={name}
          onValueChange={setName}
          maxLength={DEPENDENCIA_LIMITS.nameMaxLength}
          error={errors.name}
        />
        <TextField
          label="Correo (opcional)"
          type="email"
          value={email}
          onValueChange={setEmail}
          maxLength={DEPENDENCIA_LIMITS.emailMaxLength}
          error={errors.email}
          helperText="Recibe un aviso cada vez que le envían un reporte."
        />
      </SimpleGrid>
      <HStack gap="6" wrap="wrap">
        <CheckboxField label="Externa (fuera de la Alcaldía)" checked={external} onChange={setExternal} />
        {initial && <CheckboxField label="Activa" checked={active} onChange={setActive} />}
      </HStack>
      <HStack>
        <Button type="submit" colorPalette="teal" loading={saving}>
          {initial ? "Guardar cambios" : "Crear dependencia"}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/** A new routing rule: a category, optionally some barrios, and the dependencia that takes them. */
function RuleForm({
  categories,
  dependencias,
  onSave,
}: {
  categories: ReadonlyArray<{ id: string; name: string }>;
  dependencias: readonly DependenciaRow[];
  onSave: (input: {
    categoryId: string;
    neighborhoods: string[];
    dependenciaId: string;
  }) => Promise<FieldErrors | null>;
}) {
  const [categoryId, setCategoryId] = useState("");
  const [dependenciaId, setDependenciaId] = useState("");
  const [barrios, setBarrios] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = await onSave({ categoryId, neighborhoods: barrios, dependenciaId });
    setErrors(fields ?? {});
    if (!fields) setBarrios([]);
  };
  return (
    <Stack
      as="form"
      onSubmit={(event) => void handleSubmit(event)}
      gap="3"
      p="4"
      bg="gray.50"
      rounded="lg"
      borderWidth="1px"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField
          label="Categoría"
          placeholder="Elige una categoría"
          required
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          value={categoryId}
          onValueChange={setCategoryId}
          error={errors.categoryId}
        />
        <SelectField
          label="Dependencia"
          placeholder="Elige una dependencia"
          required
          options={dependencias
            .filter((entry) => entry.active)
            .map((entry) => ({ value: entry.id, label: entry.name }))}
          value={dependenciaId}
          onValueChange={setDependenciaId}
          error={errors.dependenciaId}
        />
      </SimpleGrid>
      <fieldset>
        <Text as="legend" fontWeight="medium" mb="2">
          Solo en estos barrios (si no eliges ninguno, en todos)
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
          {NEIGHBORHOODS.map((neighborhood) => (
            <CheckboxField
              key={neighborhood.slug}
              label={neighborhood.label}
              checked={barrios.includes(neighborhood.slug)}
              onChange={(checked) =>
                setBarrios((current) =>
                  checked
                    ? [...current, neighborhood.slug]
                    : current.filter((slug) => slug !== neighborhood.slug),
                )
              }
            />
          ))}
        </SimpleGrid>
        {errors.neighborhoods && (
          <Text color="red.700" fontSize="sm" mt="1">
            {errors.neighborhoods}
          </Text>
        )}
      </fieldset>
      <Button type="submit" colorPalette="teal" alignSelf="start">
        Guardar regla
      </Button>
    </Stack>
  );
}

/**
 * Dependencias y reparto (super_admins): the dependencias, their edits, the default, and the routing rules
 * that send each category's new reports to one of them (docs/staff.md#dependencias, #routing).
 */
export function DependenciaEditor() {
  const admin = useDependenciaAdmin();
  const [editing, setEditing] = useState<string | null>(null);
  const [webhookFor, setWebhookFor] = useState<string | null>(null);
  if (admin.error && !admin.data) {
    return (
      <LoadFailed message="No se pudieron cargar las dependencias." onRetry={() => void admin.refetch()} />
    );
  }
  if (!admin.data) return <Text role="status">Cargando dependencias…</Text>;
  const { dependencias, routingRules, allCategories } = admin.data;
  const categoryName = (id: string) => allCategories.find((category) => category.id === id)?.name ?? id;
  const outcome = (result: { ok: boolean; fields?: FieldErrors }) =>
    result.ok ? null : (result.fields ?? {});

  return (
    <Stack gap="8">
      <Stack as="section" aria-labelledby="dependencias-heading" gap="3">
        <Heading as="h2" id="dependencias-heading" size="md">
          Dependencias
        </Heading>
        <Table.ScrollArea borderWidth="1px" rounded="xl" bg="white">
          <Table.Root size="sm">
            <Table.Caption srOnly>Dependencias</Table.Caption>
            <Table.Header>
              <Table.Row>
                {["Nombre", "Correo", "Tipo", "Estado", "Acciones"].map((label) => (
                  <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {dependencias.map((dependencia) => (
                <Table.Row key={dependencia.id}>
                  <Table.Cell>
                    {dependencia.name}{" "}
                    {dependencia.isDefault && (
                      <Badge colorPalette="teal" variant="subtle">
                        Por defecto
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>{dependencia.email ?? "—"}</Table.Cell>
                  <Table.Cell>{dependencia.external ? "Externa" : "Interna"}</Table.Cell>
                  <Table.Cell>{dependencia.active ? "Activa" : "Inactiva"}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="teal"
                        onClick={() => setEditing(editing === dependencia.id ? null : dependencia.id)}
                        aria-label={`Editar ${dependencia.name}`}
                        aria-expanded={editing === dependencia.id}
                      >
                        Editar
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="teal"
                        onClick={() => setWebhookFor(webhookFor === dependencia.id ? null : dependencia.id)}
                        aria-label={`Webhook de ${dependencia.name}`}
                        aria-expanded={webhookFor === dependencia.id}
                      >
                        Webhook
                      </Button>
                      {!dependencia.isDefault && dependencia.active && (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="teal"
                          onClick={() => void admin.updateDependencia(dependencia.id, { isDefault: true })}
                          aria-label={`Hacer ${dependencia.name} la dependencia por defecto`}
                        >
                          Hacer por defecto
                        </Button>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {editing && (
          <DependenciaForm
            key={editing}
            initial={dependencias.find((entry) => entry.id === editing)}
            onCancel={() => setEditing(null)}
            onSave={async (values) => {
              const fields = outcome(await admin.updateDependencia(editing, values));
              if (!fields) setEditing(null);
              return fields;
            }}
          />
        )}
        {webhookFor && (
          <WebhookPanel
            key={webhookFor}
            dependenciaId={webhookFor}
            name={dependencias.find((entry) => entry.id === webhookFor)?.name ?? ""}
          />
        )}
        <Heading as="h3" size="sm">
          Nueva dependencia
        </Heading>
        <DependenciaForm
          onSave={async ({ name, email, external }) =>
            outcome(await admin.createDependencia({ name, email, external }))
          }
        />
      </Stack>

      <Stack as="section" aria-labelledby="reglas-heading" gap="3">
        <Heading as="h2" id="reglas-heading" size="md">
          Reglas de reparto
        </Heading>
        <Text color="gray.700">
          Cada reporte nuevo va a la dependencia de la regla de su categoría y su barrio; si no hay regla para
          su barrio, a la de su categoría; si no hay ninguna, a la dependencia por defecto. Los reportes ya
          recibidos no cambian.
        </Text>
        <Table.ScrollArea borderWidth="1px" rounded="xl" bg="white">
          <Table.Root size="sm">
            <Table.Caption srOnly>Reglas de reparto</Table.Caption>
            <Table.Header>
              <Table.Row>
                {["Categoría", "Barrios", "Dependencia", "Acciones"].map((label) => (
                  <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {routingRules.map((rule) => (
                <Table.Row key={rule.id}>
                  <Table.Cell>{categoryName(rule.categoryId)}</Table.Cell>
                  <Table.Cell>
                    {rule.neighborhoods.length === 0
                      ? "Todos"
                      : rule.neighborhoods.map((slug) => neighborhoodLabel(slug) ?? slug).join(", ")}
                  </Table.Cell>
                  <Table.Cell>{rule.dependencia.name}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void admin.deleteRoutingRule(rule.id)}
                      aria-label={`Quitar la regla de ${categoryName(rule.categoryId)} hacia ${rule.dependencia.name}`}
                    >
                      Quitar
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Heading as="h3" size="sm">
          Nueva regla
        </Heading>
        <RuleForm
          categories={allCategories}
          dependencias={dependencias}
          onSave={async (input) => outcome(await admin.setRoutingRule(input))}
        />
      </Stack>
    </Stack>
  );
}
