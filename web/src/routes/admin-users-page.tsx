import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from "@chakra-ui/react";
import { ROLE_LABELS } from "@domain";
import { useId, useState, type FormEvent } from "react";
import type { Role } from "../gql/graphql";
import { StaffDependenciasForm, useAccountChanges, useAdminUsers } from "../modules/admin";
import { SelectField } from "../ui/select-field";
import { RelativeTime } from "../ui/relative-time";
import { PageShell } from "../ui/page-shell";

const ROLE_OPTIONS = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }));

/** "Gestionar usuarios": find people, change their role, deactivate or reactivate their accounts. */
export function AdminUsersPage() {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<Role | null>(null);
  const { data, loading, error } = useAdminUsers(search, role);
  const { changeRole, changeActive, changeDependencias } = useAccountChanges();
  const [membershipsOf, setMembershipsOf] = useState<string | null>(null);
  const editedUser = data?.users.users.find((user) => user.id === membershipsOf);
  const searchId = useId();
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  return (
    <PageShell title="Gestionar usuarios">
      <Stack direction={{ base: "column", md: "row" }} gap="3" mb="4" align={{ md: "end" }}>
        {/* A search landmark: the field's own role (group) is not one a form may take. */}
        <Field.Root as="form" role="search" onSubmit={handleSearch} flex="2">
          <Field.Label htmlFor={searchId}>Buscar por nombre o correo</Field.Label>
          <HStack w="full">
            <Input
              id={searchId}
              type="search"
              bg="white"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit" colorPalette="teal">
              Buscar
            </Button>
          </HStack>
        </Field.Root>
        <Stack flex="1">
          <SelectField
            label="Rol"
            placeholder="Todos"
            options={ROLE_OPTIONS}
            value={role ?? ""}
            onValueChange={(value) => setRole((value || null) as Role | null)}
          />
        </Stack>
      </Stack>
      <Text role="status" aria-live="polite" fontSize="sm" color="gray.700" mb="2">
        {error
          ? "No se pudieron cargar los usuarios."
          : data
            ? `${data.users.total} usuarios`
            : loading
              ? "Cargando..."
              : ""}
      </Text>
      {data && (
        <Table.ScrollArea borderWidth="1px" rounded="xl" bg="white">
          <Table.Root size="sm">
            <Table.Caption srOnly>Usuarios</Table.Caption>
            <Table.Header>
              <Table.Row>
                {["Nombre", "Correo", "Rol", "Cédula", "Reportes", "Último ingreso", "Acciones"].map(
                  (label) => (
                    <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
                  ),
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.users.users.map((user) => {
                const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || "Sin nombre";
                return (
                  <Table.Row key={user.id}>
                    <Table.Cell>
                      {name}{" "}
                      {!user.active && (
                        <Badge colorPalette="red" variant="subtle">
                          Desactivada
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>{user.email ?? "—"}</Table.Cell>
                    <Table.Cell>
                      {ROLE_LABELS[user.role]}
                      {user.role === "staff" && (
                        <Text fontSize="xs" color="gray.700">
                          {user.dependencias.map((dependencia) => dependencia.name).join(", ") ||
                            "Sin dependencias"}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell fontFamily="mono">{user.cedulaMasked ?? "Sin registrar"}</Table.Cell>
                    <Table.Cell>{user.reportsCount}</Table.Cell>
                    <Table.Cell>
                      {user.lastSignInAt ? <RelativeTime value={user.lastSignInAt} /> : "Nunca"}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <NativeSelect.Root size="xs" width="auto" disabled={!user.viewerCan.changeRole}>
                          <NativeSelect.Field
                            aria-label={`Rol de ${name}`}
                            value={user.role}
                            onChange={(event) => void changeRole(user.id, event.target.value as Role)}
                          >
                            {ROLE_OPTIONS.map((option) => (
                              <option key={option.value} value={option.value}>
                                {option.label}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        {user.role === "staff" && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="teal"
                            aria-expanded={membershipsOf === user.id}
                            onClick={() => setMembershipsOf(membershipsOf === user.id ? null : user.id)}
                            aria-label={`Dependencias de ${name}`}
                          >
                            Dependencias
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette={user.active ? "red" : "teal"}
                          disabled={!user.viewerCan.changeActive}
                          onClick={() => void changeActive(user.id, !user.active)}
                          aria-label={`${user.active ? "Desactivar" : "Reactivar"} la cuenta de ${name}`}
                        >
                          {user.active ? "Desactivar" : "Reactivar"}
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {editedUser && (
        <StaffDependenciasForm
          key={editedUser.id}
          name={[editedUser.firstName, editedUser.lastName].filter(Boolean).join(" ") || "Sin nombre"}
          current={editedUser.dependencias.map((dependencia) => dependencia.id)}
          onCancel={() => setMembershipsOf(null)}
          onSave={async (ids) => {
            if (await changeDependencias(editedUser.id, ids)) setMembershipsOf(null);
          }}
        />
      )}
    </PageShell>
  );
}
