import type { Role } from "@domain";

export interface NamedViewer {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * The first name (docs/decisions.md#navigation-by-role), falling back to the email, falling back to
 * "Usuario".
 */
export function viewerDisplayName(viewer: NamedViewer): string {
  return viewer.firstName?.trim() || viewer.email?.trim() || "Usuario";
}

export function viewerFullName(viewer: NamedViewer): string | undefined {
  const name = [viewer.firstName, viewer.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || undefined;
}

const ROLE_LABELS: Record<Role, string> = {
  citizen: "Ciudadano",
  staff: "Funcionario",
  super_admin: "Super administrador",
};

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}
