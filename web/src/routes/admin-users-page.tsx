import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from "@chakra-ui/react";
import { ROLE_LABELS } from "@domain";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { Role } from "../gql/graphql";
import {
  AccountChangeDialog,
  ResetLinkDialog,
  StaffDependenciasForm,
  UserActionsMenu,
  useAccountChanges,
  useAdminUsers,
  type AccountChange,
  type ManagedUser,
} from "../modules/admin";
import { SelectField } from "../ui/select-field";
import { RelativeTime } from "../ui/relative-time";
import { PageShell } from "../ui/page-shell";
import { toaster } from "../ui/toaster";

const ROLE_OPTIONS = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }));

type AdminUserRow = NonNullable<ReturnType<typeof useAdminUsers>["data"]>["users"]["users"][number];

const nameOf = (user: Pick<AdminUserRow, "firstName" | "lastName">) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || "Sin nombre";

/**
 * "Gestionar usuarios": find people, change their role, deactivate or reactivate their accounts, send a
 * password-reset link. Every change is confirmed first and announced after (docs/staff.md#users); a
 * table on wide screens, a card per user on a phone, each with one "Acciones" menu.
 */
export function AdminUsersPage() {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<Role | null>(null);
  const { data, loading, error } = useAdminUsers(search, role);
  const { apply, changeDependencias } = useAccountChanges();
  const [membershipsOf, setMembershipsOf] = useState<string | null>(null);
  const [pending, setPending] = useState<AccountChange | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [shownLink, setShownLink] = useState<{ name: string; linkPath: string } | null>(null);
  const layout = useBreakpointValue({ base: "cards", lg: "table" }, { ssr: false }) ?? "cards";
  const editedUser = data?.users.users.find((user) => user.id === membershipsOf);
  const searchId = useId();
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  const confirm = async (change: AccountChange) => {
    const outcome = await apply(change);
    setAnnouncement(outcome.message);
    setPending(null);
    if (outcome.ok && outcome.linkPath) setShownLink({ name: change.name, linkPath: outcome.linkPath });
  };
  const notice = (message: string) => {
    setAnnouncement(message);
    toaster.create({ type: "info", title: message });
  };
  const users: Array<ManagedUser & { row: AdminUserRow }> = (data?.users.users ?? []).map((user) => ({
    id: user.id,
    name: nameOf(user),
    email: user.email ?? null,
    role: user.role,
    active: user.active,
    hasPassword: user.hasPassword,
    viewerCan: user.viewerCan,
    row: user,
  }));
  const actionsOf = (user: ManagedUser) => (
    <UserActionsMenu
      user={user}
      onChoose={setPending}
      onDependencias={() => setMembershipsOf(membershipsOf === user.id ? null : user.id)}
      onNotice={notice}
    />
  );

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
      {/* How the last change went, for screen readers and for whoever looked away from the toast. */}
      <Text role="status" aria-live="polite" fontWeight="semibold" mb={announcement ? "3" : "0"}>
        {announcement}
      </Text>
      {data &&
        (layout === "table" ? (
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
                {users.map((user) => (
                  <Table.Row key={user.id}>
                    <Table.Cell>
                      {user.name} <InactiveBadge active={user.active} />
                    </Table.Cell>
                    <Table.Cell wordBreak="break-all">{user.email ?? "—"}</Table.Cell>
                    <Table.Cell>
                      <RoleText row={user.row} />
                    </Table.Cell>
                    <Table.Cell fontFamily="mono">{user.row.cedulaMasked ?? "Sin registrar"}</Table.Cell>
                    <Table.Cell>{user.row.reportsCount}</Table.Cell>
                    <Table.Cell>
                      <LastSignIn row={user.row} />
                    </Table.Cell>
                    <Table.Cell>{actionsOf(user)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Usuarios">
            {users.map((user) => (
              <Box as="li" key={user.id} bg="white" borderWidth="1px" rounded="xl" p="4">
                <HStack justify="space-between" align="start" gap="3">
                  <Box minW="0">
                    <Text fontWeight="semibold">
                      {user.name} <InactiveBadge active={user.active} />
                    </Text>
                    <Text fontSize="sm" color="gray.700" wordBreak="break-all">
                      {user.email ?? "Sin correo"}
                    </Text>
                  </Box>
                  {actionsOf(user)}
                </HStack>
                <SimpleGrid as="dl" columns={2} gapX="3" gapY="1" mt="3" fontSize="sm">
                  <Fact label="Rol">
                    <RoleText row={user.row} />
                  </Fact>
                  <Fact label="Cédula">{user.row.cedulaMasked ?? "Sin registrar"}</Fact>
                  <Fact label="Reportes">{user.row.reportsCount}</Fact>
                  <Fact label="Último ingreso">
                    <LastSignIn row={user.row} />
                  </Fact>
                </SimpleGrid>
              </Box>
            ))}
          </Stack>
        ))}
      {editedUser && (
        <StaffDependenciasForm
          key={editedUser.id}
          name={nameOf(editedUser)}
          current={editedUser.dependencias.map((dependencia) => dependencia.id)}
          onCancel={() => setMembershipsOf(null)}
          onSave={async (ids) => {
            if (await changeDependencias(editedUser.id, ids)) setMembershipsOf(null);
          }}
        />
      )}
      <AccountChangeDialog change={pending} onCancel={() => setPending(null)} onConfirm={confirm} />
      <ResetLinkDialog
        name={shownLink?.name ?? ""}
        linkPath={shownLink?.linkPath ?? null}
        onClose={() => setShownLink(null)}
      />
    </PageShell>
  );
}

function InactiveBadge({ active }: { active: boolean }) {
  if (active) return null;
  return (
    <Badge colorPalette="red" variant="subtle">
      Desactivada
    </Badge>
  );
}

function RoleText({ row }: { row: AdminUserRow }) {
  return (
    <>
      {ROLE_LABELS[row.role]}
      {row.role === "staff" && (
        <Text as="span" display="block" fontSize="xs" color="gray.700">
          {row.dependencias.map((dependencia) => dependencia.name).join(", ") || "Sin dependencias"}
        </Text>
      )}
    </>
  );
}

function LastSignIn({ row }: { row: AdminUserRow }) {
  return row.lastSignInAt ? <RelativeTime value={row.lastSignInAt} /> : <>Nunca</>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" color="gray.700">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </Box>
  );
}
