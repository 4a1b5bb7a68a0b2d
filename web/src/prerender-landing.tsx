import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { AppFrame } from "./app";
import { markServerRendering } from "./prerendered-landing";
import { AppRoutes } from "./router";

/**
 * Run by the build (`vite.config.ts`), never in the browser: the signed-out landing page as HTML, and
 * the CSS its Chakra components generate. The figures render in their neutral "loading" state; the
 * browser fills them in.
 */
export function renderLanding(): { html: string; css: string } {
  markServerRendering();
  // `compat`: emotion keeps the styles in the cache instead of writing <style> tags into the markup,
  // so they can go to a stylesheet file (the Content-Security-Policy allows no inline code).
  const cache = createCache({ key: "css" });
  cache.compat = true;
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppFrame>
          <StaticRouter location="/">
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </CacheProvider>
    </StrictMode>,
  );
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === "string")
    .join("");
  return { html, css };
}
