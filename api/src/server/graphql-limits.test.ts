import "reflect-metadata";
import { readFileSync } from "node:fs";
import {
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  validate,
} from "graphql";
import { describe, expect, it } from "vitest";
import { GRAPHQL_LIMITS } from "../domain";
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

describe("the web app's own documents", () => {
  it("fit every limit, with room to spare", async () => {
    const appSchema = await buildGraphQLSchema();
    const documents = webDocuments();
    expect(documents.length).toBeGreaterThan(3);
    for (const source of documents) {
      const document = parseOperation(source);
      expect(validate(appSchema, document, LIMIT_RULES)).toEqual([]);
      // No variable of the web app's sizes a list, so any values cost the same: leave them out, and
      // skip the documents whose variables are required (mutations of a single record).
      if (/\$\w+: [^,)]+!/.test(source)) continue;
      const documentCost = operationCost(appSchema, document, undefined, {});
      expect(documentCost, source).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost / 2);
    }
  });
});
