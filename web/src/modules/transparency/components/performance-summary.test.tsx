import { screen, within } from "@testing-library/react";
import { PERFORMANCE_MESSAGES } from "@domain";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { PerformanceSummary, type OverallPerformance } from "./performance-summary";

const overall: OverallPerformance = {
  reports: 40,
  pending: 3,
  answerDays: { median: 4.5, p90: 12, tooFewReports: false },
  resolutionDays: { median: null, p90: null, tooFewReports: true },
  answeredInTerm: { percentage: 87.5, tooFewReports: false },
  reopened: { percentage: null, tooFewReports: true },
  confirmedByResidents: { percentage: null, tooFewReports: true },
  backlog: [],
};

const card = (title: string) => screen.getByRole("heading", { name: title }).closest("li")!;

describe("PerformanceSummary", () => {
  it("gives a figure with its unit, and says why there is none instead of showing a count as a figure", () => {
    renderScreen(<PerformanceSummary overall={overall} />);
    expect(card("Mediana hasta la respuesta")).toHaveTextContent("4,5 días hábiles");
    expect(card("Respondidos dentro del término")).toHaveTextContent("87,5 %");
    for (const title of ["Mediana hasta la resolución", "Reabiertos"]) {
      const shown = within(card(title));
      expect(shown.getByText(PERFORMANCE_MESSAGES.noFigure)).toBeInTheDocument();
      expect(shown.getByText(PERFORMANCE_MESSAGES.noFigureWhy)).toBeInTheDocument();
      expect(shown.queryByText(PERFORMANCE_MESSAGES.tooFewReports)).toBeNull();
    }
  });
});
