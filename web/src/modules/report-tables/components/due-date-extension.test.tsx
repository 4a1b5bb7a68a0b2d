import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { EXTENSION_MESSAGES } from "@domain";
import { describe, expect, it } from "vitest";
import { makeFragmentData } from "../../../gql";
import { renderScreen } from "../../../test/render";
import { DueDate, DueDateFragment } from "../../report-view";
import { ExtendReportDueDateMutation } from "../hooks/use-extend-due-date";
import { DueDateExtension } from "./due-date-extension";

const REPORT_ID = "6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5";
// Monday 21 December 2026, end of the day in Bogotá.
const DUE_AT = "2026-12-22T04:59:59.999Z";

describe("DueDateExtension", () => {
  it("asks for the reason, shows the server's message for it, and saves a valid one", async () => {
    const user = userEvent.setup();
    const refused = {
      request: { query: ExtendReportDueDateMutation, variables: { id: REPORT_ID, reason: null } },
      result: {
        errors: [
          new GraphQLError("Datos inválidos", {
            extensions: { code: "BAD_USER_INPUT", fields: { reason: EXTENSION_MESSAGES.reasonRequired } },
          }),
        ],
      },
    };
    const reason = "Esperamos el concepto de la empresa de energía.";
    const accepted = {
      request: { query: ExtendReportDueDateMutation, variables: { id: REPORT_ID, reason } },
      result: {
        data: {
          extendReportDueDate: {
            __typename: "Report",
            id: REPORT_ID,
            dueAt: "2027-01-15T04:59:59.999Z",
            answeredAt: null,
            extendedAt: "2026-12-01T15:00:00.000Z",
            originalDueAt: DUE_AT,
            extensionReason: reason,
            viewerCan: {
              __typename: "ReportViewerCan",
              changeStatus: true,
              nextStatuses: ["recibido"],
              extendDueDate: false,
            },
          },
        },
      },
    };
    renderScreen(<DueDateExtension reportId={REPORT_ID} dueAt={DUE_AT} />, { mocks: [refused, accepted] });
    await user.click(screen.getByRole("button", { name: "Prorrogar plazo" }));
    // 15 días hábiles after 21 Dec 2026: Christmas, New Year and Reyes (moved to 11 Jan) are off.
    expect(screen.getByText(/pasará a vencer el 14 ene\. 2027/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Prorrogar plazo" }));
    expect(await screen.findByText(EXTENSION_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /Motivo de la prórroga/ }), reason);
    await user.click(screen.getByRole("button", { name: "Prorrogar plazo" }));
    // Saved: the form closes.
    expect(await screen.findByRole("button", { name: "Prorrogar plazo" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Motivo de la prórroga/ })).not.toBeInTheDocument();
  });
});

describe("DueDate", () => {
  it.each([
    ["2026-12-10T15:00:00Z", "recibido", null, "Vence el 21 dic."],
    ["2026-12-21T15:00:00Z", "en_gestion", null, "Vence hoy"],
    ["2026-12-24T15:00:00Z", "reabierto", null, "Vencido hace 3 días hábiles"],
    ["2026-12-24T15:00:00Z", "resuelto", "2026-12-03T15:00:00Z", "Respondido el 3 dic."],
  ] as const)("at %s, %s (answered %s) → %s", (now, status, answeredAt, label) => {
    const report = makeFragmentData({ status, dueAt: DUE_AT, answeredAt }, DueDateFragment);
    renderScreen(<DueDate report={report} now={new Date(now)} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
