import { MESSAGES } from "@domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useNavigate } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MyReportsQuery } from "../modules/my-reports/hooks/use-my-reports";
import {
  myReportsAnswer,
  reportFixture,
  type MyReportData,
} from "../modules/my-reports/report-fixtures.test-support";
import type { ReportTotalsData } from "../modules/my-reports/report-types";
import { AppRoutes } from "../router";
import { LiveFeed, renderScreen } from "../test/render";
import { adminViewer, citizenViewer } from "../test/viewers";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T20:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const received = reportFixture({
  id: "aaaaaaaa-0000-4000-8000-000000000001",
  radicado: "RIO-2026-000001",
  status: "recibido",
  category: { id: "aseo", name: "Aseo", icon: "trash-2" },
  neighborhood: "altamira",
  severity: 2,
  statusHistory: [
    { id: "r1", fromStatus: null, toStatus: "recibido", note: null, changedAt: "2026-11-22T19:30:00Z" },
  ],
  createdAt: "2026-11-22T19:30:00Z",
});
const inProgress = reportFixture({ id: "bbbbbbbb-0000-4000-8000-000000000002", radicado: "RIO-2026-000002" });
const resolved = reportFixture({
  id: "cccccccc-0000-4000-8000-000000000003",
  radicado: "RIO-2026-000003",
  status: "resuelto",
  category: { id: "iluminacion", name: "Iluminación", icon: "lightbulb" },
  neighborhood: "villa-carolina",
  severity: 5,
});
const allReports = [received, inProgress, resolved];
const totals: ReportTotalsData = {
  total: 3,
  recibido: 1,
  enGestion: 1,
  reabierto: 0,
  resuelto: 1,
  duplicado: 0,
  trasladado: 0,
};

function reportsMock(status: string | null, reports: MyReportData[], answerTotals = totals) {
  return {
    request: { query: MyReportsQuery, variables: { status } },
    result: myReportsAnswer(reports, answerTotals),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Stands in for the browser's back button and for leaving the page. */
function HistoryProbe() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Atrás
      </button>
      <button type="button" onClick={() => void navigate("/mis-datos")}>
        Salir
      </button>
    </>
  );
}

/** A change the API pushes to the owner's open Mis reportes, shaped as it arrives (with `__typename`s). */
function changePushed(report: MyReportData, newTotals: ReportTotalsData) {
  const answer = myReportsAnswer([report], newTotals);
  return {
    myReportChanged: {
      __typename: "MyReportChange",
      report: answer.data.reports.nodes[0],
      totals: answer.data.reportTotals,
    },
  };
}

/** The first report, as staff just put it "En gestión" with a note. */
const receivedNowInProgress = reportFixture({
  ...received,
  status: "en_gestion",
  statusHistory: [
    ...received.statusHistory,
    {
      id: "r2",
      fromStatus: "recibido",
      toStatus: "en_gestion",
      note: "Cuadrilla asignada para el lunes.",
      changedAt: "2026-11-22T19:50:00Z",
    },
  ],
});
const totalsAfterChange: ReportTotalsData = {
  total: 3,
  recibido: 0,
  enGestion: 2,
  reabierto: 0,
  resuelto: 1,
  duplicado: 0,
  trasladado: 0,
};

function filterLinks() {
  const nav = screen.getByRole("navigation", { name: "Filtrar por estado" });
  return within(nav).getAllByRole("link");
}

