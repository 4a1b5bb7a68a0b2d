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
  /**
   * A count (or other aggregate) over every report a search matches: PostgreSQL reads all of them,
   * up to the whole table.
   */
  matchCountCost: 300,
  /** Each word of a text search, on a page: one more LIKE over the rows read to fill it. */
  textWordCost: 30,
  /** Each word of a text search, on a count: one more LIKE over every report the filter reaches. */
  textWordCountCost: 150,
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

/**
 * How long PostgreSQL may work on one statement before it cancels it, by kind of work
 * (docs/graphql.md#expensive-reads). Every request path gets the interactive limit; the others are the
 * stated, longer limits of work that is known to read much: analysts' statistics, the staff's CSV
 * export (per batch of rows), and building the open-data files.
 */
export const STATEMENT_TIMEOUTS_MS = {
  interactive: 5_000,
  statistics: 15_000,
  export: 60_000,
  openData: 120_000,
  /** A queue job's batch statement (the 7:00 alert digests): no request waits on it. */
  backgroundJob: 120_000,
} as const;
export type StatementTimeoutKind = keyof typeof STATEMENT_TIMEOUTS_MS;

/**
 * Expensive reads (text searches, counts over the matches, statistics, export batches) share a part
 * of the application's database connections, so that health checks and ordinary requests always find
 * one; and each caller (a signed-in user, else a client address) runs only a few at once
 * (docs/graphql.md#expensive-reads).
 */
export const EXPENSIVE_READ_LIMITS = {
  /** Connections of the application's pool (MikroORM's) that expensive reads never take. */
  reservedConnections: 6,
  /** Expensive reads of one caller running at once; more wait their turn. */
  runningPerCaller: 2,
  /** Expensive reads of one caller waiting their turn; past this the caller is refused (429). */
  waitingPerCaller: 30,
} as const;

export const QUERY_TIME_MESSAGES = {
  statementTimeout:
    "La consulta tardó demasiado y se canceló. Usa filtros más precisos o inténtalo de nuevo en un momento.",
  waitedTooLong: "El servidor está atendiendo muchas consultas pesadas. Inténtalo de nuevo en un momento.",
  tooManyAtOnce: "Tienes demasiadas consultas pesadas en curso. Espera a que terminen e inténtalo de nuevo.",
} as const;
