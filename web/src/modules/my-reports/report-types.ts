import type { MyReportsQuery, ReportTotalsFieldsFragment } from "../../gql/graphql";

/**
 * A report of the list as the query answers it: what the list itself reads (id, status), and the card's
 * fragment for MyReportCard to unmask.
 */
export type MyReport = MyReportsQuery["reports"]["nodes"][number];
export type ReportTotalsData = ReportTotalsFieldsFragment;
