/**
 * "¿Quedó resuelto?" (docs/resolution-check.md): 7 days after a report is resolved, its reporter and
 * followers are asked once per resolution whether the problem was really fixed.
 */
export const RESOLUTION_ANSWERS = ["si", "no", "no_se"] as const;
export type ResolutionAnswer = (typeof RESOLUTION_ANSWERS)[number];

export const RESOLUTION_ANSWER_LABELS: Readonly<Record<ResolutionAnswer, string>> = {
  si: "Sí",
  no: "No",
  no_se: "No sé",
};

export const isResolutionAnswer = (value: unknown): value is ResolutionAnswer =>
  typeof value === "string" && (RESOLUTION_ANSWERS as readonly string[]).includes(value);

export const RESOLUTION_CHECK_LIMITS = {
  /** Days after the resolution (its latest change to `resuelto`) when people are asked. */
  askAfterDays: 7,
  /** An e-mailed answer link is valid this long. */
  linkLifetimeMs: 60 * 24 * 60 * 60 * 1000,
  commentMaxLength: 1000,
  /** The newest answers staff read on a report; older ones stay in the table (and the figures). */
  answersShownToStaff: 50,
  /** Distinct followers with cédula whose "No" reopens the report (the reporter's alone does). */
  followersToReopen: 2,
} as const;

export const RESOLUTION_CHECK_MESSAGES = {
  question: "¿Quedó resuelto?",
  pageTitle: "¿Quedó resuelto?",
  answerInvalid: "Elige una respuesta: Sí, No o No sé.",
  commentTooLong: `El comentario puede tener hasta ${RESOLUTION_CHECK_LIMITS.commentMaxLength} caracteres.`,
  notAsked: "No tienes una pregunta pendiente sobre este reporte.",
  alreadyAnswered: "Ya respondiste esta pregunta.",
  photoOnlyWithNo: "La foto solo acompaña un «No»: muestra lo que sigue sin resolver.",
  photoInvalid: "La foto no es válida. Súbela de nuevo.",
  linkInvalid: "El enlace no es válido. Ábrelo tal como llegó en el correo o responde desde la app.",
  linkExpired: "El enlace venció. Puedes responder desde la app, en la página del reporte.",
  thanks: "¡Gracias! Registramos tu respuesta.",
  reopened: "Gracias. Con tu respuesta el reporte quedó reabierto y la dependencia fue avisada.",
  answeredBefore: (answer: ResolutionAnswer) =>
    `Ya respondiste esta pregunta: «${RESOLUTION_ANSWER_LABELS[answer]}».`,
} as const;
