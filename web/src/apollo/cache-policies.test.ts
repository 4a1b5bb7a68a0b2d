import { gql, InMemoryCache } from "@apollo/client";
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, getNamedType, isInterfaceType, isObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { possibleTypes, typePolicies } from "./cache-policies";

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

describe("a report's objects without an id", () => {
  const schema = buildSchema(readFileSync(schemaPath, "utf8"));

  it("keep what one screen read when another reads less of them: the report's own answer stays whole", () => {
    const cache = new InMemoryCache({ possibleTypes, typePolicies });
    const page = gql`
      query CachePoliciesReportPage($id: ID!) {
        publicReport(id: $id) {
          id
          viewerCan {
            vote
            flag
            restore
          }
          author {
            firstName
            lastName
          }
        }
      }
    `;
    const list = gql`
      query CachePoliciesReportList {
        publicReports {
          reports {
            id
            viewerCan {
              vote
            }
            author {
              firstName
            }
          }
        }
      }
    `;
    const report = { __typename: "PublicReport", id: "r1" };
    cache.writeQuery({
      query: page,
      variables: { id: "r1" },
      data: {
        publicReport: {
          ...report,
          viewerCan: { __typename: "PublicReportViewerCan", vote: true, flag: true, restore: false },
          author: { __typename: "PublicAuthor", firstName: "Rosa", lastName: "Díaz" },
        },
      },
    });
    cache.writeQuery({
      query: list,
      data: {
        publicReports: {
          __typename: "PublicReportPage",
          reports: [
            {
              ...report,
              viewerCan: { __typename: "PublicReportViewerCan", vote: false },
              author: { __typename: "PublicAuthor", firstName: "Rosa" },
            },
          ],
        },
      },
    });
    expect(cache.readQuery({ query: page, variables: { id: "r1" } })).toEqual({
      publicReport: {
        ...report,
        viewerCan: { __typename: "PublicReportViewerCan", vote: false, flag: true, restore: false },
        author: { __typename: "PublicAuthor", firstName: "Rosa", lastName: "Díaz" },
      },
    });
  });

  it("are every object type without an id that a report has", () => {
    const withoutId = ["Report", "PublicReport"].flatMap((name) => {
      const type = schema.getType(name);
      if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
      return Object.values(type.getFields())
        .map((field) => getNamedType(field.type))
        .filter((fieldType) => isObjectType(fieldType) && !("id" in fieldType.getFields()))
        .map((fieldType) => fieldType.name);
    });
    // Lists are answers of their own: the latest replaces them whole.
    const lists = ["ResidentAnswer", "Voter"];
    const merged = Object.keys(typePolicies).filter((type) => typePolicies[type]?.merge === true);
    expect(merged.sort()).toEqual([...new Set(withoutId)].filter((type) => !lists.includes(type)).sort());
  });
});
