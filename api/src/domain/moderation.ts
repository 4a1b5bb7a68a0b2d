/**
 * Moderation (docs/moderation.md): residents with a cédula flag a report or a comment; three distinct
 * flags put it under review, and staff hide it, restore it or dismiss the flags.
 */
export const FLAG_REASONS = ["ofensivo", "datos_personales", "spam", "falso", "otro"] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

export const FLAG_REASON_LABELS: Readonly<Record<FlagReason, string>> = {
  ofensivo: "Ofensivo",
  datos_personales: "Datos personales",
  spam: "Spam",
  falso: "Falso",
  otro: "Otro",
};

export const isFlagReason = (value: unknown): value is FlagReason =>
  typeof value === "string" && (FLAG_REASONS as readonly string[]).includes(value);

/**
 * Where an item stands: `review` after enough flags (nobody but its author and staff reads it until
 * staff decide), `hidden` by staff with a public reason. Null: shown.
 */
export const MODERATION_STATES = ["review", "hidden"] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

export const MODERATION_STATE_LABELS: Readonly<Record<ModerationState, string>> = {
  review: "En revisión",
  hidden: "Oculto",
};
/** An item in no moderation state: everyone reads it. */
export const MODERATION_VISIBLE_LABEL = "Visible";

export const MODERATION_ACTIONS = ["hide", "restore", "dismiss"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_TARGETS = ["report", "comment"] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

export const MODERATION_LIMITS = {
  /** Distinct people whose open flags put an item under review. */
  flagsToReview: 3,
  flagDetailsMaxLength: 250,
  /** Items in the staff queue's page. */
  queuePageSize: 50,
  /** Flags shown per item in the queue (the count is always exact). */
  flagsShownPerItem: 10,
} as const;

export const MODERATION_TEXT = {
  underReview: "Contenido en revisión",
  /** What stays in place of a hidden item, for everyone but its author and staff. */
  hidden: (reason: FlagReason) => `Ocultado por moderación: ${FLAG_REASON_LABELS[reason].toLowerCase()}`,
  authorUnderReview:
    "Tu contenido está en revisión: varias personas lo marcaron. Mientras tanto solo tú y el personal de la Alcaldía lo ven.",
  authorHidden: (reason: FlagReason) =>
    `La Alcaldía ocultó este contenido por moderación (${FLAG_REASON_LABELS[reason].toLowerCase()}). Solo tú y el personal lo ven.`,
} as const;

/** The text that stands in place of a moderated item for the public. */
export function moderationPlaceholder(state: ModerationState, reason: FlagReason | null): string {
  return state === "hidden" && reason ? MODERATION_TEXT.hidden(reason) : MODERATION_TEXT.underReview;
}

export const MODERATION_MESSAGES = {
  reasonInvalid: "Elige un motivo: ofensivo, datos personales, spam, falso u otro.",
  detailsTooLong: `El detalle puede tener hasta ${MODERATION_LIMITS.flagDetailsMaxLength} caracteres.`,
  alreadyFlagged: "Ya marcaste este contenido. El personal de la Alcaldía lo revisará.",
  ownContent: "No puedes marcar tu propio contenido.",
  flagged: "Gracias. El personal de la Alcaldía revisará el contenido.",
  flagFailed: "No se pudo marcar el contenido. Inténtalo de nuevo.",
  actionInvalid: "Elige una acción: ocultar, restaurar o descartar las marcas.",
  targetInvalid: "Elige un reporte o un comentario.",
  hideNeedsReason: "Elige el motivo público para ocultarlo.",
  onlyStaffModerate: "Solo el personal de la Alcaldía modera el contenido.",
  nothingToDismiss: "Este contenido no tiene marcas pendientes.",
  notHidden: "Este contenido no está oculto ni en revisión.",
  deletedComment: "El comentario ya fue eliminado por su autor.",
} as const;
