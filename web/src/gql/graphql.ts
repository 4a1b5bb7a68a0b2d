/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type Role = "citizen" | "super_admin";

export type RegisterCedulaMutationVariables = Exact<{
  cedula: string;
  consent: boolean;
}>;

export type RegisterCedulaMutation = {
  registerCedula: {
    id: string;
    role: Role;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    profileImageUrl: string | null;
    hasCedula: boolean;
    cedulaMasked: string | null;
  };
};

export type ViewerFieldsFragment = {
  id: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  hasCedula: boolean;
  cedulaMasked: string | null;
};

export type ViewerQueryVariables = Exact<{ [key: string]: never }>;

export type ViewerQuery = {
  me: {
    id: string;
    role: Role;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    profileImageUrl: string | null;
    hasCedula: boolean;
    cedulaMasked: string | null;
  } | null;
};

export type HomePageQueryVariables = Exact<{ [key: string]: never }>;

export type HomePageQuery = {
  publicStatistics: {
    totalReports: number;
    resolvedReports: number;
    neighborhoods: number;
    averageResolutionDays: number | null;
  };
  weeklyCategoryActivity: Array<{
    categoryId: string;
    categoryName: string;
    icon: string;
    count: number;
    percentage: number;
  }>;
};

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

export const ViewerFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Viewer" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "role" } },
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "hasCedula" } },
          { kind: "Field", name: { kind: "Name", value: "cedulaMasked" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const RegisterCedulaDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RegisterCedula" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "cedula" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "consent" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } },
          },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "registerCedula" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "cedula" },
                value: { kind: "Variable", name: { kind: "Name", value: "cedula" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "consent" },
                value: { kind: "Variable", name: { kind: "Name", value: "consent" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ViewerFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Viewer" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "role" } },
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "hasCedula" } },
          { kind: "Field", name: { kind: "Name", value: "cedulaMasked" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterCedulaMutation, RegisterCedulaMutationVariables>;
export const ViewerDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "Viewer" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "me" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ViewerFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ViewerFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Viewer" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "role" } },
          { kind: "Field", name: { kind: "Name", value: "firstName" } },
          { kind: "Field", name: { kind: "Name", value: "lastName" } },
          { kind: "Field", name: { kind: "Name", value: "email" } },
          { kind: "Field", name: { kind: "Name", value: "profileImageUrl" } },
          { kind: "Field", name: { kind: "Name", value: "hasCedula" } },
          { kind: "Field", name: { kind: "Name", value: "cedulaMasked" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const HomePageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "HomePage" },
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
            name: { kind: "Name", value: "weeklyCategoryActivity" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "categoryId" } },
                { kind: "Field", name: { kind: "Name", value: "categoryName" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
                { kind: "Field", name: { kind: "Name", value: "count" } },
                { kind: "Field", name: { kind: "Name", value: "percentage" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
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
