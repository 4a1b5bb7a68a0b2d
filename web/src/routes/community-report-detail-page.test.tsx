import { screen } from "@testing-library/react";
import { MESSAGES } from "@domain";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../test/render";
import { citizenViewer } from "../test/viewers";
import { CommunityReportDetailPage, PublicReportQuery } from "./community-report-detail-page";

describe("CommunityReportDetailPage", () => {
  it("says that the one report could not be loaded, and what to do, when the phone has no connection", async () => {
    renderScreen(
      <Routes>
        <Route path="/community/reports/:id" element={<CommunityReportDetailPage />} />
      </Routes>,
      {
        path: "/community/reports/report-1",
        viewer: citizenViewer,
        mocks: [
          {
            request: { query: PublicReportQuery, variables: { id: "report-1" } },
            error: new TypeError("Failed to fetch"),
          },
        ],
      },
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      `${MESSAGES.reportLoadFailed}. Revisa tu conexión a internet e inténtalo de nuevo.`,
    );
    expect(screen.getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
  });
});
