import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { buildGraphQLSchema, printSortedSchema } from "./schema";

const COMMITTED_SCHEMA = new URL("../../../schema.graphql", import.meta.url);

describe("schema.graphql", () => {
  it("matches the schema the resolvers build", async () => {
    const committed = await readFile(COMMITTED_SCHEMA, "utf8");
    const built = printSortedSchema(await buildGraphQLSchema());
    expect(committed, "schema.graphql is stale: run `npm run schema` and commit the result").toBe(built);
  });
});
