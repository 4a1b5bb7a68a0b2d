import { Button, Wrap } from "@chakra-ui/react";
import { FileDown, Flag, History, Settings, Users, Building2, KeyRound } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";

/** The panel's three actions (docs/decisions.md#no-unfinished-screens) and the audit log. */
export function AdminActions() {
  const actions = [
    { to: "/admin/reporte", label: "Generar reporte", icon: FileDown },
    { to: "/admin/usuarios", label: "Gestionar usuarios", icon: Users },
    { to: "/admin/dependencias", label: "Dependencias y reparto", icon: Building2 },
    { to: "/admin/integraciones", label: "Integraciones", icon: KeyRound },
    { to: "/admin/moderacion", label: "Moderación", icon: Flag },
    { to: "/admin/configuracion", label: "Configuración", icon: Settings },
    { to: "/admin/actividad", label: "Registro de actividad", icon: History },
  ];
  return (
    <Wrap as="nav" aria-label="Acciones del panel" gap="3" mb="8">
      {actions.map(({ to, label, icon: Icon }) => (
        <Button
          key={to}
          asChild
          colorPalette="teal"
          variant={to === "/admin/reporte" ? "solid" : "outline"}
          bg={to === "/admin/reporte" ? undefined : "white"}
        >
          <RouterLink to={to}>
            <Icon aria-hidden="true" /> {label}
          </RouterLink>
        </Button>
      ))}
    </Wrap>
  );
}
