import "reflect-metadata";
import { readFileSync } from "node:fs";
import {
  getNamedType,
  GraphQLBoolean,
  GraphQLID,
  GraphQLInt,
  isEnumType,
  isInputObjectType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type NamedTypeNode,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  isLeafType,
  isListType,
  isNonNullType,
  isInterfaceType,
  isObjectType,
  parse,
  validate,
} from "graphql";
import { describe, expect, it } from "vitest";
import { GRAPHQL_LIMITS, REPORT_SEARCH_LIMITS } from "../domain";
import {
  costLimitError,
  LIMIT_RULES,
  operationCost,
  OperationLimitError,
  parseOperation,
} from "./graphql-limits";
import { buildGraphQLSchema } from "./schema";

const Item = new GraphQLObjectType({
  name: "Item",
  fields: { id: { type: GraphQLString }, name: { type: GraphQLString } },
});
const page = { first: { type: GraphQLInt }, limit: { type: GraphQLInt } };
// A connection: rows in `edges`/`nodes`, and a count whose price follows the page's `words` argument.
const ItemPage: GraphQLObjectType = new GraphQLObjectType({
  name: "ItemPage",
  fields: () => ({
    nodes: { type: new GraphQLList(Item), extensions: { pageItems: true } },
    edges: { type: new GraphQLList(ItemEdge), extensions: { pageItems: true } },
    total: {
      type: GraphQLInt,
      extensions: { costFromPage: (pageArgs: { words?: number }) => 100 + 10 * (pageArgs.words ?? 0) },
    },
  }),
});
const ItemEdge: GraphQLObjectType = new GraphQLObjectType({
  name: "ItemEdge",
  fields: () => ({ node: { type: Item }, children: { type: ItemPage, args: page } }),
});
const pageArgs = { ...page, words: { type: GraphQLInt } };
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: "Query",
    fields: {
      count: { type: GraphQLInt },
      item: { type: Item },
      items: { type: new GraphQLNonNull(new GraphQLList(Item)), args: page },
      tags: { type: new GraphQLList(GraphQLString) },
      photos: { type: new GraphQLList(Item), extensions: { listSize: 3 } },
      heavy: { type: GraphQLInt, extensions: { complexity: 500 } },
      itemPage: { type: new GraphQLNonNull(ItemPage), args: pageArgs, extensions: { listSize: 25 } },
      scaled: {
        type: GraphQLInt,
        args: { days: { type: GraphQLInt } },
        extensions: { complexity: ({ args }: { args: { days?: number } }) => (args.days ?? 1) * 2 },
      },
    },
  }),
});

const cost = (query: string, variables?: Record<string, unknown>) =>
  operationCost(schema, parse(query), undefined, variables);
const { defaultListSize: list, defaultRootFieldCost: root } = GRAPHQL_LIMITS;

describe("the cost of an operation (docs/graphql.md#cost)", () => {
  it.each([
    ["a root scalar: a database round trip", "{ count }", root],
    ["a root object and its fields", "{ item { id name } }", root + 2],
    ["a list without a size: the default size times its selection", "{ items { id name } }", root + list * 2],
    ["a list sized by `first`", "{ items(first: 50) { id } }", root + 50],
    ["a list sized by `limit`", "{ items(limit: 5) { id name } }", root + 10],
    ["a list of scalars: the field alone", "{ tags }", root],
    ["a list that declares its size", "{ photos { id } }", root + 3],
    ["a field that declares its cost", "{ heavy }", 500],
    ["a cost computed from the arguments", "{ scaled(days: 30) }", 60],
    ["__typename is free", "{ __typename item { __typename id } }", root + 1],
    ["a skipped field costs nothing", "{ count item @skip(if: true) { id } }", root],
    ["`__schema`, whatever it selects", "{ __schema { types { fields { name } } } }", 1000],
    ["`__type`", '{ __type(name: "Item") { fields { name } } }', 50],
    ["a page's rows, by its size argument", "{ itemPage(limit: 50) { nodes { id } } }", root + 1 + 50],
    ["a page's rows, by its declared size", "{ itemPage { nodes { id name } } }", root + 1 + 25 * 2],
    [
      "both lists of a page, each by the page's size",
      "{ itemPage(first: 10) { nodes { id } edges { node { id } } } }",
      root + 2 + 10 * (1 + 2),
    ],
    ["a field priced by its page's arguments", "{ itemPage(words: 4) { total } }", root + 1 + 140],
    [
      "pages inside a page: each by its own size",
      "{ itemPage(limit: 2) { edges { children(limit: 5) { nodes { id } total } } } }",
      root + 1 + 2 * (1 + (1 + 5) + (1 + 100)),
    ],
  ])("%s", (_case, query, expected) => {
    expect(cost(query)).toBe(expected);
  });

  it("reads sizes from variables", () => {
    expect(cost("query ($n: Int) { items(first: $n) { id } }", { n: 7 })).toBe(root + 7);
  });

  it("refuses a list size that makes the operation too costly, saying its cost", () => {
    const error = costLimitError(schema, parse("{ items(first: 100000) { id } }"), undefined, {});
    expect(error).toBeInstanceOf(OperationLimitError);
    expect(error?.toFormatted().extensions).toEqual({
      code: "QUERY_LIMIT_EXCEEDED",
      limit: "cost",
      maximum: GRAPHQL_LIMITS.maxCost,
      actual: root + 100000,
    });
  });

  it("leaves variables that do not fit the operation to execution", () => {
    expect(
      costLimitError(schema, parse("query ($n: Int!) { items(first: $n) { id } }"), undefined, {}),
    ).toBeUndefined();
  });
});

