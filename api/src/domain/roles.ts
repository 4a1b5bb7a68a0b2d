export const ROLES = ["citizen", "super_admin"] as const;
export type Role = (typeof ROLES)[number];
