/**
 * Staff's three kinds of text on a report (docs/staff.md#updates-messages-and-notes): who reads each is
 * the whole difference, so the forms say it in these words, and the API keeps them apart.
 */
export const REPORT_UPDATE_KINDS = [
  {
    value: "public_update",
    label: "Actualización pública",
    audience: "Lo verá todo el público",
  },
  {
    value: "reporter_message",
    label: "Mensaje a quien reportó",
    audience: "Solo lo verá quien reportó",
  },
  {
    value: "internal_note",
    label: "Nota interna",
    audience: "Solo lo verá el personal",
  },
] as const;

export type ReportUpdateKind = (typeof REPORT_UPDATE_KINDS)[number]["value"];

export const PUBLIC_UPDATE_KIND = "public_update" satisfies ReportUpdateKind;
export const REPORTER_MESSAGE_KIND = "reporter_message" satisfies ReportUpdateKind;
export const INTERNAL_NOTE_KIND = "internal_note" satisfies ReportUpdateKind;

export function reportUpdateKindLabel(kind: string): string | undefined {
  return REPORT_UPDATE_KINDS.find((candidate) => candidate.value === kind)?.label;
}

/** The label of a public update that answers the petition (docs/legal-clock.md#the-answer). */
export const ANSWER_LABEL = "Respuesta";

export const REPORT_UPDATE_LIMITS = {
  bodyMaxLength: 2000,
  templateTitleMaxLength: 80,
  templatesPerStatus: 10,
} as const;

export const REPORT_UPDATE_MESSAGES = {
  kindInvalid:
    "Elige a quién va dirigido el texto: actualización pública, mensaje a quien reportó o nota interna.",
  bodyRequired: "Escribe el texto.",
  bodyTooLong: "El texto no puede superar los 2000 caracteres.",
  answerOnlyPublic: "Solo una actualización pública puede marcarse como «Respuesta».",
  resolveNeedsPublicUpdate:
    "Para marcar el reporte como resuelto escribe una actualización pública: qué se hizo y cuándo.",
  afterPhotoOnlyOnResolve: "La foto del «después» solo se agrega al resolver el reporte.",
  afterPhotoInvalid: "La foto del «después» no es válida. Súbela de nuevo.",
  templateNotFound: "Plantilla no encontrada.",
  templateTitleRequired: "Escribe el nombre de la plantilla.",
  templateTitleTooLong: "El nombre de la plantilla no puede superar los 80 caracteres.",
  templateBodyRequired: "Escribe el texto de la plantilla.",
  templateUnknownPlaceholder:
    "La plantilla usa un campo que no existe. Los campos son {radicado}, {barrio} y {vence}.",
  tooManyTemplates: "Ya hay 10 plantillas para este estado: edita o elimina una antes de crear otra.",
} as const;

/** What a response template may name; filled from the report when staff pick it. */
export const TEMPLATE_PLACEHOLDERS = ["radicado", "barrio", "vence"] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The placeholders a template names that do not exist (an admin's typo would reach a resident). */
export function unknownPlaceholders(body: string): string[] {
  return [...body.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name));
}

/** A template's text with its placeholders replaced; anything else between braces is left as typed. */
export function fillTemplate(body: string, values: Record<TemplatePlaceholder, string>): string {
  return body.replace(PLACEHOLDER, (whole, name: string) =>
    (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as TemplatePlaceholder] : whole,
  );
}
