/** User-facing Spanish messages shared by the API (validation errors) and the web client (toasts). */
export const MESSAGES = {
  categoryRequired: "Selecciona una categoría.",
  neighborhoodRequired: "Selecciona un barrio.",
  severityRequired: "Selecciona un nivel de gravedad.",
  descriptionTooLong: "La descripción no puede superar los 250 caracteres.",
  tooManyPhotos: "Puedes adjuntar máximo 3 fotos.",
  photoTooLarge: "Cada foto debe pesar máximo 5 MB.",
  photoInvalid: "Una de las fotos no es válida o ya no está disponible. Vuelve a subirla.",
  addressTooLong: "La dirección no puede superar los 200 caracteres.",
  locationOutOfArea: "La ubicación debe estar en Barranquilla.",
  statusInvalid: "Selecciona un estado válido.",
  textHasControlCharacters:
    "El texto tiene caracteres no permitidos. Escríbelo de nuevo sin copiarlo de otra parte.",
  statusNoteTooLong: "La nota no puede superar los 500 caracteres.",
  onlyCitizensReport: "Solo los ciudadanos pueden crear reportes.",
  cedulaRequired: "Cédula requerida",
  cedulaInvalid: "Cédula inválida: debe tener entre 6 y 10 dígitos numéricos.",
  consentRequired: "Debes aceptar el tratamiento de tus datos personales.",
  cedulaTaken:
    "Esta cédula ya está registrada en otra cuenta. Si crees que es un error, escríbenos a la Alcaldía Local de Riomar.",
  reportSubmitFailed: "No se pudo enviar el reporte. Inténtalo de nuevo.",
  photoProcessingFailed: "Error al procesar la foto. Inténtalo de nuevo.",
  photoUploaded: "Foto subida",
  statusUpdateFailed: "No se pudo actualizar el estado del reporte.",
  statusUpdated: "Estado actualizado",
  figuresLoadFailed: "No se pudieron cargar las cifras. Recarga la página para intentarlo de nuevo.",
  reportsLoadFailed: "No se pudieron cargar los reportes",
  reportLoadFailed: "No se pudo cargar el reporte",
  voteFailed: "No se pudo procesar el voto",
  followFailed: "No se pudo cambiar el seguimiento del reporte",
  commentFailed: "No se pudo publicar el comentario",
  likeFailed: "No se pudo procesar el like",
  // The API's answer, as the specification words it; the form says what to do before it sends anything.
  commentEmpty: "Comentario vacío",
  commentEmptyPrompt: "Escribe tu comentario antes de publicarlo.",
  commentTooLong: "El comentario no puede superar los 1000 caracteres.",
  replyParentInvalid: "Solo puedes responder a un comentario principal de este reporte.",
  commentNotFound: "Comentario no encontrado",
  commentDeleted: "Comentario eliminado",
  commentAuthorDeleted: "Usuario eliminado",
  onlyAuthorDeletesComment: "Solo quien escribió el comentario puede eliminarlo.",
  commentDeleteFailed: "No se pudo eliminar el comentario",
  linkCopied: "Enlace copiado",
  liveReportIdsInvalid: "Puedes seguir en vivo hasta 100 reportes a la vez.",
  signInRequired: "Inicia sesión",
  testLoginFailed: "No se pudo simular el login",
  reportNotFound: "Reporte no encontrado",
  neighborhoodNotFound: "Barrio no encontrado",
  categoryNotFound: "Categoría no encontrada",
  // Cursors are opaque: one a list did not hand out (or one from another order) is refused whole.
  cursorInvalid: "La posición de la página no es válida. Vuelve a la primera página.",
  // The lost-session toast (docs/decisions.md#error-messages), in the product's language.
  unauthorizedTitle: "Sesión cerrada",
  unauthorizedDescription: "Tu sesión terminó. Inicia sesión de nuevo.",
  accessDenied: "Acceso denegado",
  accessDeniedDescription: "No tienes permiso para acceder al panel de administración.",
} as const;

/** `count` and its unit, singular or plural: "1 minuto", "42 minutos". */
const unitCount = (count: number, singular: string, plural: string) =>
  `${count} ${count === 1 ? singular : plural}`;

/**
 * A refusal for going over a limit, with the wait that the limiter reports: a sign-up limit may hold for
 * most of an hour, and "un momento" would send a resident back to a form that refuses again.
 */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const hours = Math.ceil(seconds / 3600);
  const wait =
    seconds < 60
      ? unitCount(seconds, "segundo", "segundos")
      : minutes <= 90
        ? unitCount(minutes, "minuto", "minutos")
        : hours <= 36
          ? unitCount(hours, "hora", "horas")
          : unitCount(Math.ceil(seconds / 86_400), "día", "días");
  return `Demasiados intentos. Inténtalo de nuevo en ${wait}.`;
}
