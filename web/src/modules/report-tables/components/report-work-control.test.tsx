import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import { GraphQLError } from "graphql";
import { DEPENDENCIA_MESSAGES } from "@domain";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import {
  DependenciaMembersQuery,
  DependenciaOptionsQuery,
  RouteReportMutation,
} from "../hooks/use-report-work";
import { ReportWorkControl } from "./report-work-control";

const REPORT_ID = "6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5";
const ALUMBRADO = {
  __typename: "Dependencia",
  id: "0b7a1c8e-1111-4c6d-8e7f-90a1b2c3d4e5",
  name: "Alumbrado público",
  active: true,
};
const ASEO = {
  __typename: "Dependencia",
  id: "0b7a1c8e-2222-4c6d-8e7f-90a1b2c3d4e5",
  name: "Aseo",
  active: true,
};
const CLOSED = {
  __typename: "Dependencia",
  id: "0b7a1c8e-3333-4c6d-8e7f-90a1b2c3d4e5",
  name: "Cerrada",
  active: false,
};
const LUIS = { __typename: "StaffMember", id: "luis", name: "Luis Vecina" };

const options = {
  request: { query: DependenciaOptionsQuery },
  result: { data: { dependencias: [ALUMBRADO, ASEO, CLOSED] } },
};
const members = {
  request: { query: DependenciaMembersQuery, variables: { dependenciaId: ALUMBRADO.id } },
  result: { data: { dependenciaMembers: [LUIS] } },
};

/** The control for a report of Alumbrado público, as a viewer the server allows `viewerCan`. */
function renderControl(
  viewerCan: { route: boolean; assign: boolean },
  { assignee = null as { id: string; name: string } | null, mocks = [] as MockLink.MockedResponse[] } = {},
) {
  renderScreen(
    <ReportWorkControl
      report={{ id: REPORT_ID, dependencia: { id: ALUMBRADO.id, name: ALUMBRADO.name }, assignee, viewerCan }}
    />,
    { mocks },
  );
}

describe("ReportWorkControl", () => {
  it("only names who works the report when the server says the viewer may not change it", () => {
    renderControl({ route: false, assign: false }, { assignee: { id: "luis", name: "Luis Vecina" } });
    expect(screen.getByText(/Lo gestiona/)).toHaveTextContent(
      "Lo gestiona Alumbrado público, asignado a Luis Vecina.",
    );
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("offers the active dependencias and the dependencia's funcionarios, and says why the server refused", async () => {
    const user = userEvent.setup();
    const refused = {
      request: {
        query: RouteReportMutation,
        variables: { id: REPORT_ID, dependenciaId: ASEO.id },
      },
      result: {
        errors: [
          new GraphQLError(DEPENDENCIA_MESSAGES.notYourDependencia, { extensions: { code: "FORBIDDEN" } }),
        ],
      },
    };
    renderControl({ route: true, assign: true }, { mocks: [options, members, refused] });
    const dependencia = screen.getByRole("combobox", { name: /Dependencia/ });
    await screen.findByRole("option", { name: "Aseo" });
    expect(
      within(dependencia)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Elige una dependencia", "Alumbrado público", "Aseo"]);
    await screen.findByRole("option", { name: "Luis Vecina" });
    // Choosing sends nothing (a native select changes with every arrow key): «Enviar a Aseo» does.
    await user.selectOptions(dependencia, ASEO.id);
    expect(screen.queryByText(DEPENDENCIA_MESSAGES.notYourDependencia)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Enviar a Aseo" }));
    expect(await screen.findByText(DEPENDENCIA_MESSAGES.notYourDependencia)).toBeInTheDocument();
  });

  it("sends nothing while staff move through the dependencias with the keyboard, until they confirm", async () => {
    const user = userEvent.setup();
    // No mock answers routeReport: a request would fail with a toast.
    renderControl({ route: true, assign: false }, { mocks: [options] });
    const dependencia = screen.getByRole("combobox", { name: /Dependencia/ });
    await screen.findByRole("option", { name: "Aseo" });
    await user.selectOptions(dependencia, ASEO.id);
    await user.selectOptions(dependencia, ALUMBRADO.id);
    expect(screen.queryByRole("button", { name: /^Enviar a/ })).not.toBeInTheDocument();
    await user.selectOptions(dependencia, ASEO.id);
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(dependencia).toHaveValue(ALUMBRADO.id);
    expect(screen.queryByText(DEPENDENCIA_MESSAGES.routeFailed)).not.toBeInTheDocument();
  });

  it("drops a choice of assignee not confirmed when the report goes to another dependencia meanwhile", async () => {
    const user = userEvent.setup();
    function Moved() {
      const [dependencia, setDependencia] = useState({ id: ALUMBRADO.id, name: ALUMBRADO.name });
      return (
        <>
          <button type="button" onClick={() => setDependencia({ id: ASEO.id, name: ASEO.name })}>
            Llega de otra pestaña
          </button>
          <ReportWorkControl
            report={{ id: REPORT_ID, dependencia, assignee: null, viewerCan: { route: true, assign: true } }}
          />
        </>
      );
    }
    renderScreen(<Moved />, { mocks: [options, members] });
    await screen.findByRole("option", { name: "Luis Vecina" });
    await user.selectOptions(screen.getByRole("combobox", { name: /Asignado a/ }), "luis");
    expect(screen.getByRole("button", { name: "Asignar a Luis Vecina" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Llega de otra pestaña" }));
    expect(screen.queryByRole("button", { name: /^Asignar a/ })).not.toBeInTheDocument();
  });
});
