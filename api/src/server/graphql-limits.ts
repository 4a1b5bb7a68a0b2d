import type { ApolloServerPlugin } from "@apollo/server";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import {
  getNamedType,
  GraphQLError,
  isListType,
  isObjectType,
  isNonNullType,
  Kind,
  Lexer,
  parse,
  SchemaMetaFieldDef,
  Source,
  TokenKind,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";
import { GRAPHQL_LIMIT_MESSAGES, GRAPHQL_LIMITS, type GraphQLLimitKind } from "../domain";

/**
 * The limits every GraphQL operation meets, whichever transport brings it (docs/graphql.md). Both
 * doors call `checkDocument` first (tokens, aliases, depth, directives, repeated fields) and
 * `costLimitError` once the operation and its variables are known: over HTTP in a middleware ahead of
 * Apollo and in `limitsPlugin` (Apollo also gets `PARSE_OPTIONS` and `LIMIT_RULES` for the requests
 * the middleware cannot read, e.g. persisted queries), over the WebSocket in `checkOperation`
 * (websocket.ts). Refusals are QUERY_LIMIT_EXCEEDED errors in Spanish.
 */
export const QUERY_LIMIT_EXCEEDED = "QUERY_LIMIT_EXCEEDED";

export class OperationLimitError extends GraphQLError {
  constructor(
    readonly limit: GraphQLLimitKind,
    readonly maximum: number,
    readonly actual?: number,
  ) {
    super(GRAPHQL_LIMIT_MESSAGES[limit](maximum), {
      // `http` sets Apollo's status when the error is thrown from a plugin hook; formatting drops it.
      extensions: { code: QUERY_LIMIT_EXCEEDED, http: { status: 400 } },
    });
  }

  toFormatted(): GraphQLFormattedError {
    return {
      message: this.message,
      extensions: {
        code: QUERY_LIMIT_EXCEEDED,
        limit: this.limit,
        maximum: this.maximum,
        ...(this.actual !== undefined ? { actual: this.actual } : {}),
      },
    };
  }
}

/** graphql-js stops lexing after this many tokens, so a huge document costs little to refuse. */
export const PARSE_OPTIONS: ParseOptions = { maxTokens: GRAPHQL_LIMITS.maxTokens };

/** Parses with the token limit; a document over it is refused with QUERY_LIMIT_EXCEEDED. */
export function parseOperation(source: string): DocumentNode {
  try {
    return parse(source, PARSE_OPTIONS);
  } catch (error) {
    if (exceedsTokenLimit(source)) throw new OperationLimitError("tokens", GRAPHQL_LIMITS.maxTokens);
    throw error;
  }
}

/** Counts at most `maxTokens + 1` tokens: whether a document that failed to parse was too long. */
function exceedsTokenLimit(source: string): boolean {
  const lexer = new Lexer(new Source(source));
  try {
    for (let count = 0; count <= GRAPHQL_LIMITS.maxTokens; count++) {
      if (lexer.advance().kind === TokenKind.EOF) return false;
    }
    return true;
  } catch {
    return false; // a lexical error before the limit: a plain syntax error
  }
}

/** Reports a library's refusal as ours: Spanish, with the limit's name and maximum. */
function refuseWith(limit: GraphQLLimitKind, maximum: number) {
  return {
    n: maximum,
    exposeLimits: false,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null) => context?.reportError(new OperationLimitError(limit, maximum)),
    ],
  };
}

/**
 * The same field (response name) at most `maxFieldRepeats` times in one selection set, counting what
 * inline fragments and fragment spreads bring into it. graphql-js's OverlappingFieldsCanBeMergedRule
 * compares every pair of such fields: within the token limit, 240 copies of `categories { id }` kept
 * a core busy for a tenth of a second or more. Fragments are counted once each (memoised).
 */
