import { useMutation, useQuery } from "@apollo/client/react";
import { DEPENDENCIA_MESSAGES, STAFF_MESSAGES } from "@domain";
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

export function useAdminUsers(search: string, role: Role | null) {
  return useQuery(AdminUsersQuery, {
    variables: { search: search || null, role },
    fetchPolicy: "cache-and-network",
  });
}

/** Role and activation changes, each with its toast; rows' permissions refresh from the answer. */
export function useAccountChanges() {
  const refetchQueries = [AdminUsersQuery];
  const [setRole] = useMutation(SetUserRoleMutation, { refetchQueries });
  const [setActive] = useMutation(SetUserActiveMutation, { refetchQueries });
  const [setDependencias] = useMutation(SetStaffDependenciasMutation, { refetchQueries });
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
  return {
    changeRole: (userId: string, role: Role) =>
      run(
        () => setRole({ variables: { userId, role } }),
        STAFF_MESSAGES.roleUpdated,
        STAFF_MESSAGES.roleUpdateFailed,
      ),
    changeDependencias: (userId: string, dependenciaIds: string[]) =>
      run(
        () => setDependencias({ variables: { userId, dependenciaIds } }),
        DEPENDENCIA_MESSAGES.membershipsUpdated,
        DEPENDENCIA_MESSAGES.membershipsUpdateFailed,
      ),
    changeActive: (userId: string, active: boolean) =>
      run(
        () => setActive({ variables: { userId, active } }),
        STAFF_MESSAGES.activeUpdated,
        STAFF_MESSAGES.activeUpdateFailed,
      ),
  };
}
