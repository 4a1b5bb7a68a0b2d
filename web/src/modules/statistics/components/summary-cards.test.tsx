import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { SummaryCards } from "./summary-cards";

const totals = { total: 40, resolved: 25, pending: 12, closed: 3, thisWeek: 6, resolutionRate: 62.5 };
const range = { from: "2026-11-01", to: "2026-11-27" };
const responseTime = { averageDays: 4.5, resolvedInPeriod: 25 };

function show(confirmedByResidents: { reports: number; percentage: number | null; tooFewReports: boolean }) {
  renderScreen(
    <SummaryCards
      totals={totals}
      range={range}
      responseTime={responseTime}
      confirmedByResidents={confirmedByResidents}
      loading={false}
    />,
  );
}

describe("SummaryCards: the residents' confirmations (docs/transparency.md#the-figures)", () => {
  it("gives the share and what it is a share of", () => {
    show({ reports: 16, percentage: 75, tooFewReports: false });
    expect(
      screen.getByText(
        "Confirmados por los vecinos: 75 % de los 16 reportes sobre cuya resolución respondieron «¿Quedó resuelto?» (al menos un «Sí» y siguen resueltos).",
      ),
    ).toBeInTheDocument();
  });

  it("gives no figure over fewer than 10 answered reports, as /transparencia", () => {
    show({ reports: 4, percentage: null, tooFewReports: true });
    expect(screen.getByText(/menos de 10 reportes con respuesta/)).toBeInTheDocument();
    expect(screen.queryByText(/Confirmados por los vecinos: \d/)).not.toBeInTheDocument();
  });

  it("says when nobody answered", () => {
    show({ reports: 0, percentage: null, tooFewReports: true });
    expect(screen.getByText(/nadie ha respondido «¿Quedó resuelto\?»/)).toBeInTheDocument();
  });
});

describe("SummaryCards: the average time to resolution", () => {
  it("says what it averages over, in the singular for one report", () => {
    for (const [resolvedInPeriod, over] of [
      [25, "sobre los 25 reportes resueltos por primera vez"],
      [1, "sobre el único reporte resuelto por primera vez"],
    ] as const) {
      const { unmount } = renderScreen(
        <SummaryCards
          totals={totals}
          range={range}
          responseTime={{ averageDays: 4.5, resolvedInPeriod }}
          confirmedByResidents={{ reports: 0, percentage: null, tooFewReports: true }}
          loading={false}
        />,
      );
      expect(screen.getByText(new RegExp(`4,5 días, ${over} en el periodo`))).toBeInTheDocument();
      unmount();
    }
  });
});