function maxFieldRepeatsRule(context: ValidationContext) {
  const maximum = GRAPHQL_LIMITS.maxFieldRepeats;
  const ofFragment = new Map<string, Map<string, number>>();
  let reported = false;

  const countsOf = (selectionSet: SelectionSetNode, visiting: Set<string>): Map<string, number> => {
    const counts = new Map<string, number>();
    const add = (name: string, count: number) => counts.set(name, (counts.get(name) ?? 0) + count);
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) add((selection.alias ?? selection.name).value, 1);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        for (const [name, count] of countsOf(selection.selectionSet, visiting)) add(name, count);
      } else {
        const fragmentName = selection.name.value;
        const fragment = context.getFragment(fragmentName);
        if (!fragment || visiting.has(fragmentName)) continue; // unknown or cyclic: graphql-js reports it
        let fragmentCounts = ofFragment.get(fragmentName);
        if (!fragmentCounts) {
          fragmentCounts = countsOf(fragment.selectionSet, new Set(visiting).add(fragmentName));
          ofFragment.set(fragmentName, fragmentCounts);
        }
        for (const [name, count] of fragmentCounts) add(name, count);
      }
    }
    return counts;
  };

  return {
    SelectionSet(selectionSet: SelectionSetNode) {
      if (reported) return;
      for (const count of countsOf(selectionSet, new Set()).values()) {
        if (count > maximum) {
          reported = true;
          context.reportError(new OperationLimitError("repeats", maximum));
          return;
        }
      }
    },
  };
}

/**
 * Limits that depend on the document only, so Apollo may cache a document that passed them. They are
 * linear in the document's size, and run before graphql-js's own rules (`checkDocument`), some of
 * which are not.
 */
export const LIMIT_RULES: ValidationRule[] = [
  maxAliasesRule(refuseWith("aliases", GRAPHQL_LIMITS.maxAliases)),
  // Depth counts fields only: colocated fragments spread inside fragments add no level of data.
  // `__schema` is left to graphql-js's MaxIntrospectionDepthRule (in its specified rules), which refuses
  // the recursive `fields { type { fields … } } }` shapes while the IDE's introspection query passes.
  maxDepthRule({
    ...refuseWith("depth", GRAPHQL_LIMITS.maxDepth),
    ignoreIntrospection: true,
    flattenFragments: true,
  }),
  maxDirectivesRule(refuseWith("directives", GRAPHQL_LIMITS.maxDirectives)),
  maxFieldRepeatsRule,
] as ValidationRule[];

/**
 * Parses `source` and checks the limits that need no variables, in time linear in its size: the
 * token limit while parsing, then LIMIT_RULES. Both doors call it before any other validation (the
 * HTTP door in an Express middleware ahead of Apollo, the WebSocket door in `checkOperation`).
 * Throws graphql-js's syntax error for a document that does not parse. Documents that passed are
 * remembered, so the few documents a client sends again and again are checked once.
 */
export function checkDocument(schema: GraphQLSchema, source: string): DocumentNode | OperationLimitError {
  let passed = checkedDocuments.get(schema);
  if (!passed) checkedDocuments.set(schema, (passed = new Map<string, DocumentNode>()));
  const known = passed.get(source);
  if (known) {
    passed.delete(source); // most recently used last
    passed.set(source, known);
    return known;
  }
  let document: DocumentNode;
  try {
    document = parseOperation(source);
  } catch (error) {
    if (error instanceof OperationLimitError) return error;
    throw error;
  }
  const refusal = validate(schema, document, LIMIT_RULES).find(
    (error) => error instanceof OperationLimitError,
  );
  if (refusal instanceof OperationLimitError) return refusal;
  if (source.length <= CACHED_DOCUMENT_MAX_LENGTH) {
    passed.set(source, document);
    if (passed.size > CACHED_DOCUMENTS) passed.delete(passed.keys().next().value!);
  }
  return document;
}

/** At most this many documents of at most this length: a few megabytes. */
const CACHED_DOCUMENTS = 500;
const CACHED_DOCUMENT_MAX_LENGTH = 8 * 1024;
const checkedDocuments = new WeakMap<GraphQLSchema, Map<string, DocumentNode>>();

/** Arguments that give a list field's size (`reports(first: 50)`), in this order. */
const LIST_SIZE_ARGUMENTS = ["first", "last", "limit", "take", "pageSize"] as const;

/**
 * Extensions a schema field may declare for the cost (docs/graphql.md#cost), besides TypeGraphQL's
 * `complexity`:
 * - `listSize`: how many items a list returns at most, or a page's size when its size argument is
 *   left out;
 * - `pageItems`: the list of a page type (a connection's `edges` and `nodes`), whose size is the
 *   page field's size argument: the field that returns the page multiplies it;
 * - `costFromPage`: a field of a page type whose work depends on the page field's arguments (a count
 *   of the search's matches), priced when those are known.
 */