describe("MyReportsPage", () => {
  it("lists the citizen's reports newest first with the totals by status, which add up", async () => {
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes",
      viewer: citizenViewer,
      mocks: [reportsMock(null, allReports)],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Mis reportes" })).toBeInTheDocument();
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Aseo, reporte RIO-2026-000001",
      "Vías, reporte RIO-2026-000002",
      "Iluminación, reporte RIO-2026-000003",
    ]);
    expect(within(cards[0]!).getByText("Altamira")).toBeInTheDocument();
    expect(within(cards[0]!).getByText("Moderado")).toBeInTheDocument();
    expect(within(cards[0]!).getByText("Enviado").nextElementSibling).toHaveTextContent("hace 30 minutos");
    expect(within(cards[2]!).getByText("Villa Carolina")).toBeInTheDocument();
    expect(within(cards[2]!).getByText("Crítico")).toBeInTheDocument();

    const links = filterLinks();
    expect(links.map((link) => link.textContent)).toEqual([
      "Todos3 reportes",
      "Recibido1 reporte",
      "En gestión1 reporte",
      "Resuelto1 reporte",
    ]);
    const counts = links.map((link) => Number.parseInt(link.textContent.replace(/\D+/g, ""), 10));
    expect(counts[0]).toBe(counts[1]! + counts[2]! + counts[3]!);
    expect(links[0]).toHaveAttribute("aria-current", "page");
    expect(screen.getByText("3 reportes en total.")).toHaveAttribute("role", "status");
  });

  it("shows the first page and appends the next one with Cargar más", async () => {
    const older = reportFixture({
      id: "dddddddd-0000-4000-8000-000000000004",
      radicado: "RIO-2026-000004",
      createdAt: "2026-11-01T12:00:00Z",
    });
    const fourTotals = { ...totals, total: 4, enGestion: 2 };
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes",
      viewer: citizenViewer,
      mocks: [
        {
          request: { query: MyReportsQuery, variables: { status: null } },
          result: myReportsAnswer(allReports, fourTotals, { hasNextPage: true, endCursor: "cursor-3" }),
        },
        {
          request: { query: MyReportsQuery, variables: { status: null, after: "cursor-3" } },
          result: myReportsAnswer([older], fourTotals),
        },
      ],
    });

    expect(await screen.findAllByRole("article")).toHaveLength(3);
    expect(screen.getByRole("status")).toHaveTextContent(
      "4 reportes en total. Se muestran los 3 más recientes.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Cargar más" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(4));
    expect(screen.queryByRole("button", { name: "Cargar más" })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("4 reportes en total.");
  });

  it("reads the filter from ?estado= and asks the API for that status only", async () => {
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes?estado=resuelto",
      viewer: citizenViewer,
      mocks: [reportsMock("resuelto", [resolved])],
    });

    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveAccessibleName("Iluminación, reporte RIO-2026-000003");
    const current = filterLinks().filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Resuelto1 reporte"]);
    expect(screen.getByText("1 reporte en estado Resuelto.")).toBeInTheDocument();
  });

  it("puts the chosen status in the URL, so that back returns to the previous filter", async () => {
    const user = userEvent.setup();
    renderScreen(
      <>
        <AppRoutes />
        <HistoryProbe />
      </>,
      {
        path: "/mis-reportes",
        viewer: citizenViewer,
        mocks: [reportsMock(null, allReports), reportsMock("en_gestion", [inProgress])],
      },
    );
    await screen.findAllByRole("article");
    const links = filterLinks();
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/mis-reportes",
      "/mis-reportes?estado=recibido",
      "/mis-reportes?estado=en_gestion",
      "/mis-reportes?estado=resuelto",
    ]);

    await user.click(links[2]!);

    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(screen.getByRole("article")).toHaveAccessibleName("Vías, reporte RIO-2026-000002");
    expect(filterLinks()[2]).toHaveAttribute("aria-current", "page");
    // The totals stay those of every status while the filtered list shows.
    expect(filterLinks()[0]).toHaveTextContent("Todos3 reportes");

    await user.click(screen.getByRole("button", { name: "Atrás" }));

    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    expect(filterLinks()[0]).toHaveAttribute("aria-current", "page");
  });

  it("asks the server again on every visit, so a report just filed shows up", async () => {
    const user = userEvent.setup();
    const filedMeanwhile = reportFixture({
      id: "dddddddd-0000-4000-8000-000000000004",
      radicado: "RIO-2026-000004",
      status: "recibido",
    });
    renderScreen(
      <>
        <AppRoutes />
        <HistoryProbe />
      </>,
      {
        path: "/mis-reportes",
        viewer: citizenViewer,
        mocks: [
          { ...reportsMock(null, allReports), maxUsageCount: 1 },
          reportsMock(null, [filedMeanwhile, ...allReports], { ...totals, total: 4, recibido: 2 }),
        ],
      },
    );
    expect(await screen.findAllByRole("article")).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Salir" }));
    await screen.findByRole("heading", { level: 1, name: "Mis datos" });
    await user.click(screen.getByRole("button", { name: "Atrás" }));

    expect(await screen.findByRole("article", { name: /RIO-2026-000004/ })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(filterLinks()[0]).toHaveTextContent("Todos4 reportes");
  });

  it("changes the card, its history and the totals when staff change the status, without reading the list again", async () => {
    const live = new LiveFeed(["MyReportChanged"]);
    let listReads = 0;
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes",
      viewer: citizenViewer,
      live,
      mocks: [
        {
          request: { query: MyReportsQuery, variables: { status: null } },
          result: () => {
            listReads++;
            return myReportsAnswer(allReports, totals);
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    const card = await screen.findByRole("article", { name: /RIO-2026-000001/ });
    expect(within(card).getByText("Estado:", { exact: false }).parentElement).toHaveTextContent(
      "Estado: Recibido",
    );
    await waitFor(() => expect(live.listening("MyReportChanged")).toBe(true));

    live.push("MyReportChanged", changePushed(receivedNowInProgress, totalsAfterChange));

    await waitFor(() =>
      expect(within(card).getByText("Estado:", { exact: false }).parentElement).toHaveTextContent(
        "Estado: En gestión",
      ),
    );
    expect(within(card).getByText("Cuadrilla asignada para el lunes.")).toBeInTheDocument();
    expect(filterLinks().map((link) => link.textContent)).toEqual([
      "Todos3 reportes",
      "Recibido0 reportes",
      "En gestión2 reportes",
      "Resuelto1 reporte",
    ]);
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(listReads).toBe(1);
  });

  it("takes a report out of a status filter it no longer matches", async () => {
    const live = new LiveFeed(["MyReportChanged"]);
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes?estado=recibido",
      viewer: citizenViewer,
      live,
      mocks: [
        { ...reportsMock("recibido", [received]), maxUsageCount: 1 },
        reportsMock("recibido", [], totalsAfterChange),
      ],
    });
    expect(await screen.findAllByRole("article")).toHaveLength(1);
    await waitFor(() => expect(live.listening("MyReportChanged")).toBe(true));

    live.push("MyReportChanged", changePushed(receivedNowInProgress, totalsAfterChange));

    expect(
      await screen.findByRole("heading", { name: "No tienes reportes en estado «Recibido»" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("reads the list again when the server says changes may have been missed", async () => {
    const live = new LiveFeed(["MyReportChanged"]);
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes",
      viewer: citizenViewer,
      live,
      mocks: [
        { ...reportsMock(null, allReports), maxUsageCount: 1 },
        reportsMock(null, [receivedNowInProgress, inProgress, resolved], totalsAfterChange),
      ],
    });
    const card = await screen.findByRole("article", { name: /RIO-2026-000001/ });
    await waitFor(() => expect(live.listening("MyReportChanged")).toBe(true));

    live.push("MyReportChanged", {
      myReportChanged: {
        __typename: "MyReportChange",
        report: null,
        totals: { __typename: "ReportTotals", ...totalsAfterChange },
      },
    });

    await waitFor(() =>
      expect(within(card).getByText("Estado:", { exact: false }).parentElement).toHaveTextContent(
        "Estado: En gestión",
      ),
    );
  });

  it("ignores an unknown ?estado= and shows everything", async () => {
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes?estado=perdido",
      viewer: citizenViewer,
      mocks: [reportsMock(null, allReports)],
    });
    expect(await screen.findAllByRole("article")).toHaveLength(3);
    expect(filterLinks()[0]).toHaveAttribute("aria-current", "page");
  });

  it("says it is loading until the answer comes", async () => {
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes",
      viewer: citizenViewer,
      mocks: [{ ...reportsMock(null, allReports), delay: 200 }],
    });
    expect(await screen.findByText("Cargando reportes...")).toBeInTheDocument();
    expect(await screen.findAllByRole("article")).toHaveLength(3);
    expect(screen.queryByText("Cargando reportes...")).not.toBeInTheDocument();
  });

  it("invites a citizen with no reports to make one", async () => {
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes",
      viewer: citizenViewer,
      mocks: [
        reportsMock(null, [], {
          total: 0,
          recibido: 0,
          enGestion: 0,
          reabierto: 0,
          resuelto: 0,
          duplicado: 0,
          trasladado: 0,
        }),
      ],
    });
    expect(
      await screen.findByRole("heading", { name: "Aún no has hecho ningún reporte" }),
    ).toBeInTheDocument();
    const links = screen.getAllByRole("link", { name: "Hacer un Reporte" });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/nuevo-reporte"]);
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("says when a status has no reports and offers all of them", async () => {
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes?estado=resuelto",
      viewer: citizenViewer,
      mocks: [
        reportsMock("resuelto", [], {
          total: 2,
          recibido: 1,
          enGestion: 1,
          reabierto: 0,
          resuelto: 0,
          duplicado: 0,
          trasladado: 0,
        }),
      ],
    });
    expect(
      await screen.findByRole("heading", { name: "No tienes reportes en estado «Resuelto»" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver todos los reportes" })).toHaveAttribute(
      "href",
      "/mis-reportes",
    );
  });

  it("raises the load-failed toast with a retry, and the retry brings the reports", async () => {
    const user = userEvent.setup();
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes",
      viewer: citizenViewer,
      mocks: [
        { request: { query: MyReportsQuery, variables: { status: null } }, error: new Error("offline") },
        reportsMock(null, allReports),
      ],
    });

    const toast = await screen.findByRole("status", { name: new RegExp(MESSAGES.reportsLoadFailed) });
    expect(toast).toHaveTextContent(MESSAGES.reportsLoadFailed);
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    // Never a made-up 0 when the totals are unknown.
    expect(filterLinks()[0]).toHaveTextContent(/^Todos–$/);

    await user.click(within(toast).getByRole("button", { name: "Reintentar" }));

    expect(await screen.findAllByRole("article")).toHaveLength(3);
  });

  it.each([
    ["cannot reach the server", { error: new Error("Failed to fetch") }, /Revisa tu conexión a internet/],
    [
      "answers with an error",
      { result: { errors: [{ message: "Error interno del servidor" }] } },
      /El servidor tuvo un problema/,
    ],
  ])("says what to do when the app %s", async (_case, answer, advice) => {
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes",
      viewer: citizenViewer,
      mocks: [{ request: { query: MyReportsQuery, variables: { status: null } }, ...answer }],
    });
    const toast = await screen.findByRole("status", { name: new RegExp(MESSAGES.reportsLoadFailed) });
    expect(toast).toHaveTextContent(advice);
    expect(screen.getByRole("main")).toHaveTextContent(advice);
  });

  it("keeps a retry button on the page after the toast is gone", async () => {
    const user = userEvent.setup();
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes",
      viewer: citizenViewer,
      mocks: [
        { request: { query: MyReportsQuery, variables: { status: null } }, error: new Error("offline") },
        reportsMock(null, allReports),
      ],
    });
    const main = await screen.findByRole("main");
    const retry = await within(main).findByRole("button", { name: "Reintentar" });
    expect(main).toHaveTextContent(MESSAGES.reportsLoadFailed);

    await user.click(retry);

    expect(await screen.findAllByRole("article")).toHaveLength(3);
  });

  it("tells staff they see every report, without the citizen's report button", async () => {
    renderScreen(<AppRoutes />, {
      path: "/mis-reportes",
      viewer: adminViewer,
      mocks: [reportsMock(null, allReports)],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Todos los reportes" })).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getByText(/ves los reportes de todos los ciudadanos/)).toBeInTheDocument();
    expect(within(main).getByRole("link", { name: "Panel Admin" })).toHaveAttribute("href", "/admin");
    expect(await screen.findAllByRole("article")).toHaveLength(3);
    expect(screen.queryByRole("link", { name: /Hacer un Reporte/ })).not.toBeInTheDocument();
  });
});
