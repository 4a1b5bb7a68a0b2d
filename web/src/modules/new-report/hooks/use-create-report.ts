import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { MESSAGES } from "@domain";
import { graphql } from "../../../gql";
import { toaster } from "../../../ui/toaster";
import { CONNECTION_FAILED } from "../../../apollo/request-errors";
import { RequestTimeoutError } from "../../../apollo/request-timeout";
import { serverFieldErrors, type CreateReportInputValues, type ReportFieldErrors } from "../report-form";

export const CreateReportMutation = graphql(`
  mutation CreateReport($input: CreateReportInput!, $idempotencyKey: String) {
    createReport(input: $input, idempotencyKey: $idempotencyKey) {
      id
      radicado
      status
      createdAt
    }
  }
`);

export type CreateReportOutcome =
  | { ok: true; id: string; radicado: string }
  | { ok: false; fields: ReportFieldErrors }
  /** No answer (no connection, no answer in time) or a failing server: it may be sent again later. */
  | { ok: false; noAnswer: true };

/**
 * The server did not answer, or answered that it is failing: the report may or may not be filed, and
 * sending it again with the same key is safe (docs/offline.md#filing-offline).
 */
function isNoAnswer(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    error instanceof RequestTimeoutError ||
    (ServerError.is(error) && error.statusCode >= 500)
  );
}

/**
 * Sends the report. A refusal tells the resident "No se pudo enviar el reporte"
 * (docs/decisions.md#error-messages) and keeps the form as it was; the server's per-field messages come
 * back for the form. No answer at all is left to the caller, which keeps the report for later.
 */
export function useCreateReport() {
  const [mutate, { loading }] = useMutation(CreateReportMutation, {
    // Lists and totals that include the new report are stale: the next screen that shows them asks again.
    update(cache) {
      cache.evict({ id: "ROOT_QUERY", fieldName: "reports" });
      cache.evict({ id: "ROOT_QUERY", fieldName: "reportTotals" });
      cache.gc();
    },
  });

  const createReport = async (
    input: CreateReportInputValues,
    idempotencyKey: string,
  ): Promise<CreateReportOutcome> => {
    try {
      const { data } = await mutate({ variables: { input, idempotencyKey } });
      if (!data) throw new Error("createReport answered no data");
      return { ok: true, id: data.createReport.id, radicado: data.createReport.radicado };
    } catch (error) {
      if (isNoAnswer(error)) return { ok: false, noAnswer: true };
      const graphQLError = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const fields =
        graphQLError?.extensions?.code === "BAD_USER_INPUT"
          ? serverFieldErrors(graphQLError.extensions.fields)
          : {};
      toaster.create({
        type: "error",
        title: MESSAGES.reportSubmitFailed,
        description:
          Object.keys(fields).length > 0
            ? "Revisa los campos marcados en el formulario."
            : (graphQLError?.message ?? CONNECTION_FAILED),
      });
      return { ok: false, fields };
    }
  };

  return { createReport, loading };
}
