/**
 * Personal data in public text (docs/privacy-masking.md): what looks like a phone number, an e-mail
 * address or a cédula in a description, an address, a comment or a public update is masked for anyone
 * who is neither staff nor its author. Every digit of a phone number or a cédula becomes "•" and its
 * label, spaces, dashes, dots and parentheses stay, so the sentence still reads ("llamar al
 * ••• ••• ••••", "C.C. ••.•••.•••"); an e-mail becomes "•••@•••". Nothing else changes: radicados,
 * dates, amounts and address numbers stay as written.
 */

/** What a masked digit reads as. */
export const MASKED_DIGIT = "•";
/** What a masked e-mail address reads as. */
export const MASKED_EMAIL = "•••@•••";

/** One separator inside a number as people type it: a space, a dash or a dot. */
const S = "[ .\\-]?";
/**
 * Not the continuation of a number (a digit, or a digit and a dot, comma or dash, right before). A slash
 * separates numbers ("300 123 4567/301 765 4321"); dates, which it also separates, are never masked.
 */
const START = "(?<!\\p{N}[.,\\-]?)";
/** Not followed by more of a number. */
const END = "(?!\\p{N})(?![.,\\-]\\p{N})";

/** The seven digits after a mobile's or a landline's first three, grouped as people group them. */
const SEVEN_TAIL = `(?:\\d{3}${S}\\d{4}|\\d{3}${S}\\d{2}${S}\\d{2}|\\d{4}${S}\\d{3}|\\d{2}${S}\\d{2}${S}\\d{3}|\\d{7})`;
/** The country code: "+57", "0057", "(+57)", or "57" written against the number. */
const COUNTRY = `(?:(?:\\+|00)\\s?57${S}|\\(\\s?(?:\\+|00)?\\s?57\\s?\\)\\s?|57)`;

const PHONE = new RegExp(
  `${START}(?:` +
    // Mobile: 3xx xxx xxxx.
    `${COUNTRY}?\\(?3\\d{2}\\)?${S}${SEVEN_TAIL}` +
    // Landline since 2021: 60x xxx xxxx, the area in parentheses or not.
    `|${COUNTRY}?\\(?60[1-8]\\)?${S}${SEVEN_TAIL}` +
    // Landline before: (5) xxx xxxx, or the seven digits alone, grouped.
    `|(?:${COUNTRY}?\\(0?[1-8]\\)\\s?)?[2-8]\\d{2}${S}(?:\\d{4}|\\d{2}${S}\\d{2})` +
    `)${END}`,
  "gu",
);

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

/** A label that says a cédula follows; the number may be written against it ("CC1045678901"). */
const CEDULA_LABEL =
  "(?:c[ée]dula(?:\\s+de\\s+ciudadan[íi]a)?|documento(?:\\s+de\\s+identidad)?|c\\.\\s?c\\.?|cc\\.?)" +
  "\\s*(?:[:#]|n[°ºo.]\\.?|n[úu]mero)?\\s*";
/** 6 to 10 digits, together or in thousands with dots ("1.045.678.901"). */
const CEDULA_NUMBER = "(?:\\d{6,10}|\\d{1,3}(?:\\.\\d{3}){2,3}|\\d{3}\\.\\d{3})";
/** A labelled cédula (the label in group 1, kept as written) or one standing alone. */
const CEDULA = new RegExp(
  `(?<![\\p{L}\\p{N}])(${CEDULA_LABEL})${CEDULA_NUMBER}${END}|` +
    `${START}(?<![\\p{L}$])${CEDULA_NUMBER}${END}(?!\\p{L})`,
  "giu",
);

/**
 * What is never personal data even though it has the digits of some (docs/privacy-masking.md#what-is-never-masked):
 * a radicado, a date, an amount after "$" or before "pesos", an address number, a postal code. A phone
 * or cédula candidate that overlaps one of these is left alone.
 */
const NOT_PERSONAL: readonly RegExp[] = [
  /RIO-\d{4}-\d{6}/giu,
  // Dates: 30/12/2025, 30-12-25, 30.12.2025, 2025-12-30.
  /(?<!\p{N})(?:0?[1-9]|[12]\d|3[01])([/.-])(?:0?[1-9]|1[0-2])\1(?:\d{4}|\d{2})(?!\p{N})/gu,
  /(?<!\p{N})\d{4}([/.-])(?:0?[1-9]|1[0-2])\1(?:0?[1-9]|[12]\d|3[01])(?!\p{N})/gu,
  // Amounts: "$1.500.000", "$ 250.000,00", "COP 80000", "1.500.000 pesos", "300000 de pesos".
  /(?:\$|\bcop\b)\s*\d[\d.,]*/giu,
  /(?<![\p{N}.,])\d[\d.,]*\s*(?:de\s+)?(?:pesos|cop)\b/giu,
  // Address numbers: "Calle 84 # 57-120", "Cra. 51B No. 79-55", "# 57 - 120".
  /(?:#|\bn[°ºo]\.?|\bn[úu]m(?:ero)?\.?)\s*\d{1,3}\s*\p{L}?(?:\s*bis)?\s*[-–]\s*\d{1,3}(?!\p{N})/giu,
  /\b(?:calle|cll?|carrera|cra|kra?|cr|diagonal|dg|transversal|tv|avenida|av)\.?\s*\d{1,3}\s*\p{L}?(?:\s*bis)?\s+\d{1,3}\s*\p{L}?\s*[-–]\s*\d{1,3}(?!\p{N})/giu,
  /\bc[óo]digo\s+postal\s*:?\s*\d{6}(?!\p{N})/giu,
];

interface Span {
  start: number;
  end: number;
  email: boolean;
}

/** Where `pattern` matches; with `labelled`, its first group is a label, kept out of the span. */
function spans(pattern: RegExp, text: string, { email = false, labelled = false } = {}): Span[] {
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index + (labelled ? (match[1]?.length ?? 0) : 0),
    end: match.index + match[0].length,
    email,
  }));
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * `text` with the phone numbers, e-mail addresses and cédulas in it masked (docs/privacy-masking.md).
 * Text without a digit and without "@" is returned as it is, untouched and at once.
 */
export function maskPersonalData(text: string): string;
export function maskPersonalData(text: string | null): string | null;
export function maskPersonalData(text: string | null): string | null {
  if (text == null || !/[\d@]/.test(text)) return text;
  const emails = text.includes("@") ? spans(EMAIL, text, { email: true }) : [];
  const candidates = [...spans(PHONE, text), ...spans(CEDULA, text, { labelled: true })];
  // What is never personal data is looked for only when some number might be (most texts: none).
  const kept = candidates.length > 0 ? NOT_PERSONAL.flatMap((pattern) => spans(pattern, text)) : [];
  const numbers = candidates.filter(
    (span) => !kept.some((other) => overlaps(span, other)) && !emails.some((e) => overlaps(span, e)),
  );
  const masked = [...emails, ...numbers].sort((a, b) => a.start - b.start);
  if (masked.length === 0) return text;
  let result = "";
  let at = 0;
  for (const span of masked) {
    if (span.end <= at) continue;
    const start = Math.max(span.start, at);
    result += text.slice(at, start);
    // E-mails overlap nothing (numbers inside one were dropped above); numbers may overlap each other.
    result += span.email ? MASKED_EMAIL : text.slice(start, span.end).replace(/\d/g, MASKED_DIGIT);
    at = span.end;
  }
  return result + text.slice(at);
}
