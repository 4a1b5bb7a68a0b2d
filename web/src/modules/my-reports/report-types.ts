import type { MyReportFieldsFragment, ReportTotalsFieldsFragment } from "../../gql/graphql";

/** A report as this screen reads it: the shape comes from the query's fragment, i.e. from the API. */
export type MyReport = MyReportFieldsFragment;
export type ReportTotalsData = ReportTotalsFieldsFragment;
