import type { CurrentUser } from "../context/current-user";
import { ACCOUNT_MESSAGES, isStaffRole, STAFF_MESSAGES, type Role } from "../domain";

/** The admin panel's tools (users, categories, audit log, export): super_admins only. */
export function canManageStaffTools(viewer: CurrentUser | undefined): boolean {
  return viewer?.role === "super_admin";
}

/** The facts about an account that decide what staff may do with it. */
export interface AccountFacts {
  id: string;
  role: Role;
  active: boolean;
}

/**
 * Why `viewer` may not give `target` this role and activity, or null when they may. The locality must
 * never lock itself out: the last active super_admin keeps the role and the account; and nobody
 * deactivates their own account (another admin must).
 */
export function accountChangeProblem(
  viewer: CurrentUser | undefined,
  target: AccountFacts,
  change: { role?: Role; active?: boolean },
  activeAdmins: number,
): string | null {
  if (!canManageStaffTools(viewer)) return "forbidden";
  if (change.active === false && target.id === viewer!.id) return STAFF_MESSAGES.cannotDeactivateSelf;
  const losesAdmin =
    target.role === "super_admin" &&
    target.active &&
    ((change.role !== undefined && change.role !== "super_admin") || change.active === false);
  if (losesAdmin && activeAdmins <= 1) return STAFF_MESSAGES.lastAdmin;
  return null;
}

/**
 * Why `viewer` may not delete `target`, or null when they may. Everyone deletes only their own account
 * (docs/decisions.md#account-deletion); the last active super_admin must name another first, the same
 * rule as for role changes and deactivation (docs/staff.md#users).
 */
export function accountDeletionProblem(
  viewer: CurrentUser | undefined,
  target: AccountFacts,
  activeAdmins: number,
): string | null {
  if (!viewer || viewer.id !== target.id) return "forbidden";
  if (target.role === "super_admin" && target.active && activeAdmins <= 1) {
    return STAFF_MESSAGES.lastAdminCannotDelete;
  }
  return null;
}

/** Staff accounts leave a trace in the audit log when deleted (docs/staff.md#audit-log). */
export function isStaffAccount(account: Pick<AccountFacts, "role">): boolean {
  return isStaffRole(account.role);
}

/** What the users table offers on a row (permissions travel with the data). */
export function accountViewerCan(
  viewer: CurrentUser | undefined,
  target: AccountFacts,
  activeAdmins: number,
) {
  const otherRole: Role = target.role === "super_admin" ? "citizen" : "super_admin";
  return {
    changeRole: accountChangeProblem(viewer, target, { role: otherRole }, activeAdmins) === null,
    changeActive: accountChangeProblem(viewer, target, { active: !target.active }, activeAdmins) === null,
  };
}

/** The facts about an account that decide whether staff may send it a password-reset link. */
export interface ResetTargetFacts {
  active: boolean;
  /** A built-in account has a password; one that signs in only by OpenID Connect has none. */
  hasPassword: boolean;
  email: string | null;
}

/**
 * Why `viewer` may not send `target` a password-reset link, or null when they may
 * (docs/password-reset.md#from-gestionar-usuarios): super_admins only, to an active account with a
 * password; by e-mail only to an account that has one.
 */
export function passwordResetLinkProblem(
  viewer: CurrentUser | undefined,
  target: ResetTargetFacts,
  emailEnabled: boolean,
): string | null {
  if (!canManageStaffTools(viewer)) return "forbidden";
  if (!target.hasPassword) return ACCOUNT_MESSAGES.resetNoPassword;
  if (!target.active) return ACCOUNT_MESSAGES.resetInactive;
  if (emailEnabled && !target.email) return ACCOUNT_MESSAGES.resetNoEmail;
  return null;
}
