export const ROLES = ["citizen", "staff", "super_admin"] as const;
export type Role = (typeof ROLES)[number];

/**
 * The roles that read every report as staff (docs/staff.md#roles): `staff` (funcionario) works the reports
 * of their dependencias; `super_admin` works all of them and manages the locality's tools.
 */
export const STAFF_ROLES = ["staff", "super_admin"] as const satisfies readonly Role[];

export function isStaffRole(role: Role | undefined): boolean {
  return role === "staff" || role === "super_admin";
}
