/**
 * Colombian addresses as residents type them ("cra 51b # 84-120") become what OpenStreetMap names
 * the road ("Carrera 51B 84-120"): geocoders match words, and OSM spells road types out in full.
 */

const ROAD_TYPES: ReadonlyArray<readonly [string, string]> = [
  ["calle|cll|cl", "Calle"],
  ["carrera|kra|cra|kr|cr", "Carrera"],
  ["diagonal|diag|dg", "Diagonal"],
  ["transversal|transv|tv", "Transversal"],
  ["avenida|avda|av", "Avenida"],
];

// Only a whole word counts ("Cl" but not "Clínica"); "Cra51" without a space is common on phones.
const roadTypePatterns = ROAD_TYPES.map(
  ([abbreviations, name]) =>
    [new RegExp(`(^|[\\s,(])(?:${abbreviations})\\.?(?=\\s|\\d|,|$)`, "giu"), `$1${name} `] as const,
);

// "#", "No.", "N°", "Nro" only introduce the cross-road number; geocoders read them as noise.
const NUMBER_MARKER = /(^|\s)(?:n\.?[°º]|no\.|no(?=\s*\d)|nro\.?|n[uú]m(?:ero)?\.?)\s*(?=\d)/giu;

/** Whitespace trimmed and collapsed: the text the resident typed, as they typed it. */
export function collapseSpaces(text: string): string {
  return text.normalize("NFC").replace(/\s+/gu, " ").trim();
}

export function normaliseAddressQuery(text: string): string {
  let query = collapseSpaces(text).replace(/#/gu, " ");
  for (const [pattern, replacement] of roadTypePatterns) query = query.replace(pattern, replacement);
  return collapseSpaces(
    query
      .replace(NUMBER_MARKER, "$1")
      .replace(/(\d)\s*-\s*(\d)/gu, "$1-$2")
      .replace(
        /\b(\d+)([a-z])\b/gu,
        (_match, digits: string, letter: string) => digits + letter.toUpperCase(),
      ),
  ).replace(/^[\s,]+|[\s,]+$/gu, "");
}

/** Geocoders ignore case, so "Cra 51B" and "cra 51b" share one cache entry. */
export function cacheKey(normalisedQuery: string, neighborhood: string | undefined): string {
  return `${normalisedQuery.toLowerCase()}|${neighborhood ?? ""}`;
}
