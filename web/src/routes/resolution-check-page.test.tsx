import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RESOLUTION_CHECK_MESSAGES } from "@domain";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
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

afterEach(() => {
  vi.unstubAllGlobals();
});

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
          variables: { reportId: "report-1", answer: "no", comment: "Sigue el hueco.", photo: null },
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

  it("uploads a photo through the photo pipeline and sends it with the «No»", async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init?: RequestInit) => {
        requests.push(`${init?.method ?? "GET"} ${url}`);
        if (url === "/api/objects/upload")
          return Promise.resolve(Response.json({ uploadURL: "/api/uploads/abc?sig=1" }));
        if (url === "/api/uploads/abc?sig=1") return Promise.resolve(new Response(null, { status: 200 }));
        if (url === "/api/evidence-photos")
          return Promise.resolve(Response.json({ objectPath: "/api/photos/photo-9" }));
        return Promise.resolve(new Response("not found", { status: 404 }));
      }),
    );
    const user = userEvent.setup();
    screenAt([
      {
        request: { query: MyResolutionCheckQuery, variables: { reportId: "report-1" } },
        result: { data: { myResolutionCheck: check() } },
      },
      {
        request: {
          query: AnswerResolutionCheckMutation,
          variables: { reportId: "report-1", answer: "no", comment: "", photo: "/api/photos/photo-9" },
        },
        result: { data: { answerResolutionCheck: check({ answer: "no", reportStatus: "reabierto" }) } },
      },
    ]);
    const input = await screen.findByLabelText("Foto (opcional, si respondes «No»)");
    await user.upload(input, new File(["jpeg"], "hueco.jpg", { type: "image/jpeg" }));
    expect(await screen.findByText("Foto lista: hueco.jpg")).toBeInTheDocument();
    expect(requests).toEqual([
      "POST /api/objects/upload",
      "PUT /api/uploads/abc?sig=1",
      "PUT /api/evidence-photos",
    ]);
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(await screen.findByRole("status")).toHaveTextContent(RESOLUTION_CHECK_MESSAGES.reopened);
  });

  it("says why a photo was refused, and keeps the question open", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(Response.json({ error: "La foto pesa más de 10 MB." }, { status: 413 }))),
    );
    const user = userEvent.setup();
    screenAt([
      {
        request: { query: MyResolutionCheckQuery, variables: { reportId: "report-1" } },
        result: { data: { myResolutionCheck: check() } },
      },
    ]);
    const input = await screen.findByLabelText("Foto (opcional, si respondes «No»)");
    await user.upload(input, new File(["jpeg"], "enorme.jpg", { type: "image/jpeg" }));
    expect(await screen.findByText("La foto pesa más de 10 MB.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "No" })).toBeEnabled();
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
          variables: { reportId: "report-1", answer: "si", comment: null, photo: null },
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
