/* eslint-disable */
import * as types from "./graphql";
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  "\n  mutation RegisterCedula($cedula: String!, $consent: Boolean!) {\n    registerCedula(cedula: $cedula, consent: $consent) {\n      ...ViewerFields\n    }\n  }\n": typeof types.RegisterCedulaDocument;
  "\n  fragment ViewerFields on Viewer {\n    id\n    role\n    firstName\n    lastName\n    email\n    profileImageUrl\n    hasCedula\n    cedulaMasked\n  }\n": typeof types.ViewerFieldsFragmentDoc;
  "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerDocument;
  "\n  query LandingPage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n  }\n": typeof types.LandingPageDocument;
  "\n  fragment MyReportFields on Report {\n    id\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    address\n    description\n    severity\n    status\n    anonymous\n    allowContact\n    photos {\n      id\n      url\n      thumbnailUrl\n      width\n      height\n    }\n    author {\n      firstName\n      lastName\n      email\n    }\n    statusHistory {\n      id\n      fromStatus\n      toStatus\n      note\n      changedAt\n    }\n    createdAt\n  }\n": typeof types.MyReportFieldsFragmentDoc;
  "\n  fragment ReportTotalsFields on ReportTotals {\n    total\n    recibido\n    enGestion\n    resuelto\n  }\n": typeof types.ReportTotalsFieldsFragmentDoc;
  "\n  query MyReports($status: ReportStatus) {\n    reports(status: $status) {\n      ...MyReportFields\n    }\n    reportTotals {\n      ...ReportTotalsFields\n    }\n  }\n": typeof types.MyReportsDocument;
  "\n  query NewReportCategories {\n    categories {\n      id\n      name\n      description\n      icon\n    }\n  }\n": typeof types.NewReportCategoriesDocument;
  "\n  mutation CreateReport($input: CreateReportInput!, $idempotencyKey: String) {\n    createReport(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      createdAt\n    }\n  }\n": typeof types.CreateReportDocument;
  "\n  query HomePage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n    weeklyCategoryActivity {\n      categoryId\n      categoryName\n      icon\n      count\n      percentage\n    }\n  }\n": typeof types.HomePageDocument;
};
const documents: Documents = {
  "\n  mutation RegisterCedula($cedula: String!, $consent: Boolean!) {\n    registerCedula(cedula: $cedula, consent: $consent) {\n      ...ViewerFields\n    }\n  }\n":
    types.RegisterCedulaDocument,
  "\n  fragment ViewerFields on Viewer {\n    id\n    role\n    firstName\n    lastName\n    email\n    profileImageUrl\n    hasCedula\n    cedulaMasked\n  }\n":
    types.ViewerFieldsFragmentDoc,
  "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.ViewerDocument,
  "\n  query LandingPage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n  }\n":
    types.LandingPageDocument,
  "\n  fragment MyReportFields on Report {\n    id\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    address\n    description\n    severity\n    status\n    anonymous\n    allowContact\n    photos {\n      id\n      url\n      thumbnailUrl\n      width\n      height\n    }\n    author {\n      firstName\n      lastName\n      email\n    }\n    statusHistory {\n      id\n      fromStatus\n      toStatus\n      note\n      changedAt\n    }\n    createdAt\n  }\n":
    types.MyReportFieldsFragmentDoc,
  "\n  fragment ReportTotalsFields on ReportTotals {\n    total\n    recibido\n    enGestion\n    resuelto\n  }\n":
    types.ReportTotalsFieldsFragmentDoc,
  "\n  query MyReports($status: ReportStatus) {\n    reports(status: $status) {\n      ...MyReportFields\n    }\n    reportTotals {\n      ...ReportTotalsFields\n    }\n  }\n":
    types.MyReportsDocument,
  "\n  query NewReportCategories {\n    categories {\n      id\n      name\n      description\n      icon\n    }\n  }\n":
    types.NewReportCategoriesDocument,
  "\n  mutation CreateReport($input: CreateReportInput!, $idempotencyKey: String) {\n    createReport(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      createdAt\n    }\n  }\n":
    types.CreateReportDocument,
  "\n  query HomePage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n    weeklyCategoryActivity {\n      categoryId\n      categoryName\n      icon\n      count\n      percentage\n    }\n  }\n":
    types.HomePageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation RegisterCedula($cedula: String!, $consent: Boolean!) {\n    registerCedula(cedula: $cedula, consent: $consent) {\n      ...ViewerFields\n    }\n  }\n",
): (typeof documents)["\n  mutation RegisterCedula($cedula: String!, $consent: Boolean!) {\n    registerCedula(cedula: $cedula, consent: $consent) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ViewerFields on Viewer {\n    id\n    role\n    firstName\n    lastName\n    email\n    profileImageUrl\n    hasCedula\n    cedulaMasked\n  }\n",
): (typeof documents)["\n  fragment ViewerFields on Viewer {\n    id\n    role\n    firstName\n    lastName\n    email\n    profileImageUrl\n    hasCedula\n    cedulaMasked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n",
): (typeof documents)["\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query LandingPage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n  }\n",
): (typeof documents)["\n  query LandingPage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment MyReportFields on Report {\n    id\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    address\n    description\n    severity\n    status\n    anonymous\n    allowContact\n    photos {\n      id\n      url\n      thumbnailUrl\n      width\n      height\n    }\n    author {\n      firstName\n      lastName\n      email\n    }\n    statusHistory {\n      id\n      fromStatus\n      toStatus\n      note\n      changedAt\n    }\n    createdAt\n  }\n",
): (typeof documents)["\n  fragment MyReportFields on Report {\n    id\n    category {\n      id\n      name\n      icon\n    }\n    neighborhood\n    address\n    description\n    severity\n    status\n    anonymous\n    allowContact\n    photos {\n      id\n      url\n      thumbnailUrl\n      width\n      height\n    }\n    author {\n      firstName\n      lastName\n      email\n    }\n    statusHistory {\n      id\n      fromStatus\n      toStatus\n      note\n      changedAt\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ReportTotalsFields on ReportTotals {\n    total\n    recibido\n    enGestion\n    resuelto\n  }\n",
): (typeof documents)["\n  fragment ReportTotalsFields on ReportTotals {\n    total\n    recibido\n    enGestion\n    resuelto\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query MyReports($status: ReportStatus) {\n    reports(status: $status) {\n      ...MyReportFields\n    }\n    reportTotals {\n      ...ReportTotalsFields\n    }\n  }\n",
): (typeof documents)["\n  query MyReports($status: ReportStatus) {\n    reports(status: $status) {\n      ...MyReportFields\n    }\n    reportTotals {\n      ...ReportTotalsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query NewReportCategories {\n    categories {\n      id\n      name\n      description\n      icon\n    }\n  }\n",
): (typeof documents)["\n  query NewReportCategories {\n    categories {\n      id\n      name\n      description\n      icon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  mutation CreateReport($input: CreateReportInput!, $idempotencyKey: String) {\n    createReport(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      createdAt\n    }\n  }\n",
): (typeof documents)["\n  mutation CreateReport($input: CreateReportInput!, $idempotencyKey: String) {\n    createReport(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query HomePage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n    weeklyCategoryActivity {\n      categoryId\n      categoryName\n      icon\n      count\n      percentage\n    }\n  }\n",
): (typeof documents)["\n  query HomePage {\n    publicStatistics {\n      totalReports\n      resolvedReports\n      neighborhoods\n      averageResolutionDays\n    }\n    weeklyCategoryActivity {\n      categoryId\n      categoryName\n      icon\n      count\n      percentage\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
