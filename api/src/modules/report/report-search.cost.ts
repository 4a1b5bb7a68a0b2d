import { GRAPHQL_LIMITS } from "../../domain";

/**
 * What a report search asks of PostgreSQL, for the GraphQL cost limit (docs/graphql.md#cost): each word
 * of its text is one more LIKE, on the rows read to fill a page, and on every report the filter reaches
 * when the matches are counted.
 */
function textWords(args: Record<string, unknown>): number {
  const filter = args.filter as { text?: unknown } | null | undefined;
  return typeof filter?.text === "string" ? filter.text.split(/\s+/).filter(Boolean).length : 0;
}

/** A page of the search: its words, on top of the page's rows. */
export function searchPageCost(args: Record<string, unknown>): number {
  return textWords(args) * GRAPHQL_LIMITS.textWordCost;
}

/** A count (or the tiles' aggregate) over the search's matches. */
export function matchCountCost(args: Record<string, unknown>): number {
  return GRAPHQL_LIMITS.matchCountCost + textWords(args) * GRAPHQL_LIMITS.textWordCountCost;
}
