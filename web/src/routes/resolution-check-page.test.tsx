import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RESOLUTION_CHECK_MESSAGES } from "@domain";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../test/render";
import { citizenViewer } from "../test/viewers";
import {
  AnswerResolutionCheckMutation,
  MyResolutionCheckQuery,
  ResolutionCheckPage,
} from "./resolution-check-page";

const check = (extra: Record<string, unknown> = {}) => ({
  __typename: "ResolutionCheck",
  id: "check-1",
  reportId: "report-1",
  radicado: "RIO-2026-000001",
  categoryName: "Vías",
  neighborhood: "altamira",
  reportStatus: "resuelto",
  answer: null,
  comment: null,
  ...extra,
});

const screenAt = (mocks: NonNullable<Parameters<typeof renderScreen>[1]>["mocks"]) =>
  renderScreen(
    <Routes>
      <Route path="/quedo-resuelto/:reportId" element={<ResolutionCheckPage />} />
    </Routes>,
    { path: "/quedo-resuelto/report-1", viewer: citizenViewer, mocks },
  );

describe("ResolutionCheckPage", () => {
  it("asks, sends a «No» with its comment, and then says the report was reopened", async () => {
    const user = userEvent.setup();
    screenAt([
      {
        request: { query: MyResolutionCheckQuery, variables: { reportId: "report-1" } },
        result: { data: { myResolutionCheck: check() } },
      },
      {
        request: {
          query: AnswerResolutionCheckMutation,
          variables: { reportId: "report-1", answer: "no", comment: "Sigue el hueco." },
        },
        result: {
          data: {
            answerResolutionCheck: check({
              answer: "no",
              comment: "Sigue el hueco.",
              reportStatus: "reabierto",
            }),
          },
        },
      },
    ]);
    expect(await screen.findByText(/Reporte RIO-2026-000001: Vías, Altamira/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Comentario (opcional, si respondes «No»)"), "Sigue el hueco.");
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(await screen.findByRole("status")).toHaveTextContent(RESOLUTION_CHECK_MESSAGES.reopened);
  });

  it("shows the server's reason when the answer is refused", async () => {
    const user = userEvent.setup();
    screenAt([
      {
        request: { query: MyResolutionCheckQuery, variables: { reportId: "report-1" } },
        result: { data: { myResolutionCheck: check() } },
      },
      {
        request: {
          query: AnswerResolutionCheckMutation,
          variables: { reportId: "report-1", answer: "si", comment: null },
        },
        result: {
          errors: [
            {
              message: RESOLUTION_CHECK_MESSAGES.alreadyAnswered,
              extensions: { code: "BAD_USER_INPUT" },
            },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole("button", { name: "Sí" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(RESOLUTION_CHECK_MESSAGES.alreadyAnswered);
  });
});
