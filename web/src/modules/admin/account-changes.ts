import { ROLE_LABELS } from "@domain";
import type { Role } from "../../gql/graphql";

/** A change in Gestionar usuarios waiting for its confirmation (docs/staff.md#users). */
export type AccountChange =
  | { kind: "role"; userId: string; name: string; role: Role }
  | { kind: "active"; userId: string; name: string; active: boolean }
  | { kind: "resetLink"; userId: string; name: string; email: string | null };

/** What each role lets a person do, said before giving it. */
const ROLE_CONSEQUENCES: Record<Role, string> = {
  super_admin:
    "Podrá gestionar usuarios, categorías y dependencias, ver y atender todos los reportes y el registro de actividad.",
  staff: "Verá y atenderá los reportes de las dependencias que le asignes; asígnale al menos una.",
  citizen:
    "Perderá el acceso al panel de administración y a los reportes de otros. Conserva su cuenta y sus reportes.",
};

/** The confirmation's question, what will happen, and its button. */
export function confirmationText(change: AccountChange): { title: string; body: string; confirm: string } {
  switch (change.kind) {
    case "role": {
      const label = ROLE_LABELS[change.role].toLowerCase();
      return {
        title: `¿Hacer ${label} a ${change.name}?`,
        body: ROLE_CONSEQUENCES[change.role],
        confirm: `Sí, hacer ${label}`,
      };
    }
    case "active":
      return change.active
        ? {
            title: `¿Reactivar a ${change.name}?`,
            body: "Podrá volver a iniciar sesión. Puedes desactivarla otra vez cuando quieras.",
            confirm: "Sí, reactivar",
          }
        : {
            title: `¿Desactivar a ${change.name}?`,
            body: "No podrá iniciar sesión y se cerrarán sus sesiones. Sus reportes quedan como están; puedes reactivarla después.",
            confirm: "Sí, desactivar",
          };
    case "resetLink":
      return {
        title: `¿Enviar a ${change.name} un enlace para restablecer su contraseña?`,
        body: `Con correo configurado, le llegará${change.email ? ` a ${change.email}` : ""}; si no, verás aquí el enlace una sola vez para entregárselo. Sirve una vez y vence en 1 hora.`,
        confirm: "Sí, crear el enlace",
      };
  }
}

/** What is announced once the change is done. */
export function doneText(change: AccountChange): string {
  switch (change.kind) {
    case "role":
      return `${change.name} ahora es ${ROLE_LABELS[change.role].toLowerCase()}.`;
    case "active":
      return change.active
        ? `La cuenta de ${change.name} está activa de nuevo.`
        : `La cuenta de ${change.name} quedó desactivada y se cerraron sus sesiones.`;
    case "resetLink":
      return `Se envió a ${change.name} un enlace para restablecer su contraseña.`;
  }
}
