import { Button, Menu } from "@chakra-ui/react";
import { ACCOUNT_MESSAGES, ROLE_LABELS } from "@domain";
import { ChevronDown } from "lucide-react";
import type { Role } from "../../../gql/graphql";
import type { AccountChange } from "../account-changes";

export interface ManagedUser {
  id: string;
  name: string;
  email: string | null;
  role: Role;
  active: boolean;
  hasPassword: boolean;
  viewerCan: { changeRole: boolean; changeActive: boolean };
}

const ROLES = Object.keys(ROLE_LABELS) as Role[];

/**
 * One compact "Acciones" button per user, on the table and on a phone's card alike: every choice that
 * changes the account opens its confirmation (docs/staff.md#users) instead of acting at once.
 */
export function UserActionsMenu({
  user,
  onChoose,
  onDependencias,
  onNotice,
}: {
  user: ManagedUser;
  onChoose: (change: AccountChange) => void;
  onDependencias: () => void;
  /** Says why an action does not apply (an account of the OpenID provider has no password). */
  onNotice: (message: string) => void;
}) {
  const base = { userId: user.id, name: user.name };
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" colorPalette="teal" aria-label={`Acciones para ${user.name}`}>
          Acciones <ChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minW="64">
          {user.viewerCan.changeRole &&
            ROLES.filter((role) => role !== user.role).map((role) => (
              <Menu.Item
                key={role}
                value={`role-${role}`}
                onSelect={() => onChoose({ kind: "role", ...base, role })}
              >
                Hacer {ROLE_LABELS[role].toLowerCase()}
              </Menu.Item>
            ))}
          {user.role === "staff" && (
            <Menu.Item value="dependencias" onSelect={onDependencias}>
              Dependencias
            </Menu.Item>
          )}
          <Menu.Item
            value="reset-link"
            onSelect={() =>
              user.hasPassword
                ? onChoose({ kind: "resetLink", ...base, email: user.email })
                : onNotice(ACCOUNT_MESSAGES.resetNoPassword)
            }
          >
            Enviar enlace para restablecer contraseña
          </Menu.Item>
          {user.viewerCan.changeActive && (
            <Menu.Item
              value="active"
              color={user.active ? "red.700" : undefined}
              onSelect={() => onChoose({ kind: "active", ...base, active: !user.active })}
            >
              {user.active ? "Desactivar" : "Reactivar"}
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
