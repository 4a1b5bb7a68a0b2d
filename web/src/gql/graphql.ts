/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type LandingPageQueryVariables = Exact<{ [key: string]: never }>;

export type LandingPageQuery = {
  publicStatistics: {
    totalReports: number;
    resolvedReports: number;
    neighborhoods: number;
    averageResolutionDays: number | null;
  };
  categories: Array<{ id: string; name: string; description: string; icon: string }>;
};

export const LandingPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "LandingPage" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "publicStatistics" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "totalReports" } },
                { kind: "Field", name: { kind: "Name", value: "resolvedReports" } },
                { kind: "Field", name: { kind: "Name", value: "neighborhoods" } },
                { kind: "Field", name: { kind: "Name", value: "averageResolutionDays" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "categories" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "description" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LandingPageQuery, LandingPageQueryVariables>;
