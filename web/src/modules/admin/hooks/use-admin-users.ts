import { useMutation, useQuery } from "@apollo/client/react";
import { ACCOUNT_MESSAGES, DEPENDENCIA_MESSAGES, STAFF_MESSAGES } from "@domain";
import { doneText, type AccountChange } from "../account-changes";
import { graphql } from "../../../gql";
import type { Role } from "../../../gql/graphql";
import { toaster } from "../../../ui/toaster";

export const AdminUsersQuery = graphql(`
  query AdminUsers($search: String, $role: Role) {
    users(search: $search, role: $role, limit: 50) {
      total
      users {
        id
        firstName
        lastName
        email
        role
        active
        hasPassword
        cedulaMasked
        reportsCount
        lastSignInAt
        dependencias {
          id
          name
        }
        viewerCan {
          changeRole
          changeActive
        }
      }
    }
  }
`);

const SetStaffDependenciasMutation = graphql(`
  mutation SetStaffDependencias($userId: ID!, $dependenciaIds: [ID!]!) {
    setStaffDependencias(userId: $userId, dependenciaIds: $dependenciaIds) {
      id
      name
    }
  }
`);

const SetUserRoleMutation = graphql(`
  mutation SetUserRole($userId: ID!, $role: Role!) {
    setUserRole(userId: $userId, role: $role) {
      id
      role
      viewerCan {
        changeRole
        changeActive
      }
    }
  }
`);

const SetUserActiveMutation = graphql(`
  mutation SetUserActive($userId: ID!, $active: Boolean!) {
    setUserActive(userId: $userId, active: $active) {
      id
      active
      viewerCan {
        changeRole
        changeActive
      }
    }
  }
`);

const SendPasswordResetLinkMutation = graphql(`
  mutation SendPasswordResetLink($userId: ID!) {
    sendPasswordResetLink(userId: $userId) {
      delivery
      linkPath
    }
  }
`);

/** How a confirmed change went: its announcement, and a reset link to show once when there is one. */
export type AccountChangeOutcome =
  { ok: true; message: string; linkPath: string | null } | { ok: false; message: string };

export function useAdminUsers(search: string, role: Role | null) {
  return useQuery(AdminUsersQuery, {
    variables: { search: search || null, role },
    fetchPolicy: "cache-and-network",
  });
}

/**
 * Role and activation changes and reset links, once confirmed (docs/staff.md#users): each says how it
 * went in a toast and in the outcome the page announces; rows' permissions refresh from the answer.
 */
export function useAccountChanges() {
  const refetchQueries = [AdminUsersQuery];
  const [setRole] = useMutation(SetUserRoleMutation, { refetchQueries });
  const [setActive] = useMutation(SetUserActiveMutation, { refetchQueries });
  const [setDependencias] = useMutation(SetStaffDependenciasMutation, { refetchQueries });
  const [sendResetLink] = useMutation(SendPasswordResetLinkMutation);
  const run = async (change: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await change();
      toaster.create({ type: "success", title: done });
      return true;
    } catch (error) {
      toaster.create({
        type: "error",
        title: failed,
        description: error instanceof Error ? error.message : undefined,
      });
      return false;
    }
  };
  const apply = async (change: AccountChange): Promise<AccountChangeOutcome> => {
    const failed =
      change.kind === "role"
        ? STAFF_MESSAGES.roleUpdateFailed
        : change.kind === "active"
          ? STAFF_MESSAGES.activeUpdateFailed
          : ACCOUNT_MESSAGES.resetFailed;
    try {
      let linkPath: string | null = null;
      let message = doneText(change);
      if (change.kind === "role") {
        await setRole({ variables: { userId: change.userId, role: change.role } });
      } else if (change.kind === "active") {
        await setActive({ variables: { userId: change.userId, active: change.active } });
      } else {
        const { data } = await sendResetLink({ variables: { userId: change.userId } });
        linkPath = data?.sendPasswordResetLink.linkPath ?? null;
        message = linkPath ? ACCOUNT_MESSAGES.resetLinkShown : ACCOUNT_MESSAGES.resetEmailSent;
      }
      toaster.create({ type: "success", title: message });
      return { ok: true, message, linkPath };
    } catch (error) {
      const reason = error instanceof Error ? error.message : "";
      toaster.create({ type: "error", title: failed, description: reason || undefined });
      return { ok: false, message: reason ? `${failed} ${reason}` : failed };
    }
  };
  return {
    apply,
    changeDependencias: (userId: string, dependenciaIds: string[]) =>
      run(
        () => setDependencias({ variables: { userId, dependenciaIds } }),
        DEPENDENCIA_MESSAGES.membershipsUpdated,
        DEPENDENCIA_MESSAGES.membershipsUpdateFailed,
      ),
  };
}
