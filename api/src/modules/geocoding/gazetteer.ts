import { NEIGHBORHOODS, type LatLng, type NeighborhoodDefinition } from "../../domain/neighborhoods";
import { CITY, COUNTRY, STATE, type AddressSuggestion } from "./address-suggestion";

/** Lower case, no accents, words separated by single spaces: "Limón" and "limon" compare equal. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

interface Entry {
  label: string;
  centroid: LatLng;
  folded: string;
  words: string[];
}

// A neighbourhood without a centroid cannot give the map a position, so it cannot be suggested.
const ENTRIES: Entry[] = (NEIGHBORHOODS as readonly NeighborhoodDefinition[]).flatMap(
  ({ label, centroid }) =>
    centroid ? [{ label, centroid, folded: fold(label), words: fold(label).split(" ") }] : [],
);

/** Lower is better; undefined is no match. */
function rank(entry: Entry, query: string): number | undefined {
  if (entry.folded === query) return 0;
  if (entry.folded.startsWith(query)) return 1;
  const queryWords = query.split(" ");
  if (queryWords.every((word) => entry.words.some((labelWord) => labelWord.startsWith(word)))) return 2;
  if (entry.folded.includes(query)) return 3;
  // "calle 84 riomar": the resident named the neighbourhood after the street.
  if (` ${query} `.includes(` ${entry.folded} `)) return 4;
  return undefined;
}

function place(centroid: LatLng, parts: string[], address: AddressSuggestion["address"]): AddressSuggestion {
  return {
    lat: String(centroid.lat),
    lon: String(centroid.lng),
    display_name: [...parts, CITY, STATE, COUNTRY].join(", "),
    address: { ...address, city: CITY, state: STATE },
  };
}

/**
 * The offline answer: neighbourhoods whose name matches what was typed and, when the resident chose
 * a neighbourhood, their own text placed at its centroid, so they can still pick it and move the pin.
 */
export function gazetteerSuggestions(
  typedText: string,
  neighborhood: NeighborhoodDefinition | undefined,
  limit: number,
): AddressSuggestion[] {
  const suggestions: AddressSuggestion[] = [];
  const query = fold(typedText);
  if (neighborhood?.centroid && query && query !== fold(neighborhood.label)) {
    suggestions.push(
      place(neighborhood.centroid, [typedText, neighborhood.label], {
        road: typedText,
        neighbourhood: neighborhood.label,
      }),
    );
  }
  if (query) {
    const matches = ENTRIES.flatMap((entry) => {
      const score = rank(entry, query);
      return score === undefined ? [] : [{ entry, score }];
    }).sort((a, b) => a.score - b.score || a.entry.label.localeCompare(b.entry.label, "es"));
    for (const { entry } of matches) {
      suggestions.push(place(entry.centroid, [entry.label], { neighbourhood: entry.label }));
    }
  }
  return suggestions.slice(0, limit);
}
