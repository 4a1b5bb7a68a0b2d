import { z } from "zod";
import { MESSAGES } from "../domain";

// Control characters (NUL above all, which PostgreSQL refuses in text) never come from a keyboard;
// tabs and line breaks do (descriptions and comments are textareas).
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;
// Bidirectional embeddings, overrides and isolates reorder what readers see ("Trojan Source"
// spoofing of names, addresses and links): refused, as no Spanish text needs them.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
// Invisible characters that only hide or split words (zero-width space, word joiner, byte-order mark,
// direction marks): removed. Zero-width (non-)joiners stay: emoji sequences are built with them.
const INVISIBLE_CHARACTERS = /[\u200B\u200E\u200F\u2060\uFEFF]/gu;

/**
 * Free text typed by a person: invisible characters removed, trimmed, refused with a Spanish message
 * when it holds control or bidirectional characters or is longer than `maxLength`.
 */
export function typedText(maxLength: number, tooLong: string) {
  return z
    .string()
    .refine((value) => !CONTROL_CHARACTERS.test(value) && !BIDI_CONTROLS.test(value), {
      error: MESSAGES.textHasControlCharacters,
    })
    .transform((value) => value.replace(INVISIBLE_CHARACTERS, "").trim())
    .pipe(z.string().max(maxLength, { error: tooLong }));
}

/** Optional free text: absent, null or blank all become null (the forms send null for empty). */
export function optionalTypedText(maxLength: number, tooLong: string) {
  return typedText(maxLength, tooLong)
    .nullish()
    .transform((value) => (value == null || value === "" ? null : value));
}

/**
 * Text that others will read but that nobody typed here, such as the names an OpenID provider sends
 * (docs/security.md#sign-up): cleaned rather than refused, since a sign-in cannot be sent back to be
 * corrected. Tabs and line breaks become spaces; other control, bidirectional and invisible characters
 * go; runs of spaces become one; then it is cut to `maxLength` characters. Null when nothing is left.
 */
export function cleanText(value: string | null | undefined, maxLength: number): string | null {
  if (value == null) return null;
  const cleaned = value
    .replace(/[\t\n\r]/g, " ")
    .replace(new RegExp(CONTROL_CHARACTERS.source, "gu"), "")
    .replace(new RegExp(BIDI_CONTROLS.source, "gu"), "")
    .replace(INVISIBLE_CHARACTERS, "")
    .replace(/\s+/gu, " ")
    .trim();
  // By code point, so that a cut never splits an emoji's surrogate pair.
  const fitted = Array.from(cleaned).slice(0, maxLength).join("").trim();
  return fitted === "" ? null : fitted;
}
