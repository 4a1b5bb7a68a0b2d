import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, isInterfaceType } from "graphql";
import { describe, expect, it } from "vitest";
import { possibleTypes } from "./cache-policies";

const schemaPath = path.resolve(import.meta.dirname, "../../../schema.graphql");

describe("possibleTypes", () => {
  it("names every interface of schema.graphql with the types that implement it", () => {
    const schema = buildSchema(readFileSync(schemaPath, "utf8"));
    const fromSchema = Object.fromEntries(
      Object.values(schema.getTypeMap())
        .filter(isInterfaceType)
        .map((type) => [
          type.name,
          schema
            .getPossibleTypes(type)
            .map((implementation) => implementation.name)
            .sort(),
        ]),
    );
    expect(Object.keys(fromSchema)).not.toHaveLength(0);
    expect(possibleTypes).toEqual(fromSchema);
  });
});
