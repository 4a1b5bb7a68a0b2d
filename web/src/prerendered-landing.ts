/**
 * The build pre-renders the signed-out landing page into index.html (`vite.config.ts`), and the server
 * sends that file for `/` only to a browser without a session cookie (`api/src/server/web-app.ts`).
 * The root element says so, and the app then shows the landing page at once instead of waiting for
 * the session check; should the check find a session after all, the home page replaces it.
 */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";
export const PRERENDERED_LANDING = "landing";

let rendering = false;

/** Set by the build's renderer: what it renders is, by definition, the pre-rendered landing page. */
export function markServerRendering(): void {
  rendering = true;
}

export function servedPrerenderedLanding(): boolean {
  if (rendering) return true;
  if (typeof document === "undefined") return false;
  return (
    window.location.pathname === "/" &&
    document.getElementById("root")?.getAttribute(PRERENDERED_ATTRIBUTE) === PRERENDERED_LANDING
  );
}