describe("the app's costs of report searches (docs/graphql.md#cost)", () => {
  const WORDS = Array.from({ length: 48 }, (_, i) => "eaosrnidlctum"[i % 13]).join(" ");
  const counts = (aliases: number, words = WORDS) =>
    `{ ${Array.from(
      { length: aliases },
      (_, i) => `t${i}: searchReports(limit: 1, filter: { text: "${words}" }) { totalCount }`,
    ).join(" ")} }`;

  it("refuses twenty counts of a 48-word text search, and lets one through", async () => {
    const appSchema = await buildGraphQLSchema();
    const refusal = costLimitError(appSchema, parse(counts(20)), undefined, {});
    expect(refusal?.toFormatted().extensions).toMatchObject({ code: "QUERY_LIMIT_EXCEEDED", limit: "cost" });
    expect(costLimitError(appSchema, parse(counts(1)), undefined, {})).toBeUndefined();
  });

  it("prices a count by the words of its search, and a page by its real size", async () => {
    const appSchema = await buildGraphQLSchema();
    const costOf = (query: string) => operationCost(appSchema, parse(query), undefined, {});
    const { matchCountCost, textWordCost, textWordCountCost } = GRAPHQL_LIMITS;
    // The count itself is a field (1) of the page.
    expect(costOf(counts(1, "calle"))).toBe(root + textWordCost + 1 + matchCountCost + textWordCountCost);
    expect(costOf("{ searchReports(limit: 100) { nodes { id } } }")).toBe(root + 1 + 100);
    expect(costOf("{ searchReports { edges { node { id } } } }")).toBe(root + 1 + 20 * 2);
  });
});

