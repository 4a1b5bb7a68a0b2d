import "@fontsource-variable/inter";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { servedPrerenderedLanding } from "./prerendered-landing";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing page's HTML is already there (pre-rendered at build time): React takes it over.
if (servedPrerenderedLanding()) hydrateRoot(root, app);
else createRoot(root).render(app);
