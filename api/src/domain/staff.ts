/** What staff do, as the audit log and the admin panel name it (docs/staff.md). */
export const AUDIT_ACTIONS = [
  { value: "report.status", label: "Cambio de estado" },
  { value: "report.extension", label: "Prórroga" },
  { value: "report.update", label: "Texto en un reporte" },
  { value: "template.update", label: "Plantilla de respuesta" },
  { value: "user.role", label: "Cambio de rol" },
  { value: "user.active", label: "Activación de cuenta" },
  { value: "user.delete", label: "Eliminación de cuenta" },
  { value: "user.name", label: "Cambio de nombre" },
  { value: "user.passwordReset", label: "Enlace para restablecer contraseña" },
  { value: "user.dependencias", label: "Dependencias de un funcionario" },
  { value: "report.route", label: "Cambio de dependencia" },
  { value: "report.assign", label: "Asignación" },
  { value: "dependencia.update", label: "Dependencias" },
  { value: "routing.update", label: "Reglas de reparto" },
  { value: "category.update", label: "Cambio de categoría" },
  { value: "category.order", label: "Orden de categorías" },
  { value: "apiKey.issue", label: "Clave de API emitida" },
  { value: "apiKey.revoke", label: "Clave de API revocada" },
  { value: "report.open311", label: "Reporte recibido por Open311" },
  { value: "moderation.hide", label: "Contenido ocultado" },
  { value: "moderation.restore", label: "Contenido restaurado" },
  { value: "moderation.dismiss", label: "Marcas descartadas" },
  { value: "webhook.configure", label: "Webhook configurado" },
  { value: "webhook.rotate", label: "Secreto de webhook renovado" },
  { value: "webhook.resend", label: "Webhook reenviado" },
  { value: "webhook.refused", label: "Webhook entrante rechazado" },
  { value: "report.photoBlur", label: "Foto difuminada" },
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number]["value"];

export const ROLE_LABELS = {
  citizen: "Ciudadano",
  staff: "Funcionario",
  super_admin: "Super administrador",
} as const;

/** Field names of the audit log's before → after, in Spanish. */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  status: "Estado",
  note: "Mensaje a quien reportó",
  publicUpdate: "Actualización pública",
  internalNote: "Nota interna",
  isAnswer: "Respuesta",
  firstAnswer: "Primera respuesta",
  afterPhoto: "Foto del después",
  photo: "Foto",
  rectangles: "Rectángulos difuminados",
  kind: "Tipo",
  body: "Texto",
  title: "Nombre",
  role: "Rol",
  active: "Activa",
  name: "Nombre",
  description: "Descripción",
  icon: "Ícono",
  position: "Posición",
  order: "Orden",
  dependencia: "Dependencia",
  dependencias: "Dependencias",
  assignee: "Asignado a",
  email: "Correo",
  external: "Externa",
  isDefault: "Por defecto",
  neighborhoods: "Barrios",
  category: "Categoría",
  dueDate: "Vencimiento",
  reason: "Motivo",
  delivery: "Entrega",
  prefix: "Prefijo",
  revoked: "Revocada",
  radicado: "Radicado",
  channel: "Canal",
  url: "URL",
  enabled: "Activo",
  secret: "Secreto",
  eventId: "Evento",
  duplicateOf: "Duplicado de",
  state: "Moderación",
  openFlags: "Marcas abiertas",
};

export const STAFF_MESSAGES = {
  lastAdmin: "Debe quedar al menos un super administrador activo.",
  lastAdminCannotDelete:
    "Eres el último super administrador activo: nombra a otro antes de eliminar tu cuenta.",
  cannotDeactivateSelf: "No puedes desactivar tu propia cuenta.",
  userNotFound: "Usuario no encontrado",
  roleUpdated: "Rol actualizado",
  roleUpdateFailed: "No se pudo cambiar el rol.",
  activeUpdated: "Cuenta actualizada",
  activeUpdateFailed: "No se pudo cambiar el estado de la cuenta.",
  categoryUpdated: "Categoría actualizada",
  categoryUpdateFailed: "No se pudo guardar la categoría.",
  categoryNameRequired: "Escribe el nombre de la categoría.",
  categoryNameTooLong: "El nombre no puede superar los 80 caracteres.",
  categoryDescriptionRequired: "Escribe una descripción.",
  categoryDescriptionTooLong: "La descripción no puede superar los 300 caracteres.",
  categoryIconInvalid: "Elige uno de los íconos disponibles.",
  categoryOrderInvalid: "El orden debe incluir cada categoría una vez.",
  accountDisabled: "Esta cuenta está desactivada. Escribe a la Alcaldía Local de Riomar para reactivarla.",
  notificationsLoadFailed: "No se pudieron cargar las notificaciones.",
  exportFailed: "No se pudo generar el reporte.",
} as const;

/** How the audit log and staff screens name a person: first and last name, else the e-mail. */
export function displayName(person: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email || "Usuario";
}
