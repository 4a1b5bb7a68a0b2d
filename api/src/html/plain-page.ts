import type { Response } from "express";

/** Text for an HTML attribute or element: every character that could end one is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** One paragraph of plain text; `role` makes a refusal or a result heard by screen readers. */
export const paragraph = (text: string, role?: "alert" | "status") =>
  `<p${role ? ` role="${role}"` : ""}>${escapeHtml(text)}</p>`;

/** A query or form value that may come twice (`?token=a&token=b`): the first. */
export const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

const BASE_STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f7fafc;color:#1a202c;line-height:1.5}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}
h1{font-size:1.4rem;margin-top:0}
button:focus-visible,a:focus-visible,textarea:focus-visible{outline:3px solid #1a365d;outline-offset:2px}
a{color:#285e61}`;

/**
 * The page an e-mail's signed link opens (one-click unsubscribe, «¿Quedó resuelto?»): served by the API
 * itself, so it works signed out, without JavaScript, from any mail app, and is never cached or indexed.
 * `body` is HTML its caller built with `escapeHtml`; `style` adds to the shared look; `links` close the page.
 */
export function sendSignedLinkPage(
  res: Response,
  status: number,
  page: { title: string; body: string; style?: string; links: Array<{ href: string; label: string }> },
): void {
  const links = page.links
    .map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
    .join(" · ");
  res
    .status(status)
    .type("html")
    .set("Cache-Control", "no-store")
    .send(
      `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · Reporta Riomar</title>
<style>
${BASE_STYLE}
${page.style ?? ""}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
<p>${links}</p>
</main>
</body>
</html>`,
    );
}