export interface CostExtensions {
  listSize?: number;
  pageItems?: boolean;
  costFromPage?: (pageArgs: Record<string, unknown>) => number;
}

/** What a page's fields asked for, until the field that returns the page is costed. */
interface PendingPage {
  /** The cost of one row of the page's item lists. */
  rowCost: number;
  /** The page fields' prices, given the page field's arguments. */
  fromPage: Array<(pageArgs: Record<string, unknown>) => number>;
}

/** Object types with a `pageItems` list: a field that returns one is a page of that size. */
const pageTypesOf = new WeakMap<GraphQLSchema, Set<string>>();
function pageTypes(schema: GraphQLSchema): Set<string> {
  let names = pageTypesOf.get(schema);
  if (!names) {
    names = new Set(
      Object.values(schema.getTypeMap())
        .filter(isObjectType)
        .filter((type) =>
          Object.values(type.getFields()).some((field) => (field.extensions as CostExtensions).pageItems),
        )
        .map((type) => type.name),
    );
    pageTypesOf.set(schema, names);
  }
  return names;
}

/**
 * The cost of one field (docs/graphql.md#cost): its own cost (the resolver's `complexity` option, by
 * default 1, or 10 for a root field: each one is at least a database round trip) plus, for a list,
 * its selection's cost times the list's size: a size argument, else the field's `listSize`
 * extension, else the default. A field that returns a page (a type with `pageItems` lists) adds its
 * rows' cost times the page's size and what its `costFromPage` fields cost with its arguments: the
 * library costs a field's selection just before the field, so those are collected on the way up.
 * Introspection costs a fixed amount per `__schema` or `__type`, whatever it selects; `__typename`
 * is free.
 */
function fieldCostIn(schema: GraphQLSchema): ComplexityEstimator {
  const rootTypes = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  const pages = pageTypes(schema);
  let pending: PendingPage = { rowCost: 0, fromPage: [] };
  const estimate: ComplexityEstimator = (options) => {
    const { field, type, args } = options;
    if (field === TypeNameMetaFieldDef || type.name.startsWith("__")) return 0;
    if (field === SchemaMetaFieldDef) return GRAPHQL_LIMITS.schemaIntrospectionCost;
    if (field === TypeMetaFieldDef) return GRAPHQL_LIMITS.typeIntrospectionCost;
    const extensions = field.extensions as CostExtensions & {
      complexity?: number | ComplexityEstimator;
    };
    let { childComplexity } = options;
    if (extensions.pageItems) pending.rowCost += childComplexity;
    if (extensions.costFromPage) pending.fromPage.push(extensions.costFromPage);
    const namedType = getNamedType(field.type);
    if (pages.has(namedType.name)) {
      // Everything its selection collected belongs to this page (inner pages took theirs already).
      const page = pending;
      pending = { rowCost: 0, fromPage: [] };
      const rows = listSize(args, extensions.listSize);
      childComplexity +=
        Math.max(0, rows - 1) * page.rowCost + page.fromPage.reduce((sum, price) => sum + price(args), 0);
    }
    const declared = extensions.complexity;
    if (typeof declared === "function") return declared({ ...options, childComplexity });
    const defaultCost = rootTypes.has(type as never)
      ? GRAPHQL_LIMITS.defaultRootFieldCost
      : GRAPHQL_LIMITS.defaultFieldCost;
    const own = typeof declared === "number" ? declared : defaultCost;
    const fieldType = isNonNullType(field.type) ? field.type.ofType : field.type;
    // A page's item list counts one row here: the page field multiplies it by the page's size.
    if (!isListType(fieldType) || childComplexity === 0 || extensions.pageItems) return own + childComplexity;
    return own + listSize(args, extensions.listSize) * childComplexity;
  };
  return estimate;
}

function listSize(args: Record<string, unknown>, declared: unknown): number {
  for (const name of LIST_SIZE_ARGUMENTS) {
    const value = args[name];
    if (typeof value === "number" && Number.isFinite(value)) return Math.max(0, value);
  }
  return typeof declared === "number" ? declared : GRAPHQL_LIMITS.defaultListSize;
}

