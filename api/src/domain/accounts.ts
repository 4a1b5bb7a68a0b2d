/**
 * Built-in accounts' passwords and their reset (docs/password-reset.md): the rules and sentences both
 * the API and the forms use.
 */
export const PASSWORD_RULES = {
  minLength: 10,
  maxLength: 200,
  /** How long a reset link works after it was made. */
  resetLinkLifetimeMs: 60 * 60 * 1000,
} as const;

/** Where a deactivated account is sent when no contact is configured (ACCOUNT_CONTACT). */
export const DEFAULT_ACCOUNT_CONTACT = "la Alcaldía Local de Riomar";

/** The longest first or last name: as long as the columns. */
export const NAME_MAX_LENGTH = 100;

export const ACCOUNT_MESSAGES = {
  firstNameRequired: "Escribe tu nombre.",
  firstNameTooLong: `El nombre puede tener hasta ${NAME_MAX_LENGTH} caracteres.`,
  lastNameTooLong: `El apellido puede tener hasta ${NAME_MAX_LENGTH} caracteres.`,
  nameSaved: "Guardamos tu nombre. Así aparece en los reportes y comentarios que firmas.",
  passwordLength: `La contraseña debe tener entre ${PASSWORD_RULES.minLength} y ${PASSWORD_RULES.maxLength} caracteres.`,
  // The same answer for a registered e-mail and an unknown one (docs/password-reset.md#asking).
  resetRequested:
    "Si el correo está registrado, te enviamos un enlace para crear una contraseña nueva. Revisa tu bandeja de entrada (y la de correo no deseado). El enlace vence en 1 hora.",
  resetLinkInvalid: "Este enlace para restablecer la contraseña no es válido. Pide uno nuevo.",
  resetLinkExpired: "Este enlace venció (dura 1 hora). Pide uno nuevo.",
  resetLinkUsed: "Este enlace ya se usó. Si necesitas cambiar la contraseña otra vez, pide uno nuevo.",
  passwordChanged:
    "Listo: tu contraseña cambió y se cerraron todas tus sesiones. Inicia sesión con la nueva.",
  resetEmailSent:
    "Enviamos al correo de la persona un enlace para restablecer su contraseña. Vence en 1 hora.",
  resetLinkShown:
    "No hay correo configurado en esta instalación: entrega este enlace a la persona en persona o por teléfono. Solo se muestra esta vez y vence en 1 hora.",
  resetNoPassword:
    "Esta cuenta inicia sesión con el proveedor institucional (OpenID Connect) y no tiene contraseña en Reporta Riomar: la contraseña se cambia con ese proveedor.",
  resetNoEmail: "Esta cuenta no tiene correo: no se le puede enviar un enlace.",
  resetInactive: "La cuenta está desactivada: reactívala antes de enviar un enlace.",
  resetFailed: "No se pudo crear el enlace para restablecer la contraseña.",
  tokenRequired: "Falta el enlace para restablecer la contraseña.",
} as const;

/** What a deactivated account hears when its password was right (docs/staff.md#users). */
export function accountDisabledMessage(contact: string): string {
  return `Tu cuenta está desactivada. Escribe a ${contact} para reactivarla.`;
}
