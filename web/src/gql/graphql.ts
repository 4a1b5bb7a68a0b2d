/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
export type CreateReportInput = {
  address?: string | null | undefined;
  /** Default false. */
  allowContact?: boolean | null | undefined;
  /** Default true. */
  anonymous?: boolean | null | undefined;
  categoryId: string;
  /** At most 250 characters. */
  description?: string | null | undefined;
  /** objectPath values returned by PUT /api/evidence-photos, e.g. "/api/photos/<uuid>". */
  evidenceUrls?: Array<string> | null | undefined;
  location?: GeoPointInput | null | undefined;
  /** Slug of one of the 21 neighbourhoods. */
  neighborhood: string;
  /** 1 Leve … 5 Crítico. */
  severity: number;
};

export type GeoPointInput = {
  lat: number;
  lng: number;
};

/** recibido (new), en_gestion (being handled), resuelto (resolved). */
export type ReportStatus = "en_gestion" | "recibido" | "resuelto";

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

export type LandingPageQueryVariables = Exact<{ [key: string]: never }>;

export type LandingPageQuery = {
  publicStatistics: {
    totalReports: number;
    resolvedReports: number;
    neighborhoods: number;
    averageResolutionDays: number | null;
  };
};

export type MyReportFieldsFragment = {
  id: string;
  neighborhood: string;
  address: string | null;
  description: string | null;
  severity: number;
  status: ReportStatus;
  anonymous: boolean;
  allowContact: boolean;
  createdAt: string;
  category: { id: string; name: string; icon: string };
  photos: Array<{ id: string; url: string; thumbnailUrl: string; width: number; height: number }>;
  author: { firstName: string | null; lastName: string | null; email: string | null } | null;
  statusHistory: Array<{
    id: string;
    fromStatus: ReportStatus | null;
    toStatus: ReportStatus;
    note: string | null;
    changedAt: string;
  }>;
};

export type ReportTotalsFieldsFragment = {
  total: number;
  recibido: number;
  enGestion: number;
  resuelto: number;
};

export type MyReportsQueryVariables = Exact<{
  status?: ReportStatus | null | undefined;
}>;

export type MyReportsQuery = {
  reports: Array<{
    id: string;
    neighborhood: string;
    address: string | null;
    description: string | null;
    severity: number;
    status: ReportStatus;
    anonymous: boolean;
    allowContact: boolean;
    createdAt: string;
    category: { id: string; name: string; icon: string };
    photos: Array<{ id: string; url: string; thumbnailUrl: string; width: number; height: number }>;
    author: { firstName: string | null; lastName: string | null; email: string | null } | null;
    statusHistory: Array<{
      id: string;
      fromStatus: ReportStatus | null;
      toStatus: ReportStatus;
      note: string | null;
      changedAt: string;
    }>;
  }>;
  reportTotals: { total: number; recibido: number; enGestion: number; resuelto: number };
};

export type NewReportCategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type NewReportCategoriesQuery = {
  categories: Array<{ id: string; name: string; description: string; icon: string }>;
};

export type CreateReportMutationVariables = Exact<{
  input: CreateReportInput;
  idempotencyKey?: string | null | undefined;
}>;

export type CreateReportMutation = { createReport: { id: string; status: ReportStatus; createdAt: string } };

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
export const MyReportFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MyReportFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "anonymous" } },
          { kind: "Field", name: { kind: "Name", value: "allowContact" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "statusHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fromStatus" } },
                { kind: "Field", name: { kind: "Name", value: "toStatus" } },
                { kind: "Field", name: { kind: "Name", value: "note" } },
                { kind: "Field", name: { kind: "Name", value: "changedAt" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyReportFieldsFragment, unknown>;
export const ReportTotalsFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportTotalsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportTotals" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "total" } },
          { kind: "Field", name: { kind: "Name", value: "recibido" } },
          { kind: "Field", name: { kind: "Name", value: "enGestion" } },
          { kind: "Field", name: { kind: "Name", value: "resuelto" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportTotalsFieldsFragment, unknown>;
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
        ],
      },
    },
  ],
} as unknown as DocumentNode<LandingPageQuery, LandingPageQueryVariables>;
export const MyReportsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MyReports" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ReportStatus" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "reports" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "MyReportFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "reportTotals" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReportTotalsFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "MyReportFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Report" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "category" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "icon" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "neighborhood" } },
          { kind: "Field", name: { kind: "Name", value: "address" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "severity" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "anonymous" } },
          { kind: "Field", name: { kind: "Name", value: "allowContact" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "photos" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "thumbnailUrl" } },
                { kind: "Field", name: { kind: "Name", value: "width" } },
                { kind: "Field", name: { kind: "Name", value: "height" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "author" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "firstName" } },
                { kind: "Field", name: { kind: "Name", value: "lastName" } },
                { kind: "Field", name: { kind: "Name", value: "email" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "statusHistory" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "fromStatus" } },
                { kind: "Field", name: { kind: "Name", value: "toStatus" } },
                { kind: "Field", name: { kind: "Name", value: "note" } },
                { kind: "Field", name: { kind: "Name", value: "changedAt" } },
              ],
            },
          },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReportTotalsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "ReportTotals" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "total" } },
          { kind: "Field", name: { kind: "Name", value: "recibido" } },
          { kind: "Field", name: { kind: "Name", value: "enGestion" } },
          { kind: "Field", name: { kind: "Name", value: "resuelto" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyReportsQuery, MyReportsQueryVariables>;
export const NewReportCategoriesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "NewReportCategories" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
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
} as unknown as DocumentNode<NewReportCategoriesQuery, NewReportCategoriesQueryVariables>;
export const CreateReportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateReport" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: {
            kind: "NonNullType",
            type: { kind: "NamedType", name: { kind: "Name", value: "CreateReportInput" } },
          },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "idempotencyKey" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createReport" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "idempotencyKey" },
                value: { kind: "Variable", name: { kind: "Name", value: "idempotencyKey" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateReportMutation, CreateReportMutationVariables>;
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