/**
 * Fields whose cost is worked out per request. Fragments are expanded, not memoised, by the library,
 * so a document of fragments that each spread the next one twice would take exponential time: past
 * this many fields the operation is refused as too costly.
 */
const MAX_COSTED_FIELDS = 10_000;

class TooManyFields extends Error {}

/**
 * Costs already worked out, per schema and parsed document (both transports reuse parsed documents:
 * Apollo's document store, `checkedDocuments`), then per operation name and variables. An HTTP request
 * is costed twice (middleware, then plugin) and most requests repeat a few operations, so working
 * each out once matters (`npm run bench`). Small variables only, and a few sets per document.
 */
const knownCosts = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();
const COSTED_VARIABLE_SETS = 20;
const COSTED_KEY_MAX_LENGTH = 1024;

/**
 * The operation's cost with these variables (docs/graphql.md#cost); `Infinity` past
 * MAX_COSTED_FIELDS. Throws graphql-js's error when the variables do not fit the operation.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  const key = `${operationName ?? ""} ${variables === undefined ? "" : JSON.stringify(variables)}`;
  if (key.length > COSTED_KEY_MAX_LENGTH) return workOutCost(schema, document, operationName, variables);
  let forSchema = knownCosts.get(schema);
  if (!forSchema) knownCosts.set(schema, (forSchema = new WeakMap()));
  let forDocument = forSchema.get(document);
  if (!forDocument) forSchema.set(document, (forDocument = new Map<string, number>()));
  let cost = forDocument.get(key);
  if (cost === undefined) {
    cost = workOutCost(schema, document, operationName, variables);
    forDocument.set(key, cost);
    if (forDocument.size > COSTED_VARIABLE_SETS) forDocument.delete(forDocument.keys().next().value!);
  }
  return cost;
}

function workOutCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  const fieldCost = fieldCostIn(schema);
  let fields = 0;
  const counted: ComplexityEstimator = (options) => {
    if (++fields > MAX_COSTED_FIELDS) throw new TooManyFields();
    return fieldCost(options);
  };
  try {
    return getComplexity({
      schema,
      query: document,
      operationName,
      variables,
      estimators: [counted],
      maxQueryNodes: Number.MAX_SAFE_INTEGER,
    });
  } catch (error) {
    if (error instanceof TooManyFields) return Infinity;
    throw error;
  }
}

/**
 * The refusal of an operation over the cost limit; `undefined` when it fits, and also when the
 * variables do not fit the operation: execution reports those in its own words.
 */
export function costLimitError(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): OperationLimitError | undefined {
  let cost: number;
  try {
    cost = operationCost(schema, document, operationName, variables);
  } catch (error) {
    if (error instanceof GraphQLError) return undefined;
    throw error;
  }
  if (cost <= GRAPHQL_LIMITS.maxCost) return undefined;
  return new OperationLimitError("cost", GRAPHQL_LIMITS.maxCost, Number.isFinite(cost) ? cost : undefined);
}

/** Apollo: the cost check, per request, since it depends on the variables (Apollo caches validation). */
export function limitsPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation: ({ schema, document, operationName, request }) => {
          const error = costLimitError(schema, document, operationName ?? undefined, request.variables);
          return error ? Promise.reject(error) : Promise.resolve();
        },
      }),
  };
}

/**
 * The client's view of a limit refusal, however it travelled: thrown by us, wrapped by Apollo as a
 * validation error, or graphql-js's own "too many tokens" parse error (Apollo parses HTTP bodies).
 */
export function formatLimitError(error: unknown): GraphQLFormattedError | undefined {
  for (let cause = error; cause instanceof GraphQLError; cause = cause.originalError) {
    if (cause instanceof OperationLimitError) return cause.toFormatted();
  }
  if (
    error instanceof GraphQLError &&
    error.extensions.code === "GRAPHQL_PARSE_FAILED" &&
    error.source &&
    exceedsTokenLimit(error.source.body)
  ) {
    return new OperationLimitError("tokens", GRAPHQL_LIMITS.maxTokens).toFormatted();
  }
  return undefined;
}
