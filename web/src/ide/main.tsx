// The analysts' IDE (docs/statistics.md#analysts-ide): a page of its own, so that GraphiQL and its
// editor never weigh on the residents' app. Monaco's workers are bundled files of this origin.
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { EXAMPLE_TABS } from "./examples";
import { flattenTabs } from "./flatten-tabs";
import "./ide.css";

const fetcher = createGraphiQLFetcher({ url: "/graphql", headers: { "content-type": "application/json" } });

// GraphiQL 5 fills the first tab's query but not its variables on a first visit (no saved tabs yet).
const firstVisit = window.localStorage.getItem("graphiql:tabState") === null;

const root = document.getElementById("ide");
if (!root) throw new Error("ide.html has no #ide element");
flattenTabs(root);
createRoot(root).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={EXAMPLE_TABS}
      initialVariables={firstVisit ? EXAMPLE_TABS.at(0)?.variables : undefined}
      defaultEditorToolsVisibility="variables"
    >
      <GraphiQL.Logo>
        <a href="/" className="ide-logo">
          Reporta Riomar · Analistas
        </a>
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
