import type { Role } from "@domain";
import {
  BarChart3,
  BellRing,
  ClipboardList,
  FilePlus2,
  House,
  Inbox,
  ShieldCheck,
  TableProperties,
  Users,
  type LucideIcon,
} from "lucide-react";

export interface NavLinkDefinition {
  to: string;
  label: string;
  icon: LucideIcon;
  roles: readonly Role[];
}

const EVERYONE: readonly Role[] = ["citizen", "staff", "super_admin"];
const STAFF: readonly Role[] = ["staff", "super_admin"];

/**
 * The navigation bar (docs/decisions.md#navigation-by-role), in its order; `roles` says who sees each link.
 */
export const NAV_LINKS: readonly NavLinkDefinition[] = [
  { to: "/", label: "Inicio", icon: House, roles: EVERYONE },
  { to: "/nuevo-reporte", label: "Reportar", icon: FilePlus2, roles: ["citizen"] },
  { to: "/bandeja", label: "Mi bandeja", icon: Inbox, roles: STAFF },
  // The report tables (every report, with the filters), where staff also act in bulk.
  { to: "/reportes", label: "Reportes", icon: TableProperties, roles: STAFF },
  { to: "/estadisticas", label: "Estadísticas", icon: BarChart3, roles: STAFF },
  { to: "/mis-reportes", label: "Mis Reportes", icon: ClipboardList, roles: ["citizen"] },
  // New reports in the barrios and categories a resident follows (docs/alerts.md).
  { to: "/alertas", label: "Alertas", icon: BellRing, roles: ["citizen"] },
  { to: "/community/reports", label: "Reportes Comunitarios", icon: Users, roles: EVERYONE },
  { to: "/admin", label: "Panel Admin", icon: ShieldCheck, roles: ["super_admin"] },
];

export function navLinksFor(role: Role): NavLinkDefinition[] {
  return NAV_LINKS.filter((link) => link.roles.includes(role));
}