describe("every list of the app's schema (docs/graphql.md#cost)", () => {
  // Lists that still answer every row they have: priced at the default size until they are paged.
  const NOT_YET_PAGED = [
    "Query.reportComments",
    "Comment.replies",
    "Report.statusHistory",
    "PublicReport.statusHistory",
    "Report.updates",
    "PublicReport.updates",
    "ReportDisplay.statusHistory",
    "ReportDisplay.updates",
    "AuditEntry.changes",
    "HeatMapStatistics.cells",
  ];

  it("prices a fragment on a shared interface (ReportDisplay) as the same fields on the report", async () => {
    const appSchema = await buildGraphQLSchema();
    const costOf = (query: string) => operationCost(appSchema, parse(query), undefined, {});
    const fields = "photos { id } duplicates { id } statusHistory { id } category { id }";
    const direct = costOf(`{ report(id: "1") { ${fields} } }`);
    expect(direct).toBeGreaterThan(10 + 4);
    expect(costOf(`{ report(id: "1") { ...Shared } } fragment Shared on ReportDisplay { ${fields} }`)).toBe(
      direct,
    );
  });

  it("is priced by its real maximum: a size argument, a declared size, or the page it belongs to", async () => {
    const appSchema = await buildGraphQLSchema();
    const unpriced: string[] = [];
    for (const type of Object.values(appSchema.getTypeMap())) {
      // Interfaces too: a fragment on one is costed with the interface's fields.
      if (!(isObjectType(type) || isInterfaceType(type)) || type.name.startsWith("__")) continue;
      for (const field of Object.values(type.getFields())) {
        const fieldType = isNonNullType(field.type) ? field.type.ofType : field.type;
        // A list of scalars costs the field alone, whatever its length.
        if (!isListType(fieldType) || isLeafType(getNamedType(field.type))) continue;
        const extensions = field.extensions as { listSize?: number; pageItems?: boolean };
        const sized = field.args.some((arg) =>
          ["first", "last", "limit", "take", "pageSize"].includes(arg.name),
        );
        if (!sized && extensions.listSize === undefined && !extensions.pageItems) {
          unpriced.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(unpriced.sort()).toEqual([...NOT_YET_PAGED].sort());
  });
});

describe("parseOperation", () => {
  it("refuses a document over the token limit with QUERY_LIMIT_EXCEEDED", () => {
    expect(() => parseOperation(`{ ${"count ".repeat(GRAPHQL_LIMITS.maxTokens)} }`)).toThrow(
      OperationLimitError,
    );
  });

  it("leaves other syntax errors to graphql-js", () => {
    expect(() => parseOperation("{ count")).toThrow(/Syntax Error/);
  });
});

/** The documents the web app sends, as graphql-codegen wrote them (web/src/gql/gql.ts). */
function webDocuments(): string[] {
  const generated = readFileSync(new URL("../../../web/src/gql/gql.ts", import.meta.url), "utf8");
  const sources = [...generated.matchAll(/^ {2}("(?:[^"\\]|\\.)*"): typeof types\./gm)].map(
    (match) => JSON.parse(match[1]!) as string,
  );
  const fragments = sources.filter((source) => source.trim().startsWith("fragment")).join("\n");
  return sources
    .filter((source) => !source.trim().startsWith("fragment"))
    .map((source) => source + fragments);
}

/**
 * Variables as large as the web app ever sends them: every page at the largest size the API accepts
 * (`limit`/`first`), a search of several words, and a value for each required variable.
 */
function largestVariables(appSchema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const generated = (type: GraphQLInputType): unknown => {
    if (isNonNullType(type)) return generated(type.ofType);
    if (isListType(type)) return [generated(type.ofType)];
    if (isEnumType(type)) return type.getValues()[0]!.value;
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return Object.fromEntries(
        fields
          .filter((field) => isNonNullType(field.type) || field.name === "text")
          .map((field) => [field.name, field.name === "text" ? SEARCH_TEXT : generated(field.type)]),
      );
    }
    if (type === GraphQLInt) return 1;
    if (type === GraphQLBoolean) return true;
    if (type === GraphQLID) return "5f0c7a1e-0000-4000-8000-000000000001";
    return "texto";
  };
  const variables: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const operationName = definition.name?.value ?? "";
    for (const { variable, type: typeNode } of definition.variableDefinitions ?? []) {
      const type = typeFromAST(appSchema, typeNode as NamedTypeNode) as GraphQLInputType;
      const name = variable.name.value;
      if (/^(limit|first)$/.test(name)) {
        variables[name] = WEB_PAGE_SIZES[operationName] ?? REPORT_SEARCH_LIMITS.maxPageSize;
      } else if (isNonNullType(type) || isInputObjectType(type)) variables[name] = generated(type);
    }
  }
  return variables;
}
const SEARCH_TEXT = "poste apagado frente al parque de la esquina";
/** Pages the web app asks at a fixed size smaller than the largest (its tables: web/src/modules/report-tables). */
const WEB_PAGE_SIZES: Record<string, number> = {
  ReportTable: REPORT_SEARCH_LIMITS.defaultPageSize,
  Inbox: REPORT_SEARCH_LIMITS.defaultPageSize,
};
/**
 * Documents allowed past half the limit (as a share of it), and why. A report's thread is not paged: its
 * price assumes 20 comments with 20 replies each, and stays under the limit at that size; each of those
 * 420 comments also says whether the viewer may flag it or (staff) restore it and carries its
 * moderation notice (docs/moderation.md), about 0.84 of the limit. Mis reportes' cards carry each report's history and
 * staff's texts, neither paged: priced at 20 of each per report on a page of 20. A staff table's rows (and
 * the inbox's) carry their columns and the shared card's fragment, with its unpaged history; the cost
 * counts a field once per fragment that selects it, and both select the row's columns
 * (docs/graphql.md#shared-report-fields).
 */
const CLOSE_TO_THE_LIMIT: Record<string, number> = {
  ReportComments: 0.86,
  MyReports: 0.6,
  ReportTable: 0.6,
  Inbox: 0.6,
};

describe("the web app's own documents", () => {
  it("fit every limit with room to spare, at the largest variables the app sends", async () => {
    const appSchema = await buildGraphQLSchema();
    const documents = webDocuments();
    expect(documents.length).toBeGreaterThan(3);
    for (const source of documents) {
      const document = parseOperation(source);
      expect(validate(appSchema, document, LIMIT_RULES)).toEqual([]);
      const variables = largestVariables(appSchema, document);
      const documentCost = operationCost(appSchema, document, undefined, variables);
      const name = /^\s*(?:query|mutation|subscription) (\w+)/.exec(source)?.[1] ?? "";
      expect(documentCost, `${source}\n${JSON.stringify(variables)}`).toBeLessThanOrEqual(
        GRAPHQL_LIMITS.maxCost * (CLOSE_TO_THE_LIMIT[name] ?? 0.5),
      );
    }
  });
});
