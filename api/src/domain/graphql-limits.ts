/**
 * What one GraphQL operation may ask of the server, over HTTP and over the WebSocket alike
 * (docs/graphql.md explains each number and the cost model). The analysts' IDE can show them.
 */
export const GRAPHQL_LIMITS = {
  /** An HTTP body or a WebSocket message, refused before anything parses it (express.json's "100kb"). */
  maxOperationBytes: 100 * 1024,
  /** Lexical tokens of the document, counted while parsing (the full introspection query has ~190). */
  maxTokens: 1000,
  /** Aliased fields (`a: categories`) in the operation, fragments included; `__typename` is free. */
  maxAliases: 30,
  /** Nesting of fields; `__schema` is bounded by graphql-js's own introspection-depth rule instead. */
  maxDepth: 10,
  /** The same field (response name) in one selection set, fragments included. */
  maxFieldRepeats: 20,
  /** `@include`/`@skip`/… directives in the operation. */
  maxDirectives: 20,
  /** The operation's cost: see docs/graphql.md#cost. */
  maxCost: 10_000,
  /** What a selected field costs unless its resolver declares its own (`complexity`). */
  defaultFieldCost: 1,
  /** The same for a Query, Mutation or Subscription field: each is at least one database round trip. */
  defaultRootFieldCost: 10,
  /** How many items a list field is assumed to return when it has no size argument nor `listSize`. */
  defaultListSize: 20,
  /** The whole schema answered by `__schema`: about 2,300 values, computed in memory. */
  schemaIntrospectionCost: 1000,
  /** One type answered by `__type(name:)`. */
  typeIntrospectionCost: 50,
  /** Operations running at once on one WebSocket (subscriptions, and queries still executing). */
  maxOperationsPerSocket: 20,
  /** Open WebSockets from one client address: neighbours behind one carrier NAT share an address. */
  maxSocketsPerAddress: 100,
} as const;

/** Which limit refused an operation: `extensions.limit` of a QUERY_LIMIT_EXCEEDED error. */
export type GraphQLLimitKind =
  "size" | "tokens" | "aliases" | "depth" | "directives" | "repeats" | "cost" | "operations" | "sockets";

/** The Spanish message of each refusal, given the limit's maximum. */
export const GRAPHQL_LIMIT_MESSAGES: Readonly<Record<GraphQLLimitKind, (maximum: number) => string>> = {
  size: (maximum) => `La consulta es demasiado grande: el máximo es ${Math.round(maximum / 1024)} KB.`,
  tokens: (maximum) => `La consulta es demasiado larga: el máximo es ${maximum} elementos.`,
  aliases: (maximum) => `La consulta usa demasiados alias: el máximo es ${maximum}.`,
  depth: (maximum) => `La consulta anida demasiados niveles: el máximo es ${maximum}.`,
  directives: (maximum) => `La consulta usa demasiadas directivas: el máximo es ${maximum}.`,
  repeats: (maximum) => `La consulta repite demasiadas veces un mismo campo: el máximo es ${maximum}.`,
  cost: (maximum) =>
    `La consulta pide demasiados datos a la vez (costo máximo ${maximum}). Pide menos campos o listas más cortas.`,
  operations: (maximum) =>
    `Demasiadas operaciones abiertas en esta conexión: el máximo es ${maximum}. Cierra alguna e inténtalo de nuevo.`,
  sockets: (maximum) => `Demasiadas conexiones abiertas desde tu red: el máximo es ${maximum}.`,
};
