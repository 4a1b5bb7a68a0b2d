import { useQuery } from "@apollo/client/react";
import type { ReportStatus } from "@domain";
import { graphql } from "../../../gql";

export const FilledResponseTemplatesQuery = graphql(`
  query FilledResponseTemplates($reportId: ID!, $status: ReportStatus!) {
    filledResponseTemplates(reportId: $reportId, status: $status) {
      id
      title
      text
    }
  }
`);

/**
 * The response templates of the chosen status, filled in for this report by the server
 * (docs/staff.md#response-templates): the status form offers them for its public update.
 */
export function useResponseTemplates(reportId: string, status: ReportStatus) {
  const { data } = useQuery(FilledResponseTemplatesQuery, { variables: { reportId, status } });
  return data?.filledResponseTemplates ?? [];
}
